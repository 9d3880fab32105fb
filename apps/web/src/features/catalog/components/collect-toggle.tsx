import { type CourseDetail, ProductTypes } from '@zhixue/contract';
import { HeartIcon } from '@/components/icons';
import { useToggleCollection } from '../api/toggle-collection';
import styles from './course-detail.module.css';
import { useLoginGuard } from './use-login-guard';

/** 收藏 / 已收藏. A visitor gets the login modal. */
export function CollectToggle({ detail }: { detail: Pick<CourseDetail, 'id' | 'type' | 'collection'> }) {
  const { guard } = useLoginGuard();
  const toggle = useToggleCollection();
  const collected = detail.collection === 1;
  return (
    <button
      type="button"
      className={collected ? `${styles.collect} ${styles.collected}` : styles.collect}
      aria-pressed={collected}
      disabled={toggle.isPending}
      onClick={() =>
        guard(() =>
          toggle.mutate({
            id: detail.id,
            type: detail.type === ProductTypes.BUNDLE ? ProductTypes.BUNDLE : ProductTypes.COURSE,
            status: collected ? 0 : 1,
          }),
        )
      }
    >
      <HeartIcon filled={collected} />
      {collected ? '已收藏' : '收藏'}
    </button>
  );
}
