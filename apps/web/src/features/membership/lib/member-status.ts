import type { ResponseOf, vipDetail } from '@zhixue/contract';
import { formatDate } from '@/lib/date-format';

/**
 * Who reads the member page, as its hero shows them: a visitor (asked to log in), a learner who never
 * was a member, one whose membership ran out, or a member.
 */
export type MemberStatus =
  | { kind: 'visitor' }
  | { kind: 'learner' }
  | { kind: 'lapsed'; expiredOn: string }
  | { kind: 'member'; expiresOn: string };

/** The reader's status from `vip/detail` (the account, not the stored login, which may be stale). */
export function memberStatus(
  loggedIn: boolean,
  detail: { vip: 0 | 1; vipExpiresAt: string | null },
): MemberStatus {
  if (!loggedIn) return { kind: 'visitor' };
  const day = detail.vipExpiresAt ? formatDate(detail.vipExpiresAt) : null;
  if (detail.vip === 1 && day) return { kind: 'member', expiresOn: day };
  if (day) return { kind: 'lapsed', expiredOn: day };
  return { kind: 'learner' };
}

/** Buying a plan is an order of type 9 (membership) for the plan's id. */
export const MEMBERSHIP_ORDER_TYPE = 9;

export function planOrderHref(planId: number): string {
  return `/order/${planId}?type=${MEMBERSHIP_ORDER_TYPE}`;
}

type Plan = ResponseOf<typeof vipDetail>['plans'][number];

/** 「约¥1.09/天」: the plan's price spread over its days, rounded up to the fen. */
export function pricePerDay(plan: Pick<Plan, 'price' | 'durationDays'>): number {
  if (plan.durationDays <= 0) return plan.price;
  return Math.ceil(plan.price / plan.durationDays);
}

/** How much below its line price a plan sells, in whole percent; 0 when it does not. */
export function discountPercent(plan: Pick<Plan, 'price' | 'linePrice'>): number {
  if (plan.linePrice <= plan.price || plan.linePrice <= 0) return 0;
  return Math.round((1 - plan.price / plan.linePrice) * 100);
}

/** The plan the page recommends: the one with the lowest price per day (the longest, as a rule). */
export function recommendedPlanId(plans: Array<Pick<Plan, 'id' | 'price' | 'durationDays'>>): number | null {
  let best: (typeof plans)[number] | null = null;
  for (const plan of plans) {
    if (!best || plan.price / plan.durationDays < best.price / best.durationDays) best = plan;
  }
  return best?.id ?? null;
}

export interface MemberRight {
  name: string;
  /** Names of the plans that include it; empty when every plan does. */
  onlyIn: string[];
}

/** Every right any plan grants, in the order the plans list them, with the plans that grant it. */
export function memberRights(plans: Array<Pick<Plan, 'name' | 'benefits'>>): MemberRight[] {
  const byName = new Map<string, string[]>();
  for (const plan of plans) {
    for (const benefit of plan.benefits) {
      const holders = byName.get(benefit) ?? [];
      if (!holders.includes(plan.name)) holders.push(plan.name);
      byName.set(benefit, holders);
    }
  }
  return [...byName].map(([name, holders]) => ({
    name,
    onlyIn: holders.length === plans.length ? [] : holders,
  }));
}
