import { type ErrorCode, errorCatalogue } from '../errors.js';
import { authReasons } from './auth.js';
import { campReasons } from './camps.js';
import { catalogReasons } from './catalog.js';
import { certificateReasons } from './certificates.js';
import { commonReasons } from './common.js';
import { consoleReasons } from './console.js';
import { couponReasons } from './coupons.js';
import { courseworkReasons } from './coursework.js';
import { enterpriseReasons } from './enterprise.js';
import { examBankReasons } from './exam-bank.js';
import { examReasons } from './exams.js';
import { flashSaleReasons } from './flash-sales.js';
import { groupReasons } from './group-buying.js';
import { learningReasons } from './learning.js';
import { liveReasons } from './live.js';
import { marketingReasons } from './marketing.js';
import { mediaReasons } from './media.js';
import { messageReasons } from './messages.js';
import { orderReasons } from './orders.js';
import { referralReasons } from './referrals.js';
import { userReasons } from './users.js';

export type { ReasonEntry } from './define.js';

/** Every area's closed set of refusals; a name may stand in one area only (the contract test checks). */
export const reasonAreas = {
  common: commonReasons,
  auth: authReasons,
  users: userReasons,
  catalog: catalogReasons,
  learning: learningReasons,
  enterprise: enterpriseReasons,
  camps: campReasons,
  exams: examReasons,
  examBank: examBankReasons,
  coursework: courseworkReasons,
  live: liveReasons,
  orders: orderReasons,
  referrals: referralReasons,
  coupons: couponReasons,
  groups: groupReasons,
  flashSales: flashSaleReasons,
  marketing: marketingReasons,
  certificates: certificateReasons,
  media: mediaReasons,
  messages: messageReasons,
  console: consoleReasons,
} as const;

export const reasons = {
  ...commonReasons,
  ...authReasons,
  ...userReasons,
  ...catalogReasons,
  ...learningReasons,
  ...enterpriseReasons,
  ...campReasons,
  ...examReasons,
  ...examBankReasons,
  ...courseworkReasons,
  ...liveReasons,
  ...orderReasons,
  ...referralReasons,
  ...couponReasons,
  ...groupReasons,
  ...flashSaleReasons,
  ...marketingReasons,
  ...certificateReasons,
  ...mediaReasons,
  ...messageReasons,
  ...consoleReasons,
};

export type Reason = keyof typeof reasons;

type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a reason's message needs, by placeholder name; `never` when it needs none. */
export type ReasonParams<R extends Reason> = Placeholders<(typeof reasons)[R]['msg']>;

/** Constructor-style argument list: a parameter object only for reasons whose message has placeholders. */
export type ReasonArgs<R extends Reason> = [ReasonParams<R>] extends [never]
  ? []
  : [params: Record<ReasonParams<R>, string | number>];

/** Reasons whose message is complete as it stands, such as a rate limit's. */
export type FixedReason = { [R in Reason]: ReasonArgs<R> extends [] ? R : never }[Reason];

export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && Object.hasOwn(reasons, value);
}

/** The wire code, HTTP status and filled-in message of a refusal. */
export function describeReason(
  reason: Reason,
  params: Record<string, string | number> = {},
): { code: ErrorCode; status: number; msg: string } {
  const { code, msg } = reasons[reason];
  const filled = msg.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
  return { code, status: errorCatalogue[code].status, msg: filled };
}
