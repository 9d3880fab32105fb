import type { ClaimableCoupon } from '@zhixue/contract';
import { Button } from 'antd';
import { toastError } from '@/lib/api';
import { feedback } from '@/lib/feedback';
import { openLoginModal, useSession } from '@/lib/session';
import { useClaimCoupon } from '../api/coupons';

/** 领取: a visitor is asked to log in first; the server says when it is gone or the limit is reached. */
export function ClaimButton({ coupon }: { coupon: ClaimableCoupon }) {
  const session = useSession();
  const claim = useClaimCoupon();
  if (session && coupon.claimed >= coupon.perLearner) {
    return (
      <Button size="small" disabled>
        已领取
      </Button>
    );
  }
  if (coupon.remaining === 0) {
    return (
      <Button size="small" disabled>
        已领完
      </Button>
    );
  }
  const press = () => {
    if (!session) {
      openLoginModal();
      return;
    }
    claim.mutate(coupon.batchId, {
      onSuccess: () => feedback.success('领取成功，下单时自动使用'),
      onError: toastError,
    });
  };
  return (
    <Button type="primary" danger size="small" loading={claim.isPending} onClick={press}>
      {coupon.claimed > 0 ? '再领一张' : '立即领取'}
    </Button>
  );
}
