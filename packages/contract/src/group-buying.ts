import { z } from 'zod';
import { Cents, Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';
import { OrderType } from './orders.js';

/**
 * A group (拼团) goes `open` (拼团中) once its starter has paid, `filled` (拼团成功) when its last seat is
 * paid, and `failed` (拼团失败) when its time runs out first: every paid member is then refunded.
 */
export const GroupStatus = z.enum(['open', 'filled', 'failed']);
export type GroupStatus = z.infer<typeof GroupStatus>;

/** A member as others see them: a masked name and an avatar. */
export const GroupMember = z.object({
  name: z.string(),
  avatar: z.string(),
  starter: z.boolean(),
});
export type GroupMember = z.infer<typeof GroupMember>;

/** An open group of an offer that a learner may join. */
export const OpenGroup = z.object({
  groupId: z.number().int(),
  starter: GroupMember,
  seatsLeft: z.number().int().nonnegative(),
  /** Seconds until it fails unless filled: a countdown that does not trust the browser's clock. */
  remainingSeconds: z.number().int().nonnegative(),
});
export type OpenGroup = z.infer<typeof OpenGroup>;

/** A product's running group offer, as its detail page shows 发起拼团 ¥x (N人团). */
export const GroupOffer = z.object({
  offerId: z.number().int(),
  productType: OrderType,
  productId: z.number().int(),
  groupPrice: Cents,
  groupSize: z.number().int(),
  hours: z.number().int(),
  /** Groups waiting for members, the fullest first (at most ten). */
  openGroups: z.array(OpenGroup),
});
export type GroupOffer = z.infer<typeof GroupOffer>;

export const groupOffer = endpoint({
  path: '/api/front/group/offer',
  access: 'optional',
  request: z.object({ productType: OrderType, productId: Id }),
  /** null when the product has no group offer running now. */
  response: GroupOffer.nullable(),
});

/** One group, as its share page (/group/:id) shows it to anyone with the link. */
export const GroupDetail = z.object({
  groupId: z.number().int(),
  offerId: z.number().int(),
  productType: OrderType,
  productId: z.number().int(),
  productName: z.string(),
  productPic: z.string(),
  linePrice: Cents,
  groupPrice: Cents,
  groupSize: z.number().int(),
  status: GroupStatus,
  members: z.array(GroupMember),
  seatsLeft: z.number().int().nonnegative(),
  remainingSeconds: z.number().int().nonnegative(),
  /** Whether the learner asking is a paid member of it. */
  joined: z.boolean(),
  /** Decided on the server: whether 参与拼团 is offered to this learner now. */
  canJoin: z.boolean(),
  /** Why not, in words, when it is not (该团已满, 拼团已结束, 你已在此团中); null when it is. */
  refusal: z.string().nullable(),
});
export type GroupDetail = z.infer<typeof GroupDetail>;

export const groupDetail = endpoint({
  path: '/api/front/group/detail',
  access: 'optional',
  request: z.object({ id: Id }),
  response: GroupDetail,
});

/** One of the learner's groups (我的拼团). */
export const MyGroup = z.object({
  groupId: z.number().int(),
  productType: OrderType,
  productId: z.number().int(),
  productName: z.string(),
  groupPrice: Cents,
  groupSize: z.number().int(),
  paidMembers: z.number().int(),
  status: GroupStatus,
  /** A failed group's payment went back to the learner (the refund was sent). */
  refunded: z.boolean(),
  remainingSeconds: z.number().int().nonnegative(),
  joinedAt: z.string(),
});
export type MyGroup = z.infer<typeof MyGroup>;

export const groupMine = endpoint({
  path: '/api/front/group/mine',
  access: 'user',
  request: PageQuery,
  response: pageOf(MyGroup),
});
