import { and, count, eq, isNull } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { readActivityPrices, runningActivity } from '../catalog/index.js';
import type { Offer } from './offer.js';

const { trainings, trainingTerms, trainingUsers } = tables;

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
  if (!camp) throw new AppError('A0404', '训练营不存在');
  if (camp.kind === 'trial') throw new AppError('A0400', '体验营免费参加，无需购买');
  if (camp.enquire === 1) throw new AppError('A0400', '该训练营需咨询报名，请联系客服');
  const today = formatChinaDate(Date.now());

  let termName: string | null = null;
  if (camp.kind === 'online') {
    if (termId === undefined) throw new AppError('A0400', '请选择训练营期次');
    const [term] = await db
      .select()
      .from(trainingTerms)
      .where(and(eq(trainingTerms.id, termId), eq(trainingTerms.trainingId, id)));
    if (!term) throw new AppError('A0404', '该期训练营不存在');
    if (term.enrollEndDate < today) throw new AppError('A0400', '本期训练营报名已截止');
    const [[mine], [taken]] = await Promise.all([
      db
        .select({ id: trainingUsers.id })
        .from(trainingUsers)
        .where(and(eq(trainingUsers.userId, session.userId), eq(trainingUsers.termId, termId))),
      db.select({ value: count() }).from(trainingUsers).where(eq(trainingUsers.termId, termId)),
    ]);
    if (mine) throw new AppError('A0409', '你已报名本期训练营，快去学习吧');
    if ((taken?.value ?? 0) >= term.capacity) throw new AppError('A0400', '本期训练营名额已满');
    termName = term.name;
  } else {
    if (termId !== undefined) throw new AppError('A0400', '线下训练营无需选择期次');
    if (camp.startDate !== null && camp.startDate <= today) throw new AppError('A0400', '该训练营报名已截止');
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
    if (mine) throw new AppError('A0409', '你已报名该训练营');
  }

  const activity = runningActivity(await readActivityPrices(db, CAMP_PRODUCT_TYPE, id));

  return {
    type: 8,
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
  };
}
