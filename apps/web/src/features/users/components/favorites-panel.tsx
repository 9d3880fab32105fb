import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CardGridSkeleton } from '@/components/course-card';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PagedCourseGrid } from '@/components/paged-course-grid';
import { isVip, useSession } from '@/lib/session';
import { useFavorites } from '../api/get-favorites';
import styles from './account.module.css';

const PAGE_SIZE = 12;

/** 我的收藏 (`/mycourses?index=1`): the collected courses as cards, newest first. */
export function FavoritesPanel() {
  const navigate = useNavigate();
  const viewerIsVip = isVip(useSession());
  const [page, setPage] = useState(1);
  const query = useFavorites(page, PAGE_SIZE);
  return (
    <div className={styles.center}>
      <h1 className={styles.heading}>我的收藏</h1>
      <div className={styles.favorites}>
        {query.isPending ? (
          <CardGridSkeleton count={3} />
        ) : query.isError ? (
          <LoadFailed compact query={query} fallback="收藏加载失败" />
        ) : (
          <PagedCourseGrid
            courses={query.data.list}
            total={query.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            viewerIsVip={viewerIsVip}
            onPageChange={setPage}
            empty={
              <EmptyState text="还没有收藏课程，在课程详情页点击收藏即可加入">
                <Button type="primary" onClick={() => void navigate('/courses')}>
                  去选课
                </Button>
              </EmptyState>
            }
          />
        )}
      </div>
    </div>
  );
}
