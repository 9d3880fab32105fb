import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice } from '@/lib/format';
import { openLoginModal, useSession } from '@/lib/session';
import type { VipDetail } from '../api/get-vip-detail';
import {
  discountPercent,
  type MemberStatus,
  planOrderHref,
  pricePerDay,
  recommendedPlanId,
} from '../lib/member-status';
import styles from './vip-list.module.css';

/** What the app shell shows of a plan's promotions in its card (秒杀), under 立即开通. */
export type PlanSaleSlot = (planId: number) => ReactNode;

interface VipListProps {
  plans: VipDetail['plans'];
  status: MemberStatus | null;
  saleSlot?: PlanSaleSlot | undefined;
}

/**
 * The membership plans on sale: price in yuan, days, line price and rights. 立即开通 goes to the
 * order page as a membership order (type 9) once the reader is logged in; the shell's sale of the
 * plan, if any, follows.
 */
export function VipList({ plans, status, saleSlot }: VipListProps) {
  const session = useSession();
  const navigate = useNavigate();
  const recommended = recommendedPlanId(plans);
  const renew = status?.kind === 'member' || status?.kind === 'lapsed';

  const buy = (planId: number) => {
    if (!session) openLoginModal();
    else void navigate(planOrderHref(planId));
  };

  return (
    <ul className={styles.plans}>
      {plans.map((plan) => {
        const saving = discountPercent(plan);
        const isRecommended = plan.id === recommended && plans.length > 1;
        return (
          <li key={plan.id} className={isRecommended ? `${styles.plan} ${styles.recommended}` : styles.plan}>
            {isRecommended ? <span className={styles.ribbon}>超值推荐</span> : null}
            <h3 className={styles.name}>{plan.name}</h3>
            <p className={styles.duration}>{plan.durationDays}天会员权益</p>
            <p className={styles.price}>
              <span className={styles.amount}>{formatPrice(plan.price)}</span>
              {plan.linePrice > plan.price ? (
                <s className={styles.line}>{formatPrice(plan.linePrice)}</s>
              ) : null}
            </p>
            <p className={styles.perDay}>
              约{formatPrice(pricePerDay(plan))}/天
              {saving > 0 ? <span className={styles.saving}>立省{saving}%</span> : null}
            </p>
            <ul className={styles.benefits}>
              {plan.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <Button
              className={styles.buy}
              size="large"
              shape="round"
              block
              onClick={() => buy(plan.id)}
              aria-label={`${renew ? '立即续费' : '立即开通'}${plan.name}`}
            >
              {renew ? '立即续费' : '立即开通'}
            </Button>
            {saleSlot?.(plan.id)}
          </li>
        );
      })}
    </ul>
  );
}
