import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';

/**
 * Certificates: issued once per learner and subject (a camp term, a course, an enterprise task) when
 * its completion rule is met, revoked by a refund. Each has a code of 80 random bits (`ZX-` and four
 * groups of four characters of Crockford's base 32: no I, L, O or U to misread), printed on its PDF
 * beside a QR code to the public verification page `/cert/verify/{code}`.
 */

export const CertificateSubjectKind = z.enum(['camp_term', 'course', 'enterprise_task']);
export type CertificateSubjectKind = z.infer<typeof CertificateSubjectKind>;

/** What the PDF prints, fixed when the certificate is issued; the verification page shows it again. */
export const PrintedCertificate = z.object({
  code: z.string(),
  kind: CertificateSubjectKind,
  /** The template's heading: 结业证书 … */
  heading: z.string(),
  learnerName: z.string(),
  /** The camp's, course's or task's name. */
  title: z.string(),
  /** The camp term (第3期 …); null for subjects without terms. */
  termName: z.string().nullable(),
  /** China dates, YYYY-MM-DD; null when the subject has no dates. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  issuedOn: z.string(),
  /** The signature line: who issues it. */
  issuer: z.string(),
});
export type PrintedCertificate = z.infer<typeof PrintedCertificate>;

export const MyCertificate = PrintedCertificate.extend({
  status: z.enum(['valid', 'revoked']),
  /** China date of the revocation; null while valid. */
  revokedOn: z.string().nullable(),
  /** The site path of its public verification page. */
  verifyPath: z.string(),
});
export type MyCertificate = z.infer<typeof MyCertificate>;

/** The learner's certificates, newest first, revoked ones included (marked). */
export const userCertList = endpoint({
  path: '/api/front/user/cert/list',
  access: 'user',
  request: PageQuery.optional().default({ pageCurrent: 1, pageSize: 20 }),
  response: pageOf(MyCertificate),
});

/** A code as a person may type it: case, spaces and dashes do not matter (the server normalises). */
export const CertificateCodeInput = z.string().trim().min(1, '请输入证书编号').max(64, '证书编号无效');

/**
 * A short-lived signed address of the certificate's PDF (a plain GET a browser can download), for
 * the learner's own valid certificates only.
 */
export const userCertDownload = endpoint({
  path: '/api/front/user/cert/download',
  access: 'user',
  request: z.object({ code: CertificateCodeInput }),
  response: z.object({ url: z.string(), expiresAt: z.string() }),
});

/**
 * The public verification (no login): a known code answers its printed fields and whether it was
 * revoked; any other code, well formed or not, answers `{ status: 'unknown' }` and nothing else.
 */
export const CertificateVerification = z.discriminatedUnion('status', [
  z.object({ status: z.literal('unknown') }),
  z.object({ status: z.literal('valid'), certificate: PrintedCertificate }),
  z.object({
    status: z.literal('revoked'),
    certificate: PrintedCertificate,
    revokedOn: z.string(),
    /** Why, in words a reader understands (订单已退款 …). */
    revokedReason: z.string(),
  }),
]);
export type CertificateVerification = z.infer<typeof CertificateVerification>;

export const certVerify = endpoint({
  path: '/api/front/cert/verify',
  access: 'public',
  request: z.object({ code: CertificateCodeInput }),
  response: CertificateVerification,
});

/** The web page a certificate's QR code opens. */
export function certificateVerifyPath(code: string): string {
  return `/cert/verify/${encodeURIComponent(code)}`;
}

/** A China date as a certificate prints it: `2026-03-02` → `2026年3月2日`. */
export function formatCertificateDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}
