import {
  type AdminLecturer,
  type adminLecturerCreate,
  type adminLecturerList,
  type Page,
  type ParsedRequestOf,
  rowsBefore,
} from '@zhixue/contract';
import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import { containsPattern, type Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { lecturers } = tables;
type Audit = (change: AuditChange) => void;
type LecturerFields = ParsedRequestOf<typeof adminLecturerCreate>;

const columns = {
  id: lecturers.id,
  name: lecturers.name,
  avatar: lecturers.avatar,
  title: lecturers.title,
  detail: lecturers.detail,
  topic: lecturers.topic,
  serviceCompany: lecturers.serviceCompany,
  // Spelled out: inside a subquery Drizzle leaves columns unqualified.
  courseCount: sql<number>`(select count(*)::int from courses where courses.lecturer_id = lecturers.id)`,
  campCount: sql<number>`(select count(*)::int from trainings where trainings.lecturer_id = lecturers.id)`,
};

export async function listAdminLecturers(
  db: Database,
  query: ParsedRequestOf<typeof adminLecturerList>,
): Promise<Page<AdminLecturer>> {
  const where = query.keyword ? ilike(lecturers.name, containsPattern(query.keyword)) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select(columns)
      .from(lecturers)
      .where(where)
      .orderBy(asc(lecturers.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: count() }).from(lecturers).where(where),
  ]);
  return { list, total: total?.total ?? 0, pageCurrent: query.pageCurrent, pageSize: query.pageSize };
}

async function findAdminLecturer(tx: Database, id: number, lock = false): Promise<AdminLecturer> {
  const query = tx.select(columns).from(lecturers).where(eq(lecturers.id, id));
  const [row] = lock ? await query.for('update', { of: lecturers }) : await query;
  if (!row) throw new AppError('LECTURER_NOT_FOUND');
  return row;
}

export async function createLecturer(
  tx: Database,
  fields: LecturerFields,
  audit: Audit,
): Promise<AdminLecturer> {
  const [row] = await tx.insert(lecturers).values(fields).returning({ id: lecturers.id });
  if (!row) throw new Error('the new lecturer was not inserted');
  const created = await findAdminLecturer(tx, row.id);
  audit({ entity: 'lecturer', entityId: created.id, before: null, after: created });
  return created;
}

/** The courses and camps a lecturer teaches read the change through the course facts (decision 0007). */
export async function updateLecturer(
  tx: Database,
  { id, ...fields }: LecturerFields & { id: number },
  audit: Audit,
): Promise<AdminLecturer> {
  const before = await findAdminLecturer(tx, id, true);
  await tx.update(lecturers).set(fields).where(eq(lecturers.id, id));
  const after = await findAdminLecturer(tx, id);
  audit({ entity: 'lecturer', entityId: id, before, after });
  return after;
}
