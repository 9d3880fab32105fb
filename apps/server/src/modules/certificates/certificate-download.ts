import { certificateVerifyPath } from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cache } from '../../platform/cache/index.js';
import { keyedHash, sameHash } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { enforceLimits } from '../../platform/rate-limit.js';
import { formatCertificateCode, parseCertificateCode } from './certificate-codes.js';
import type { CertificateFont } from './certificate-font.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import { type Certificate, findCertificateByCode } from './certificate-records.js';
import { printedFields } from './present-certificate.js';

const LINK_TTL_SECONDS = 600;
/** Each PDF costs some 150 ms of one core: plenty for a learner, nothing to flood a server with. */
const DOWNLOADS_PER_HOUR = 30;
/** A signed link may be opened again (a second tab, a retry), not used to keep a core busy. */
const PDFS_PER_LINK_WINDOW = 10;
const PDF_PATH_PREFIX = '/api/cert/pdf/';

export interface DownloadDeps {
  db: Database;
  cache: Cache;
  signingSecret: string;
  font: CertificateFont;
  /** `SITE_URL`, the public address QR codes point to; unset, the address the download came to. */
  siteUrl: string | undefined;
}

function signature(secret: string, code: string, expires: number): string {
  return keyedHash(secret, ['certificate-pdf', code, expires].join('\n'));
}

/** A valid certificate of this learner, by a code as typed; anything else is not found (or revoked). */
async function ownValidCertificate(db: Database, userId: number, codeInput: string): Promise<Certificate> {
  const code = parseCertificateCode(codeInput);
  const certificate = code === null ? null : await findCertificateByCode(db, code);
  if (!certificate || certificate.userId !== userId) throw new AppError('CERT_NOT_FOUND');
  if (certificate.revokedAt) throw new AppError('CERT_REVOKED');
  return certificate;
}

/** `user/cert/download`: a signed address of the PDF, valid for ten minutes, for the owner only. */
export async function certificateDownloadLink(
  { db, cache, signingSecret }: DownloadDeps,
  userId: number,
  codeInput: string,
  nowMs = Date.now(),
): Promise<{ url: string; expiresAt: string }> {
  const certificate = await ownValidCertificate(db, userId, codeInput);
  await enforceLimits(cache, [
    {
      key: `cert-download:user:${userId}`,
      limit: DOWNLOADS_PER_HOUR,
      windowSeconds: 3600,
      reason: 'CERT_DOWNLOAD_TOO_FREQUENT',
    },
  ]);
  const expires = Math.floor(nowMs / 1000) + LINK_TTL_SECONDS;
  const printedCode = formatCertificateCode(certificate.code);
  const query = `e=${expires}&s=${signature(signingSecret, certificate.code, expires)}`;
  return {
    url: `${PDF_PATH_PREFIX}${printedCode}.pdf?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

function siteOrigin(request: FastifyRequest, siteUrl: string | undefined): string {
  return (siteUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/**
 * `GET /api/cert/pdf/{code}.pdf?e=&s=`: the PDF behind a signed link, made on request. The link is
 * the permission (a browser download carries no token header); a link past its time, altered, or of
 * a certificate revoked since, is refused.
 */
export function registerCertificatePdfRoute(app: FastifyInstance, deps: DownloadDeps): void {
  // A wildcard, not a named parameter: Fastify answers an over-long parameter outside the envelope.
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    `${PDF_PATH_PREFIX}*`,
    async (request, reply) => {
      const { e, s } = request.query;
      const code = parseCertificateCode(request.params['*'].replace(/\.pdf$/, ''));
      const expires = typeof e === 'string' && /^\d{1,12}$/.test(e) ? Number(e) : 0;
      const signed =
        code !== null && typeof s === 'string' && sameHash(s, signature(deps.signingSecret, code, expires));
      if (!signed || expires * 1000 < Date.now()) throw new AppError('CERT_LINK_EXPIRED');
      await enforceLimits(deps.cache, [
        {
          key: `cert-pdf:code:${code}`,
          limit: PDFS_PER_LINK_WINDOW,
          windowSeconds: LINK_TTL_SECONDS,
          reason: 'CERT_DOWNLOAD_TOO_FREQUENT',
        },
      ]);
      const certificate = await findCertificateByCode(deps.db, code);
      if (!certificate) throw new AppError('CERT_NOT_FOUND');
      if (certificate.revokedAt) throw new AppError('CERT_REVOKED');
      const printed = printedFields(certificate);
      const pdf = await renderCertificatePdf({
        printed,
        design: certificate.design,
        verifyUrl: `${siteOrigin(request, deps.siteUrl)}${certificateVerifyPath(printed.code)}`,
        font: await deps.font.bytes(),
      });
      const filename = `${printed.heading}-${printed.code}.pdf`;
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${printed.code}.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .send(pdf);
    },
  );
}
