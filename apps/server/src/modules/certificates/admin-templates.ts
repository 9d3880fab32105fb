import type { CertificateTemplate, CertificateTemplateFields } from '@zhixue/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { certificateTemplates: t } = tables;

const templateRow = {
  id: t.id,
  name: t.name,
  heading: t.heading,
  statement: t.statement,
  issuer: t.issuer,
  sealText: t.sealText,
  primaryColor: t.primaryColor,
  accentColor: t.accentColor,
  // Spelled out: Drizzle leaves a column unqualified inside a select's SQL.
  campCount:
    sql<number>`(select count(*) from trainings c where c.certificate_template_id = certificate_templates.id)`.mapWith(
      Number,
    ),
};

/** `admin/certificate/template/list`: every design, oldest first. */
export function listCertificateTemplates(db: Database): Promise<CertificateTemplate[]> {
  return db.select(templateRow).from(t).orderBy(asc(t.id));
}

async function readTemplate(db: Database, id: number): Promise<CertificateTemplate> {
  const [row] = await db.select(templateRow).from(t).where(eq(t.id, id));
  if (!row) throw new AppError('CERT_TEMPLATE_NOT_FOUND');
  return row;
}

/**
 * `admin/certificate/template/save`: a new design, or an edit of one. An edit shows on every
 * certificate printed with it from now on, already issued ones included (their words stay theirs).
 */
export async function saveCertificateTemplate(
  tx: Database,
  { id, ...fields }: CertificateTemplateFields & { id?: number | undefined },
  audit: (change: AuditChange) => void,
): Promise<CertificateTemplate> {
  if (id === undefined) {
    const [row] = await tx.insert(t).values(fields).returning({ id: t.id });
    if (!row) throw new Error('certificate template insert returned nothing');
    const created = await readTemplate(tx, row.id);
    audit({ entity: 'certificate_template', entityId: row.id, before: null, after: created });
    return created;
  }
  const before = await readTemplate(tx, id);
  await tx.update(t).set(fields).where(eq(t.id, id));
  const after = await readTemplate(tx, id);
  audit({ entity: 'certificate_template', entityId: id, before, after });
  return after;
}
