import { ProductTypes } from '@zhixue/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { holdsSeatOffer, termStatus } from '../camps/index.js';
import * as campsTables from '../camps/tables/index.js';
import { readActivityPrices, runningActivity } from '../catalog/index.js';
import type { Offer } from './offer.js';
import * as tables from './tables.js';

const { orders } = tables;
const { trainings, trainingTerms, trainingUsers } = campsTables;

const CAMP_PRODUCT_TYPE = 8;

/**
 * A training camp (type 8): one term (`termId`, the order page's trainId) of an online camp, or an
 * offline camp as a whole. Trial camps are free and enquiry-only camps are not sold online.
 */
export async function campOffer(
  db: Database,
  session: Session,
  id: number,
  termId: number | undefined,
): Promise<Offer> {
  const [camp] = await db.select().from(trainings).where(eq(trainings.id, id));
  if (!camp) throw new AppError('CAMP_NOT_FOUND');
  if (camp.kind === 'trial') throw new AppError('CAMP_TRIAL_IS_FREE');
  if (camp.enquire === 1) throw new AppError('CAMP_ENQUIRE_ONLY');
  const today = formatChinaDate(Date.now());

  let termName: string | null = null;
  if (camp.kind === 'online') {
    if (termId === undefined) throw new AppError('CAMP_TERM_REQUIRED');
    const [term] = await db
      .select()
      .from(trainingTerms)
      .where(and(eq(trainingTerms.id, termId), eq(trainingTerms.trainingId, id)));
    if (!term) throw new AppError('CAMP_TERM_NOT_FOUND');
    const [[mine], [holding], offered] = await Promise.all([
      db
        .select({ id: trainingUsers.id })
        .from(trainingUsers)
        .where(and(eq(trainingUsers.userId, session.userId), eq(trainingUsers.termId, termId))),
      db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.userId, session.userId), eq(orders.termId, termId), eq(orders.status, 'pending')),
        ),
      holdsSeatOffer(db, session.userId, termId),
    ]);
    if (mine) throw new AppError('CAMP_TERM_ENROLLED');
    const status = termStatus(term, today);
    // The learner's own open order, or a seat the waiting list offers them, holds one of the seats:
    // buying is still possible when full.
    if (status === 'full' && !holding && !offered) throw new AppError('CAMP_TERM_FULL');
    if (status === 'upcoming' && today < term.enrollStartDate) throw new AppError('CAMP_TERM_NOT_OPEN');
    if (status !== 'enrolling' && status !== 'full') throw new AppError('CAMP_TERM_ENROLMENT_CLOSED');
    termName = term.name;
  } else {
    if (termId !== undefined) throw new AppError('CAMP_OFFLINE_HAS_NO_TERMS');
    if (camp.startDate !== null && camp.startDate <= today) throw new AppError('CAMP_ENROLMENT_CLOSED');
    const [mine] = await db
      .select({ id: trainingUsers.id })
      .from(trainingUsers)
      .where(
        and(
          eq(trainingUsers.userId, session.userId),
          eq(trainingUsers.trainingId, id),
          isNull(trainingUsers.termId),
        ),
      );
    if (mine) throw new AppError('CAMP_ENROLLED');
  }

  const activity = runningActivity(await readActivityPrices(db, CAMP_PRODUCT_TYPE, id));

  return {
    type: ProductTypes.CAMP,
    id,
    termId: termId ?? null,
    name: camp.name,
    picCover: camp.picCover,
    termName,
    vipDays: null,
    linePrice: camp.linePrice,
    price: camp.price,
    // Camps have no member price of their own.
    vipPrice: null,
    activity,
    memberFree: false,
    holdsNoCoupon: false,
  };
}
