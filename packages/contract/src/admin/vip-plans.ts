import { z } from 'zod';
import { VipPlan } from '../catalog.js';
import { Cents, EmptyRequest, Id } from '../common.js';
import { operatorEndpoint } from './define.js';
import { OrderedIds } from './marketing.js';

/** A plan as the console sees it: as the member page shows it, plus its place and whether it is on sale. */
export const AdminVipPlan = VipPlan.extend({
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminVipPlan = z.infer<typeof AdminVipPlan>;

const PlanPrice = Cents.min(1, '价格须大于 0').max(100_000_000, '价格过高');

/** A plan as the member page sells it; its line price (划线价) is never below what it sells for. */
export const VipPlanShape = z.object({
  name: z.string().trim().min(1, '请输入套餐名称').max(20, '套餐名称最多 20 个字'),
  durationDays: z.number().int().min(1, '时长至少 1 天').max(3660, '时长最多 3660 天'),
  price: PlanPrice,
  linePrice: Cents.max(100_000_000, '价格过高'),
  benefits: z.array(z.string().trim().min(1).max(30, '每条权益最多 30 个字')).max(10, '权益最多 10 条'),
  enabled: z.boolean().default(true),
});
const linePriceNotBelowPrice = {
  check: (plan: { price: number; linePrice: number }) => plan.linePrice >= plan.price,
  issue: { path: ['linePrice'], message: '划线价不能低于售价' },
};
export const VipPlanFields = VipPlanShape.refine(linePriceNotBelowPrice.check, linePriceNotBelowPrice.issue);

export const adminVipPlanList = operatorEndpoint({
  path: '/api/admin/vip-plan/list',
  permission: 'vip-plans.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(AdminVipPlan),
});

export const adminVipPlanCreate = operatorEndpoint({
  path: '/api/admin/vip-plan/create',
  permission: 'vip-plans.write',
  writes: true,
  request: VipPlanFields,
  response: AdminVipPlan,
});

export const adminVipPlanUpdate = operatorEndpoint({
  path: '/api/admin/vip-plan/update',
  permission: 'vip-plans.write',
  writes: true,
  request: VipPlanShape.extend({ id: Id }).refine(linePriceNotBelowPrice.check, linePriceNotBelowPrice.issue),
  response: AdminVipPlan,
});

export const adminVipPlanReorder = operatorEndpoint({
  path: '/api/admin/vip-plan/reorder',
  permission: 'vip-plans.write',
  writes: true,
  request: z.object({ ids: OrderedIds }),
  response: z.array(AdminVipPlan),
});
