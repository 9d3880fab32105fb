import { ProductTypes } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as membershipTables from '../membership/tables.js';
import type { Offer } from './offer.js';

const { vipPlans } = membershipTables;

/** A membership plan (type 9) on sale. Members may buy again: the membership is extended. */
export async function planOffer(db: Database, id: number): Promise<Offer> {
  const [plan] = await db
    .select()
    .from(vipPlans)
    .where(and(eq(vipPlans.id, id), eq(vipPlans.enabled, true)));
  if (!plan) throw new AppError('VIP_PLAN_NOT_FOUND');
  return {
    type: ProductTypes.VIP_PLAN,
    id,
    termId: null,
    name: plan.name,
    picCover: '',
    termName: null,
    vipDays: plan.durationDays,
    linePrice: plan.linePrice,
    price: plan.price,
    vipPrice: null,
    activity: null,
    memberFree: false,
    holdsNoCoupon: false,
  };
}
