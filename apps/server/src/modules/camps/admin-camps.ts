import type { AdminCamp, CampFields, Page, PageQuery } from '@zhixue/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as certificatesTables from '../certificates/tables.js';
import * as tables from './tables/index.js';

const { certificateTemplates } = certificatesTables;
const { trainings } = tables;

const campColumns = {
  id: trainings.id,
  kind: sql<AdminCamp['kind']>`${trainings.kind}`,
  name: trainings.name,
  intro: trainings.intro,
  price: trainings.price,
  linePrice: trainings.linePrice,
  enquire: sql<boolean>`${trainings.enquire} = 1`,
  termEndAccess: sql<AdminCamp['termEndAccess']>`${trainings.termEndAccess}`,
  accessCloseDays: trainings.accessCloseDays,
  certificateMinProgress: trainings.certificateMinProgress,
  certificateTemplateId: trainings.certificateTemplateId,
  // Spelled out: Drizzle leaves a column unqualified in a select's SQL, and it would name the term's.
  termCount:
    sql<number>`(select count(*) from training_terms term where term.training_id = trainings.id)`.mapWith(
      Number,
    ),
  enrolledCount: trainings.enrolledCount,
};

const readCamp = async (db: Database, id: number): Promise<AdminCamp> => {
  const [row] = await db.select(campColumns).from(trainings).where(eq(trainings.id, id));
  if (!row) throw new AppError('CAMP_NOT_FOUND');
  return row;
};

/** `admin/camps/list`: every camp, in the site's order (kind, then sort). */
export async function pageCamps(
  db: Database,
  { pageCurrent, pageSize }: PageQuery,
): Promise<Page<AdminCamp>> {
  const [list, [count]] = await Promise.all([
    db
      .select(campColumns)
      .from(trainings)
      .orderBy(asc(trainings.kind), asc(trainings.sort), asc(trainings.id))
      .limit(pageSize)
      .offset((pageCurrent - 1) * pageSize),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(trainings),
  ]);
  return { list, total: count?.total ?? 0, pageCurrent, pageSize };
}

/** The camp's row from the form; a certificate design named must exist (else a foreign-key error). */
async function toColumns(tx: Database, { enquire, ...fields }: CampFields) {
  if (fields.certificateTemplateId) {
    const [template] = await tx
      .select({ id: certificateTemplates.id })
      .from(certificateTemplates)
      .where(eq(certificateTemplates.id, fields.certificateTemplateId));
    if (!template) throw new AppError('CERT_TEMPLATE_NOT_FOUND');
  }
  return { ...fields, enquire: enquire ? 1 : 0 };
}

/** `admin/camps/create`: a camp without a plan, cover or lecturer yet (the page shows it at once). */
export async function createCamp(
  tx: Database,
  input: CampFields & { kind: AdminCamp['kind'] },
  audit: (change: AuditChange) => void,
): Promise<AdminCamp> {
  const [row] = await tx
    .insert(trainings)
    .values({ ...(await toColumns(tx, input)), kind: input.kind, description: '', picCover: '' })
    .returning({ id: trainings.id });
  if (!row) throw new Error('camp insert returned nothing');
  const created = await readCamp(tx, row.id);
  audit({ entity: 'training', entityId: created.id, before: null, after: created });
  return created;
}

export async function updateCamp(
  tx: Database,
  { id, ...input }: CampFields & { id: number },
  audit: (change: AuditChange) => void,
): Promise<AdminCamp> {
  const before = await readCamp(tx, id);
  await tx
    .update(trainings)
    .set(await toColumns(tx, input))
    .where(eq(trainings.id, id));
  const after = await readCamp(tx, id);
  audit({ entity: 'training', entityId: id, before, after });
  return after;
}
