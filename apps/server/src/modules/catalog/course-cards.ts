import type { CourseCard } from '@zhixue/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { jsonObjectOf } from './search.js';
import * as tables from './tables.js';

const { courses, lecturers, categories } = tables;

/** What a CourseCard shows, as columns of `courses` joined with its lecturer. */
const cardFields = {
  id: courses.id,
  name: courses.name,
  type: courses.type,
  picCover: courses.picCover,
  labelNameList: courses.labels,
  count: courses.lessonCount,
  charge: courses.charge,
  price: courses.price,
  vip: courses.vip,
  vipCharge: courses.vipCharge,
  vipPrice: courses.vipPrice,
  linePrice: courses.linePrice,
  lecturerName: sql<string | null>`${lecturers.name}`,
  learnerCount: courses.learnerCount,
};

/** The columns of a CourseCard (plus the category, for the home shelves); reused by every course list. */
export const cardColumns = {
  ...cardFields,
  // Aliased: inside the ranked subquery an unaliased `name` would clash with the course's.
  lecturerName: cardFields.lecturerName.as('lecturer_name'),
  categoryId: courses.categoryId,
};

/**
 * A CourseCard as one JSON object built by PostgreSQL, from the same columns (`courses` joined with
 * `lecturers`): a search returns its page of cards in the same row as its match list.
 */
export const cardJson = jsonObjectOf(cardFields);

/**
 * Courses and bundles the main site lists (decision 0005): channel `main` and published. Written as
 * constants rather than parameters, so that a prepared statement's plan still knows them.
 */
export const listedOnMainSite = sql`(${courses.channel} = 'main' and ${courses.published})`;

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function selectCards(db: Database, where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0) {
  return db
    .select(cardColumns)
    .from(courses)
    .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(and(listedOnMainSite, where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export function toCard({ categoryId: _categoryId, ...row }: CardRow): CourseCard {
  return row as CourseCard;
}

export async function listNewCourses(db: Database, limit: number): Promise<CourseCard[]> {
  const rows = await selectCards(
    db,
    eq(courses.isNew, true),
    [desc(courses.publishedAt), asc(courses.id)],
    limit,
  );
  return rows.map(toCard);
}

export async function listRecommendedCourses(db: Database, limit: number): Promise<CourseCard[]> {
  const rows = await selectCards(
    db,
    eq(courses.isRecommended, true),
    [asc(courses.sort), asc(courses.id)],
    limit,
  );
  return rows.map(toCard);
}

export async function listFreeCourses(db: Database, limit: number): Promise<CourseCard[]> {
  const rows = await selectCards(
    db,
    eq(courses.charge, 0),
    [desc(courses.learnerCount), asc(courses.id)],
    limit,
  );
  return rows.map(toCard);
}

/** Courses members get for free or at a member price, or that only members may study. */
export const forMembers = sql`(${courses.charge} = 2 or ${courses.vip} = 1)`;

export async function listVipCourses(db: Database, limit: number): Promise<CourseCard[]> {
  const rows = await selectCards(db, forMembers, [desc(courses.learnerCount), asc(courses.id)], limit);
  return rows.map(toCard);
}

/** The home page's per-category shelves: every top-level category with courses, `limit` each. */
export async function listCoursesByCategory(db: Database, limit: number) {
  const shelves = await db
    .select({ categoryId: categories.id, categoryName: categories.name })
    .from(categories)
    .where(sql`${categories.parentId} is null`)
    .orderBy(asc(categories.sort), asc(categories.id));
  if (shelves.length === 0) return [];
  // One query for all shelves: rank courses within their category and keep the first `limit`.
  const ranked = db
    .select({
      ...cardColumns,
      rank: sql<number>`row_number() over (partition by ${courses.categoryId} order by ${courses.sort}, ${courses.id})`.as(
        'rank',
      ),
    })
    .from(courses)
    .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(
      and(
        listedOnMainSite,
        inArray(
          courses.categoryId,
          shelves.map((shelf) => shelf.categoryId),
        ),
      ),
    )
    .as('ranked');
  const rows = await db.select().from(ranked).where(sql`${ranked.rank} <= ${limit}`);
  return shelves
    .map((shelf) => ({
      ...shelf,
      list: rows
        .filter((row) => row.categoryId === shelf.categoryId)
        .sort((a, b) => a.rank - b.rank)
        .map(({ rank: _rank, ...row }) => toCard(row)),
    }))
    .filter((shelf) => shelf.list.length > 0);
}

/** How many listed courses and bundles members study free or at a member price (the VIP page's promise). */
export async function countMemberCourses(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(courses).where(and(listedOnMainSite, forMembers));
  return row?.value ?? 0;
}
