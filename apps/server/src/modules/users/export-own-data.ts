import type { OwnDataExport, OwnStudy } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { type LearnerSources, loadLearnerDetail } from './manage-learner.js';
import * as tables from './tables.js';

const { users } = tables;

/** A learner's study records, which the learning area keeps (handed in by app.ts). */
export type OwnStudyReader = (db: Database, userId: number) => Promise<OwnStudy>;

/**
 * `user/data/export`: the learner's own data in one answer, which the page saves as a file: the account
 * as the console sees it (their phone in full, since it is theirs), the consent on record and the study.
 */
export async function exportOwnData(
  db: Database,
  userId: number,
  sources: LearnerSources & { readOwnStudy: OwnStudyReader },
  now = new Date(),
): Promise<OwnDataExport> {
  const [account, [consent], study] = await Promise.all([
    loadLearnerDetail(db, userId, true, sources),
    db.select({ version: users.consentVersion, at: users.consentAt }).from(users).where(eq(users.id, userId)),
    sources.readOwnStudy(db, userId),
  ]);
  return {
    exportedAt: formatChinaTime(now),
    account,
    consent: { version: consent?.version ?? null, at: consent?.at ? formatChinaTime(consent.at) : null },
    study,
  };
}
