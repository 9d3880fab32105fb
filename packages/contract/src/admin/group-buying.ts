import { z } from 'zod';
import { Cents, Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { GroupMember, GroupStatus } from '../group-buying.js';
import { OrderType } from '../orders.js';
import { operatorEndpoint } from './define.js';

/** ISO instant or 'YYYY-MM-DD HH:mm:ss' China time, as the console's date pickers send. */
const Instant = z.string().trim().min(1, '请选择时间').max(40);

/**
 * A group offer as the console creates it: a product (course, bundle or membership plan), its group
 * price in cents (above 0, below the product's list price: checked on the server, which knows the
 * price), the group size, the hours a group has to fill, and the window in which groups may start.
 */
export const GroupOfferFields = z
  .object({
    productType: OrderType.refine((type) => type !== 8, '训练营暂不支持拼团'),
    productId: Id,
    groupPrice: z
      .number({ error: '请输入拼团价' })
      .int('拼团价须精确到分')
      .min(1, '拼团价须大于 0')
      .max(100_000_000, '拼团价过高'),
    groupSize: z
      .number({ error: '请输入成团人数' })
      .int('成团人数须为整数')
      .min(2, '成团人数须在 2 到 50 人之间')
      .max(50, '成团人数须在 2 到 50 人之间'),
    hours: z
      .number({ error: '请输入成团时限' })
      .int('成团时限须为整数小时')
      .min(1, '成团时限须在 1 到 72 小时之间')
      .max(72, '成团时限须在 1 到 72 小时之间'),
    startsAt: Instant,
    endsAt: Instant,
  })
  .superRefine((offer, issues) => {
    const from = Date.parse(offer.startsAt.replace(' ', 'T'));
    const until = Date.parse(offer.endsAt.replace(' ', 'T'));
    if (Number.isNaN(from) || Number.isNaN(until))
      issues.addIssue({ code: 'custom', path: ['endsAt'], message: '时间格式不正确' });
    else if (until <= from)
      issues.addIssue({ code: 'custom', path: ['endsAt'], message: '结束时间须晚于开始时间' });
  });
export type GroupOfferFields = z.input<typeof GroupOfferFields>;

/** An offer as the console lists it, with how its groups stand. */
export const AdminGroupOffer = z.object({
  id: z.number().int(),
  productType: OrderType,
  productId: z.number().int(),
  productName: z.string(),
  linePrice: Cents,
  groupPrice: Cents,
  groupSize: z.number().int(),
  hours: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  stopped: z.boolean(),
  /** 未开始, 进行中, 已结束 or 已停止, decided on the server. */
  stateText: z.string(),
  open: z.number().int(),
  filled: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
});
export type AdminGroupOffer = z.infer<typeof AdminGroupOffer>;

export const adminGroupOfferList = operatorEndpoint({
  path: '/api/admin/group-offer/list',
  permission: 'groups.read',
  writes: false,
  request: PageQuery.extend({ keyword: z.string().trim().max(30).optional() }),
  response: pageOf(AdminGroupOffer),
});

export const adminGroupOfferCreate = operatorEndpoint({
  path: '/api/admin/group-offer/create',
  permission: 'groups.write',
  writes: true,
  request: GroupOfferFields,
  response: AdminGroupOffer,
});

/** Stops an offer: no group starts from now; groups already open run to their time. */
export const adminGroupOfferStop = operatorEndpoint({
  path: '/api/admin/group-offer/stop',
  permission: 'groups.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminGroupOffer,
});

/** A member of a group as the console shows it. */
export const AdminGroupMember = GroupMember.extend({
  userId: z.number().int(),
  /** The member's order (订单管理 finds it by id). */
  orderId: z.number().int(),
  /** 待支付, 已支付, 已退款 */
  stateText: z.string(),
});

export const AdminGroup = z.object({
  id: z.number().int(),
  status: GroupStatus,
  groupSize: z.number().int(),
  paidMembers: z.number().int(),
  members: z.array(AdminGroupMember),
  createdAt: z.string(),
  endsAt: z.string(),
});
export type AdminGroup = z.infer<typeof AdminGroup>;

export const adminGroupList = operatorEndpoint({
  path: '/api/admin/group-offer/groups',
  permission: 'groups.read',
  writes: false,
  request: PageQuery.extend({ offerId: Id, status: GroupStatus.optional() }),
  response: pageOf(AdminGroup),
});
