import { and, getTableName, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { orderPaidEntries } from '../modules/ledger/index.js';
import { hashPassword } from '../platform/crypto/index.js';
import type { Database } from '../platform/db/database.js';
import * as tables from '../tables.js';
import { buildActivityRows } from './activities.js';
import { bundleCourseRows, bundleGroupRows, bundleLinkRows } from './bundles.js';
import { buildCampRows } from './camps.js';
import { categoryRows } from './categories.js';
import { certificateRows } from './certificates.js';
import { singleCourses } from './courses.js';
import { enterpriseRows, userRows } from './enterprise.js';
import {
  buildStudierRows,
  buildTaskRows,
  entCategoryRows,
  entDepartmentRows,
  entLearnerRows,
  libraryRows,
  privateCourses,
  seatRows,
  topicCourseRows,
  topicRows,
} from './enterprise-centre.js';
import {
  buildExamRows,
  paperDrawRows,
  paperQuestionRows,
  paperRows,
  questionMaterialRows,
  questionRows,
} from './exams.js';
import { courseStudyRows, memberStudyDayRows, sectionProgressRows, userCourseRows } from './learners.js';
import { lecturerRows } from './lecturers.js';
import { buildLiveRows } from './lives.js';
import { bannerRows, hotSearchRows, siteSettingRows } from './marketing.js';
import { buildMemberProgrammeRows, memberBannerRows, vipPlanRows } from './membership.js';
import { buildOrderHistory, CUSTOMER_IDS } from './order-history.js';
import { courseSlideRows } from './slides.js';
import { youkeCourses, youkeListRows, youkeProjectRows } from './youke.js';

/**
 * The demo catalogue: categories, lecturers, 48 single courses (ids 1-48), 6 bundles (101-106),
 * 14 youke courses (201-214), training camps, promotions, banners, the member page's activities, talks
 * and live sessions, members and one enterprise, and a member's course certificate.
 *
 * Deterministic: every row has an explicit id and fixed content (camp and promotion dates excepted,
 * see camps.ts and activities.ts).
 * Idempotent: rows that exist already are skipped (`on conflict do nothing`), so a second run
 * changes nothing and keeps an operator's edits (a seeded row someone deleted comes back, though;
 * set SEED_DEMO=false for a real catalogue). Afterwards each serial sequence is moved past the
 * largest id, so rows the application creates later do not collide with seeded ids.
 */
export async function seedDemoData(db: Database): Promise<void> {
  const courseSeeds = [...singleCourses, ...youkeCourses, ...privateCourses];
  const today = new Date();
  const camps = buildCampRows(today);
  const promotions = buildActivityRows(today);
  const tasks = buildTaskRows(today);
  const studiers = buildStudierRows(today);
  await db.transaction(async (tx) => {
    await insertAll(tx, tables.categories, categoryRows);
    await insertAll(tx, tables.lecturers, lecturerRows);
    await insertAll(tx, tables.youkeProjects, youkeProjectRows);
    await insertAll(tx, tables.youkeLists, youkeListRows);
    await insertAll(tx, tables.courses, [...courseSeeds.map((seed) => seed.course), ...bundleCourseRows]);
    await insertAll(
      tx,
      tables.chapters,
      courseSeeds.flatMap((seed) => seed.chapters),
    );
    await insertAll(
      tx,
      tables.sections,
      courseSeeds.flatMap((seed) => seed.sections),
    );
    await insertAll(tx, tables.courseSlides, courseSlideRows);
    await insertAll(tx, tables.bundleGroups, bundleGroupRows);
    await insertAll(tx, tables.bundleCourses, bundleLinkRows);
    await insertAll(tx, tables.trainings, camps.trainings);
    // Plan first: a term inserted copies its camp's plan (a trigger of migration 0012).
    await insertAll(tx, tables.trainingPlanItems, camps.planItems);
    await insertAll(tx, tables.courseworkAssignments, camps.assignments);
    await insertAll(tx, tables.trainingTerms, camps.terms);
    await insertAll(tx, tables.banners, bannerRows);
    await insertAll(tx, tables.hotSearches, hotSearchRows);
    await insertAll(tx, tables.siteSettings, siteSettingRows);
    await insertAll(tx, tables.vipPlans, vipPlanRows);
    await insertAll(tx, tables.banners, memberBannerRows);
    await insertAll(tx, tables.memberProgrammes, buildMemberProgrammeRows(today));
    await insertAll(tx, tables.activities, promotions.activities);
    await insertAll(tx, tables.activityProducts, promotions.products);
    await insertAll(tx, tables.enterprises, enterpriseRows);
    await insertAll(tx, tables.users, userRows);
    await insertAll(tx, tables.entDepartments, entDepartmentRows);
    await insertAll(tx, tables.entLearners, entLearnerRows);
    await insertAll(tx, tables.entCategories, entCategoryRows);
    await insertAll(tx, tables.enterpriseCourses, libraryRows);
    await insertAll(tx, tables.entSeats, seatRows);
    await insertAll(tx, tables.entTopics, topicRows);
    await insertAll(tx, tables.entTopicCourses, topicCourseRows);
    await insertAll(tx, tables.entStudyDays, studiers.entStudyDays);
    await insertAll(tx, tables.entLearnerTotals, studiers.learnerTotals);
    await insertAll(tx, tables.userCourses, userCourseRows);
    await insertAll(tx, tables.courseStudy, [...courseStudyRows, ...studiers.courseStudy]);
    await insertAll(tx, tables.sectionProgress, [...sectionProgressRows, ...studiers.progress]);
    await insertAll(tx, tables.studyDays, [...memberStudyDayRows, ...studiers.studyDays]);
    await insertAll(tx, tables.trainingUsers, camps.enrolments);
    await insertAll(tx, tables.certificates, certificateRows);
    await insertAll(tx, tables.questionMaterials, questionMaterialRows);
    await insertAll(tx, tables.questions, questionRows);
    await insertAll(tx, tables.papers, paperRows);
    await insertAll(tx, tables.paperQuestions, paperQuestionRows);
    await insertAll(tx, tables.paperDraws, paperDrawRows);
    await insertAll(tx, tables.exams, buildExamRows(today));
    await insertAll(tx, tables.entTasks, tasks.tasks);
    await insertAll(tx, tables.entTaskItems, tasks.items);
    await insertAll(tx, tables.entTaskAssignees, tasks.assignees);
    await insertAll(tx, tables.lives, buildLiveRows(today));
    await seedOrderHistory(tx, today);
    await setDemoPasswords(tx);
    for (const table of SERIAL_TABLES) {
      const name = getTableName(table);
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 1)) from ${sql.identifier(name)}`,
      );
    }
  });
}

/**
 * The customers' paid orders of the last weeks (order-history.ts), with what they own and the
 * ledger's entries, written into a database without orders only: a database in use keeps its own.
 */
async function seedOrderHistory(tx: Database, today: Date): Promise<void> {
  const [anyOrder] = await tx.select({ id: tables.orders.id }).from(tables.orders).limit(1);
  if (anyOrder) return;
  const history = buildOrderHistory(today);
  await insertAll(tx, tables.users, history.customers);
  await insertAll(tx, tables.orders, history.orders);
  await insertAll(tx, tables.userCourses, history.ownership);
  await tx.execute(
    orderPaidEntries(sql`select id, amount, pay_channel, coupon_discount from ${tables.orders}`),
  );
  // The entries carry the time of the payment they record, as they would have when it happened.
  await tx.execute(sql`update ${tables.ledgerEntries} set created_at = ${tables.orders.paidAt}
    from ${tables.orders} where ${tables.ledgerEntries.orderId} = ${tables.orders.id}`);
}

/** Every seeded learner can log in with this password (see README); also with phone codes. */
export const DEMO_PASSWORD = 'Zhixue@2026';

/** Hashes once and only for seeded learners without a password, so reruns and later changes are kept. */
async function setDemoPasswords(tx: Database): Promise<void> {
  const { users } = tables;
  const seededIds = [...userRows.map((row) => row.id), ...CUSTOMER_IDS].filter(
    (id): id is number => id !== undefined,
  );
  const missing = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, seededIds), isNull(users.passwordHash)));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx
    .update(users)
    .set({ passwordHash })
    .where(
      inArray(
        users.id,
        missing.map((row) => row.id),
      ),
    );
}

/** Tables whose `id` is a serial. */
const SERIAL_TABLES: PgTable[] = [
  tables.entDepartments,
  tables.entCategories,
  tables.entTopics,
  tables.entTasks,
  tables.entTaskItems,
  tables.entTaskAssignees,
  tables.categories,
  tables.lecturers,
  tables.youkeProjects,
  tables.youkeLists,
  tables.courses,
  tables.chapters,
  tables.sections,
  tables.bundleGroups,
  tables.trainings,
  tables.trainingTerms,
  tables.trainingPlanItems,
  tables.courseworkAssignments,
  tables.trainingUsers,
  tables.lives,
  tables.banners,
  tables.hotSearches,
  tables.vipPlans,
  tables.memberProgrammes,
  tables.activities,
  tables.enterprises,
  tables.users,
  tables.orders,
  tables.certificates,
  tables.questionMaterials,
  tables.questions,
  tables.papers,
  tables.paperDraws,
  tables.exams,
];

/** Rows per statement; well under PostgreSQL's 65535 bind parameters for the widest table. */
const CHUNK = 500;

async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(table)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoNothing();
  }
}

/** The demo enterprise, for the demo enterprise admin of the console. */
export {
  ENTERPRISE_ID as DEMO_ENTERPRISE_ID,
  SECOND_ENTERPRISE_ID as DEMO_SECOND_ENTERPRISE_ID,
} from './enterprise.js';
