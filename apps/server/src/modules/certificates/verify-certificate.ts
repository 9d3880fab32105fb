import type { CertificateVerification } from '@zhixue/contract';
import type { Cache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import { enforceLimits } from '../../platform/rate-limit.js';
import { parseCertificateCode } from './certificate-codes.js';
import { findCertificateByCode } from './certificate-records.js';
import { printedFields, revocationWords } from './present-certificate.js';

/**
 * Enough for an employer checking a pile of certificates by hand; far too few to walk a space of
 * 2^80 codes. Counted per client address, before anything is looked up.
 */
const VERIFICATIONS_PER_MINUTE = 20;
const VERIFICATIONS_PER_HOUR = 200;

const UNKNOWN: CertificateVerification = { status: 'unknown' };

/**
 * `cert/verify`, public: one certificate's printed fields by its code, or that it was revoked. Any
 * other code gets `unknown` and nothing more; a well-formed unknown code costs the same one indexed
 * lookup as a known one.
 */
export async function verifyCertificate(
  db: Database,
  cache: Cache,
  clientAddress: string,
  codeInput: string,
): Promise<CertificateVerification> {
  await enforceLimits(cache, [
    {
      key: `cert-verify:ip:minute:${clientAddress}`,
      limit: VERIFICATIONS_PER_MINUTE,
      windowSeconds: 60,
      reason: 'CERT_VERIFY_TOO_FREQUENT',
    },
    {
      key: `cert-verify:ip:hour:${clientAddress}`,
      limit: VERIFICATIONS_PER_HOUR,
      windowSeconds: 3600,
      reason: 'CERT_VERIFY_TOO_FREQUENT',
    },
  ]);
  const code = parseCertificateCode(codeInput);
  if (code === null) return UNKNOWN;
  const certificate = await findCertificateByCode(db, code);
  if (!certificate) return UNKNOWN;
  const printed = printedFields(certificate);
  if (certificate.revokedAt && certificate.revokedReason) {
    return {
      status: 'revoked',
      certificate: printed,
      revokedOn: formatChinaDate(certificate.revokedAt),
      revokedReason: revocationWords(certificate.revokedReason),
    };
  }
  return { status: 'valid', certificate: printed };
}
