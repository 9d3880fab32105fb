import { ProductTypes, type Reason } from '@zhixue/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { hasReason, isApiError } from '@/lib/api';
import { courseHref, MEMBER_PATH } from '@/lib/links';
import type { OrderPageTarget } from '../lib/order-params';
import { CampEnrolledDialog } from './camp-enrolled-dialog';
import styles from './order-page.module.css';

interface OrderRefusalProps {
  target: OrderPageTarget;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}

/** The learner may already study what they came to buy. */
const ALREADY_ENTITLED: Reason[] = [
  'ALREADY_BOUGHT',
  'ALREADY_OWNS_BUNDLE',
  'ALREADY_LICENSED',
  'MEMBER_STUDIES_FREE',
  'CAMP_TERM_ENROLLED',
  'CAMP_ENROLLED',
];

/**
 * When there is nothing to buy, the server's reason and the way on: already bought or free to a
 * member (start learning; an enrolled camp term also gets the spec's dialog), not sold or unknown
 * (back to browsing). A failed call offers to try again.
 */
export function OrderRefusal({ target, query }: OrderRefusalProps) {
  const navigate = useNavigate();
  const code = isApiError(query.error) ? query.error.code : null;
  const [dialogOpen, setDialogOpen] = useState(hasReason(query.error, 'CAMP_TERM_ENROLLED'));

  if (code === null || code.startsWith('B') || code.startsWith('C')) {
    return (
      <div className={styles.panel}>
        <LoadFailed title="确认订单" query={query} fallback="订单信息加载失败" />
      </div>
    );
  }
  const message = isApiError(query.error) ? query.error.msg : '';
  if (hasReason(query.error, ...ALREADY_ENTITLED)) {
    return (
      <div className={styles.panel}>
        <EmptyState title="无需重复购买" text={message}>
          {target.type === ProductTypes.CAMP ? (
            <Button type="primary" onClick={() => setDialogOpen(true)}>
              立即学习
            </Button>
          ) : (
            <StudyButton target={target} />
          )}
        </EmptyState>
        {target.type === ProductTypes.CAMP ? (
          <CampEnrolledDialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            campId={target.id}
            termId={target.trainId}
          />
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <EmptyState title="暂时无法购买" text={message}>
        <Button onClick={() => navigate(-1)}>返回上一页</Button>
        <Button
          type="primary"
          onClick={() => navigate(target.type === ProductTypes.VIP_PLAN ? MEMBER_PATH : '/courses')}
        >
          {target.type === ProductTypes.VIP_PLAN ? '查看会员权益' : '去看看其他课程'}
        </Button>
      </EmptyState>
    </div>
  );
}

/** 立即学习 on the course or bundle page (its buy bar leads on to the player). */
export function StudyButton({ target }: { target: OrderPageTarget }) {
  const navigate = useNavigate();
  const type = target.type === ProductTypes.BUNDLE ? ProductTypes.BUNDLE : ProductTypes.COURSE;
  return (
    <Button type="primary" onClick={() => navigate(courseHref({ id: target.id, type }))}>
      立即学习
    </Button>
  );
}
