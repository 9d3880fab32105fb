import type { CertificateSubjectKind } from '@zhixue/contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { notify } from '../messages/index.js';
import { formatCertificateCode, newCertificateCode } from './certificate-codes.js';
import { type CertificateDesign, designOf, templateColumns } from './certificate-designs.js';
import * as tables from './tables.js';

const { certificates, certificateTemplates } = tables;

/** What a certificate is for: a camp term, a course or an enterprise task, by its id. */
export interface CertificateSubject {
  kind: CertificateSubjectKind;
  id: number;
}

/** The fields a certificate prints, as the subject's module knows them when the learner completes. */
export interface PrintedFields {
  learnerName: string;
  /** The camp's, course's or task's name. */
  title: string;
  termName?: string | null;
  /** China dates, YYYY-MM-DD. */
  startDate?: string | null;
  endDate?: string | null;
}

export interface IssueCertificateInput extends PrintedFields {
  userId: number;
  subject: CertificateSubject;
  /** A template of the subject's own (see `createCertificateTemplate`); else its kind's design. */
  templateId?: number | null;
}

/** Why a certificate stopped being valid. */
export type RevocationReason = 'refund' | 'operator';

export interface Certificate {
  id: number;
  /** As stored: 16 characters without prefix and dashes (`formatCertificateCode` prints it). */
  code: string;
  userId: number;
  subject: CertificateSubject;
  learnerName: string;
  title: string;
  termName: string | null;
  startDate: string | null;
  endDate: string | null;
  issuedAt: Date;
  revokedAt: Date | null;
  revokedReason: RevocationReason | null;
  design: CertificateDesign;
}

const certificateColumns = {
  id: certificates.id,
  code: certificates.code,
  userId: certificates.userId,
  subjectKind: certificates.subjectKind,
  subjectId: certificates.subjectId,
  learnerName: certificates.learnerName,
  title: certificates.title,
  termName: certificates.termName,
  startDate: certificates.startDate,
  endDate: certificates.endDate,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
  revokedReason: certificates.revokedReason,
};

/** Certificates with their design, the select every reader of this module starts from. */
export function selectCertificates(db: Database) {
  return db
    .select({ ...certificateColumns, template: templateColumns })
    .from(certificates)
    .leftJoin(certificateTemplates, eq(certificateTemplates.id, certificates.templateId));
}

type CertificateRow = Awaited<ReturnType<typeof selectCertificates>>[number];

function toCertificate(row: CertificateRow): Certificate {
  // The table's checks hold these two to their closed sets.
  const kind = row.subjectKind as CertificateSubjectKind;
  const { subjectKind: _kind, subjectId, template, revokedReason, ...printed } = row;
  return {
    ...printed,
    subject: { kind, id: subjectId },
    revokedReason: revokedReason as RevocationReason | null,
    design: designOf(kind, template),
  };
}

async function findOne(db: Database, where: SQL | undefined): Promise<Certificate | null> {
  const [row] = await selectCertificates(db).where(where).limit(1);
  return row ? toCertificate(row) : null;
}

export function toCertificates(rows: CertificateRow[]): Certificate[] {
  return rows.map(toCertificate);
}

const ofSubject = (userId: number, subject: CertificateSubject) =>
  and(
    eq(certificates.userId, userId),
    eq(certificates.subjectKind, subject.kind),
    eq(certificates.subjectId, subject.id),
  );

/** The learner's certificate for a subject (valid or revoked), or null when none was issued. */
export function findCertificate(
  db: Database,
  userId: number,
  subject: CertificateSubject,
): Promise<Certificate | null> {
  return findOne(db, ofSubject(userId, subject));
}

/** The certificate of a stored-form code (see `parseCertificateCode`), or null. */
export function findCertificateByCode(db: Database, code: string): Promise<Certificate | null> {
  return findOne(db, eq(certificates.code, code));
}

/**
 * Issues the learner's certificate for a subject, exactly once: completion events may arrive twice
 * or at the same moment (a heartbeat and an exam passed), and the unique key on (learner, subject)
 * lets one insert win; the others find its row. A certificate revoked earlier stays revoked: a new
 * camp term is a new subject, and a refunded one earns nothing again. Call it inside the transaction
 * that records the completion, so that both happen or neither does.
 */
export async function issueCertificate(
  tx: Database,
  { userId, subject, templateId, learnerName, title, termName, startDate, endDate }: IssueCertificateInput,
): Promise<{ certificate: Certificate; issued: boolean }> {
  const inserted = await tx
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      userId,
      subjectKind: subject.kind,
      subjectId: subject.id,
      templateId: templateId ?? null,
      learnerName,
      title,
      termName: termName ?? null,
      startDate: startDate ?? null,
      endDate: endDate ?? null,
    })
    .onConflictDoNothing({
      target: [certificates.userId, certificates.subjectKind, certificates.subjectId],
    })
    .returning({ id: certificates.id });
  const certificate = await findCertificate(tx, userId, subject);
  if (!certificate)
    throw new Error(`certificate of user ${userId} for ${subject.kind} ${subject.id} vanished`);
  if (inserted.length > 0) {
    await notify(tx, 'certificateIssued', {
      userId,
      dedupeKey: `certificate-issued:${certificate.id}`,
      params: { certificateTitle: title, printedCode: formatCertificateCode(certificate.code) },
    });
  }
  return { certificate, issued: inserted.length > 0 };
}

/**
 * Revokes the learner's certificate for a subject (a refund, an operator's decision). The first
 * revocation's time and reason stay; null when no certificate was issued.
 */
export async function revokeCertificate(
  tx: Database,
  userId: number,
  subject: CertificateSubject,
  reason: RevocationReason,
): Promise<Certificate | null> {
  await tx
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(ofSubject(userId, subject), isNull(certificates.revokedAt)));
  return findCertificate(tx, userId, subject);
}
