import type { CourseCard } from '@zhixue/contract';
import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { selectCards, toCard } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';

const { courses } = catalogTables;

/** Members study these for nothing: VIP-only courses (charge 2) and paid ones free for members (vipCharge 0). */
const freeForMembers = sql`(${courses.charge} = 2 or (${courses.vip} = 1 and ${courses.vipCharge} = 0))`;

/** The "200+ 精选课程 会员免费学" shelf: the most studied member-free courses first. */
export async function listMemberFreeCourses(db: Database, limit: number): Promise<CourseCard[]> {
  const rows = await selectCards(db, freeForMembers, [desc(courses.learnerCount), asc(courses.id)], limit);
  return rows.map(toCard);
}
