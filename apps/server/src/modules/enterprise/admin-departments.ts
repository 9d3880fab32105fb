import type { EntDepartment } from '@zhixue/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import type { EnterpriseScope } from './scope.js';
import * as tables from './tables.js';

const { entDepartments, entLearners } = tables;

/** One department of the enterprise (A0404 for any other, whoever's). */
export async function departmentOf(db: Database, { entId }: EnterpriseScope, id: number) {
  const [row] = await db
    .select()
    .from(entDepartments)
    .where(and(eq(entDepartments.id, id), eq(entDepartments.entId, entId)));
  if (!row) throw new AppError('ENT_DEPARTMENT_NOT_FOUND');
  return row;
}

/** The tree, flat in depth-first order (parents before their children), each with its own learners. */
export async function listDepartments(db: Database, { entId }: EnterpriseScope): Promise<EntDepartment[]> {
  const rows = await db
    .select({
      id: entDepartments.id,
      parentId: entDepartments.parentId,
      name: entDepartments.name,
      sort: entDepartments.sort,
      // Qualified by hand: a select of one table leaves its own columns unqualified.
      learners: sql<number>`(select count(*) from ${entLearners} l where l.dept_id = "ent_departments"."id"
        and l.ent_id = ${entId})::int`,
    })
    .from(entDepartments)
    .where(eq(entDepartments.entId, entId))
    .orderBy(entDepartments.sort, entDepartments.id);
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const ordered: EntDepartment[] = [];
  const walk = (parentId: number | null) => {
    for (const { sort: _, ...row } of children.get(parentId) ?? []) {
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return ordered;
}

async function refuseTakenName(
  db: Database,
  entId: number,
  parentId: number | null,
  name: string,
  except = 0,
) {
  const [taken] = await db
    .select({ id: entDepartments.id })
    .from(entDepartments)
    .where(
      and(
        eq(entDepartments.entId, entId),
        parentId === null ? isNull(entDepartments.parentId) : eq(entDepartments.parentId, parentId),
        eq(entDepartments.name, name),
        sql`${entDepartments.id} <> ${except}`,
      ),
    );
  if (taken) throw new AppError('ENT_DEPARTMENT_NAME_TAKEN');
}

export async function createDepartment(
  db: Database,
  scope: EnterpriseScope,
  body: { name: string; parentId: number | null },
  audit: (change: AuditChange) => void,
) {
  if (body.parentId !== null) await departmentOf(db, scope, body.parentId);
  await refuseTakenName(db, scope.entId, body.parentId, body.name);
  const [created] = await db
    .insert(entDepartments)
    .values({
      entId: scope.entId,
      parentId: body.parentId,
      name: body.name,
      sort: sql`(select coalesce(max(sort), 0) + 1 from ${entDepartments} where ent_id = ${scope.entId})`,
    })
    .returning();
  if (!created) throw new Error('department insert returned nothing');
  audit({ entity: 'ent_department', entityId: created.id, before: null, after: body });
  return listDepartments(db, scope);
}

export async function renameDepartment(
  db: Database,
  scope: EnterpriseScope,
  body: { id: number; name: string },
  audit: (change: AuditChange) => void,
) {
  const before = await departmentOf(db, scope, body.id);
  await refuseTakenName(db, scope.entId, before.parentId, body.name, body.id);
  await db
    .update(entDepartments)
    .set({ name: body.name })
    .where(and(eq(entDepartments.id, body.id), eq(entDepartments.entId, scope.entId)));
  audit({
    entity: 'ent_department',
    entityId: body.id,
    before: { name: before.name },
    after: { name: body.name },
  });
  return listDepartments(db, scope);
}

export async function deleteDepartment(
  db: Database,
  scope: EnterpriseScope,
  id: number,
  audit: (change: AuditChange) => void,
) {
  const before = await departmentOf(db, scope, id);
  const [used] = await db
    .execute(sql`
    select (exists (select 1 from ${entDepartments} where parent_id = ${id} and ent_id = ${scope.entId})
      or exists (select 1 from ${entLearners} where dept_id = ${id} and ent_id = ${scope.entId})) as used`)
    .then((result) => (result as unknown as { rows: Array<{ used: boolean }> }).rows);
  if (used?.used) throw new AppError('ENT_DEPARTMENT_NOT_EMPTY');
  await db
    .delete(entDepartments)
    .where(and(eq(entDepartments.id, id), eq(entDepartments.entId, scope.entId)));
  audit({ entity: 'ent_department', entityId: id, before, after: null });
  return listDepartments(db, scope);
}
