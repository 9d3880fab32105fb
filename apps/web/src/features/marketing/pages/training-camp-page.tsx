import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { BannerCarousel } from '@/components/banner-carousel';
import { CardGridSkeleton, TrainingCard } from '@/components/course-card';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PagedCardGrid } from '@/components/paged-course-grid';
import { TabSwitcher } from '@/components/tab-switcher';
import { useTrainingBanners } from '../api/get-training-banners';
import { useTrainingList } from '../api/get-training-list';
import styles from '../components/marketing.module.css';
import { TrainingKinds } from '../components/training-kinds';
import {
  kindOf,
  pageFromParams,
  TRAINING_TABS,
  type TrainingTab,
  tabFromParams,
  trainingParams,
} from '../lib/training-tabs';
import campStyles from './training-camp-page.module.css';

const PAGE_SIZE = 12;

/**
 * /trainingCamp: the camps landing. Banners from training/banner/list, then every camp from
 * training/list, filtered by kind with the tab switcher; the tab and page live in the address.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  const page = pageFromParams(params);
  const banners = useTrainingBanners();
  const list = useTrainingList({ kind: kindOf(tab), pageCurrent: page, pageSize: PAGE_SIZE });
  const camps = list.data?.list ?? [];

  const show = (nextTab: TrainingTab, nextPage: number) => setParams(trainingParams(nextTab, nextPage));

  return (
    <div className={`zx-container ${styles.page} ${campStyles.page}`}>
      {banners.data && banners.data.length > 0 ? <BannerCarousel banners={banners.data} /> : null}
      <section className={campStyles.kinds} aria-label="训练营类型">
        <TrainingKinds active={kindOf(tab)} onPick={(kind) => show(kind, 1)} />
      </section>
      <TabSwitcher
        items={TRAINING_TABS}
        activeKey={tab}
        onChange={(key) => show(key, 1)}
        label="训练营分类"
      />
      <section className={campStyles.list} aria-label="训练营列表" aria-busy={list.isFetching}>
        {list.isPending ? <CardGridSkeleton count={8} /> : null}
        {list.isError ? <LoadFailed title="训练营加载失败" query={list} fallback="请检查网络后重试" /> : null}
        {list.isSuccess ? (
          <PagedCardGrid
            count={camps.length}
            total={list.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            empty={
              <EmptyState text="该类训练营暂未开放报名，敬请期待">
                <Button onClick={() => show('all', 1)}>查看全部训练营</Button>
              </EmptyState>
            }
            onPageChange={(next) => show(tab, next)}
          >
            {camps.map((camp) => (
              <TrainingCard key={camp.id} camp={camp} />
            ))}
          </PagedCardGrid>
        ) : null}
      </section>
    </div>
  );
}
