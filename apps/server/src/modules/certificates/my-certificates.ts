import type { MyCertificate, Page, PageQuery } from '@zhixue/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { selectCertificates, toCertificates } from './certificate-records.js';
import { myCertificate } from './present-certificate.js';
import * as tables from './tables.js';

const { certificates } = tables;

/** `user/cert/list`: the learner's certificates, newest first, revoked ones marked. */
export async function pageMyCertificates(
  db: Database,
  userId: number,
  { pageCurrent, pageSize }: PageQuery,
): Promise<Page<MyCertificate>> {
  const mine = eq(certificates.userId, userId);
  const [rows, [total]] = await Promise.all([
    selectCertificates(db)
      .where(mine)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(pageSize)
      .offset((pageCurrent - 1) * pageSize),
    db.select({ value: count() }).from(certificates).where(mine),
  ]);
  return { list: toCertificates(rows).map(myCertificate), total: total?.value ?? 0, pageCurrent, pageSize };
}
