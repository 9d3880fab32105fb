import { LegalDocuments } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { storedSetting, writeSetting } from './site-config.js';
export const LEGAL_DOCUMENTS_KEY = 'legal';

const storedLegalDocuments = (db: Database, lock = false) =>
  storedSetting(db, LEGAL_DOCUMENTS_KEY, LegalDocuments, lock);

/** 《用户协议》 and 《隐私政策》: their pages, the console, and the version an account consents to. */
export async function loadLegalDocuments(db: Database): Promise<LegalDocuments> {
  const documents = await storedLegalDocuments(db);
  // Registration depends on them: missing documents are an operator's mistake, said as a system error.
  if (!documents) throw new AppError('SITE_CONFIG_MISSING');
  return documents;
}

/** The version in force, which a consent given now is a consent to. */
export async function currentLegalVersion(db: Database): Promise<number> {
  return (await loadLegalDocuments(db)).version;
}

/**
 * Saves both texts. A change to either is a new version (learners consent to it anew); saving the
 * same texts again changes nothing, not even the date.
 */
export async function saveLegalDocuments(
  tx: Database,
  texts: Pick<LegalDocuments, 'userAgreement' | 'privacyPolicy'>,
  audit: (change: AuditChange) => void,
  now = new Date(),
): Promise<LegalDocuments> {
  const before = await storedLegalDocuments(tx, true);
  if (
    before &&
    before.userAgreement === texts.userAgreement &&
    before.privacyPolicy === texts.privacyPolicy
  ) {
    // Every console write leaves its entry, an unchanged save too.
    audit({ entity: 'legal-documents', entityId: LEGAL_DOCUMENTS_KEY, before, after: before });
    return before;
  }
  const after: LegalDocuments = {
    ...texts,
    version: (before?.version ?? 0) + 1,
    updatedAt: formatChinaTime(now),
  };
  await writeSetting(tx, LEGAL_DOCUMENTS_KEY, after);
  audit({ entity: 'legal-documents', entityId: LEGAL_DOCUMENTS_KEY, before, after });
  return after;
}
