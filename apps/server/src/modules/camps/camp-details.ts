import {
  type CampTerm,
  type Lecturer,
  type OfflineCampDetail,
  type OnlineCampDetail,
  type PlanItem,
  ProductTypes,
  type TrainingKind,
  type TrialCampDetail,
} from '@zhixue/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { findLecturer, readActivityPrices, runningActivity } from '../catalog/index.js';
import * as tables from './tables/index.js';
import { type Clock, chinaToday, termStatus } from './term-status.js';
import { waitlistPlaces } from './waitlist.js';

const { trainingPlanItems, trainingTerms, trainingUsers, trainings } = tables;

export const planItemColumns = {
  id: trainingPlanItems.id,
  day: trainingPlanItems.day,
  stage: trainingPlanItems.stage,
  kind: trainingPlanItems.kind,
  title: trainingPlanItems.title,
  courseId: trainingPlanItems.courseId,
  examId: trainingPlanItems.examId,
  required: trainingPlanItems.required,
  weight: trainingPlanItems.weight,
};

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** What every camp page shows: the camp, its lecturer, its plan and a running activity's price. */
async function loadCampBase(db: Database, id: number, kind: TrainingKind) {
  const [[camp], plan, activities] = await Promise.all([
    db
      .select()
      .from(trainings)
      .where(and(eq(trainings.id, id), eq(trainings.kind, kind))),
    db
      .select(planItemColumns)
      .from(trainingPlanItems)
      .where(and(eq(trainingPlanItems.trainingId, id), isNull(trainingPlanItems.retiredAt)))
      .orderBy(asc(trainingPlanItems.sort), asc(trainingPlanItems.id)),
    readActivityPrices(db, ProductTypes.CAMP, id),
  ]);
  if (!camp) throw new AppError('CAMP_NOT_FOUND');
  const lecturer = camp.lecturerId === null ? undefined : await findLecturer(db, camp.lecturerId);
  const lecturerRows: Lecturer[] = lecturer ? [lecturer] : [];
  const activity = runningActivity(activities);
  return {
    camp,
    base: {
      id: camp.id,
      name: camp.name,
      intro: camp.intro,
      description: camp.description,
      picCover: camp.picCover,
      price: camp.price,
      linePrice: camp.linePrice,
      vip: flag(camp.vip),
      enquire: flag(camp.enquire),
      enrolledCount: camp.enrolledCount,
      lecturers: lecturerRows,
      plan: plan as PlanItem[],
      activityProductDetail: activity && {
        activityId: activity.activityId,
        activityPrice: activity.activityPrice,
        endTime: formatChinaTime(activity.endAt),
      },
    },
  };
}

/** The learner's enrolment without a term (offline or trial camp), or null (and for visitors). */
async function enrolmentWithoutTerm(db: Database, session: Session | null, trainingId: number) {
  if (!session) return null;
  const [row] = await db
    .select({ id: trainingUsers.id })
    .from(trainingUsers)
    .where(
      and(
        eq(trainingUsers.userId, session.userId),
        eq(trainingUsers.trainingId, trainingId),
        isNull(trainingUsers.termId),
      ),
    );
  return row?.id ?? null;
}

/** `training/online/detail`: the camp with every term's status and seats, and the learner's enrolments. */
export async function loadOnlineCamp(
  db: Database,
  clock: Clock,
  session: Session | null,
  id: number,
): Promise<OnlineCampDetail> {
  const [{ base }, terms, mine] = await Promise.all([
    loadCampBase(db, id, 'online'),
    db
      .select()
      .from(trainingTerms)
      .where(eq(trainingTerms.trainingId, id))
      .orderBy(asc(trainingTerms.startDate), asc(trainingTerms.id)),
    session
      ? db
          .select({ id: trainingUsers.id, termId: trainingUsers.termId })
          .from(trainingUsers)
          .where(and(eq(trainingUsers.userId, session.userId), eq(trainingUsers.trainingId, id)))
      : Promise.resolve([]),
  ]);
  const places = session
    ? await waitlistPlaces(
        db,
        session.userId,
        terms.map((term) => term.id),
      )
    : new Map();
  const today = chinaToday(clock);
  const termList: CampTerm[] = terms
    .map((term) => ({
      id: term.id,
      name: term.name,
      enrollStartDate: term.enrollStartDate,
      enrollEndDate: term.enrollEndDate,
      startDate: term.startDate,
      endDate: term.endDate,
      lateJoin: term.lateJoin,
      capacity: term.capacity,
      seatsLeft: Math.max(0, term.capacity - term.taken),
      status: termStatus(term, today),
      trainingUserId: mine.find((enrolment) => enrolment.termId === term.id)?.id ?? null,
      waitlist: places.get(term.id) ?? null,
    }))
    // An ended term is history: the page offers the learner's own, not other people's past terms.
    .filter((term) => term.status !== 'ended' || term.trainingUserId !== null);
  const offered =
    termList.find((term) => term.status === 'enrolling') ??
    termList.find((term) => term.status === 'upcoming' || term.status === 'full');
  return { ...base, type: 8, termList, defaultTermId: offered?.id ?? null };
}

/** `training/offline/detail`: the camp, its venue and dates, and the learner's enrolment. */
export async function loadOfflineCamp(
  db: Database,
  clock: Clock,
  session: Session | null,
  id: number,
): Promise<OfflineCampDetail> {
  const [{ camp, base }, trainingUserId] = await Promise.all([
    loadCampBase(db, id, 'offline'),
    enrolmentWithoutTerm(db, session, id),
  ]);
  return {
    ...base,
    type: 8,
    city: camp.city,
    address: camp.address,
    startDate: camp.startDate,
    endDate: camp.endDate,
    enrolling: camp.startDate === null || chinaToday(clock) < camp.startDate,
    trainingUserId,
  };
}

/** `training/trial/detail`: the free camp and the learner's trial enrolment, if they played it. */
export async function loadTrialCamp(
  db: Database,
  session: Session | null,
  id: number,
): Promise<TrialCampDetail> {
  const [{ base }, trainingUserId] = await Promise.all([
    loadCampBase(db, id, 'trial'),
    enrolmentWithoutTerm(db, session, id),
  ]);
  return { ...base, trainingUserId };
}
