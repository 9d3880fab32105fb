import {
  adminCertificateTemplateList,
  adminCertificateTemplateSave,
  certVerify,
  userCertDownload,
  userCertList,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { listCertificateTemplates, saveCertificateTemplate } from './admin-templates.js';
import {
  certificateDownloadLink,
  type DownloadDeps,
  registerCertificatePdfRoute,
} from './certificate-download.js';
import { certificateFont } from './certificate-font.js';
import { pageMyCertificates } from './my-certificates.js';
import { verifyCertificate } from './verify-certificate.js';

/**
 * The learner's certificates, their PDF behind a signed link, the public verification, and the
 * designs the console gives camps.
 */
export async function registerCertificateRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, cache, config, routes } = context;
  const font = certificateFont(config.CERT_FONT_FILE, app.log);
  await font.check();
  const download: DownloadDeps = {
    db,
    cache,
    font,
    signingSecret: config.MEDIA_SIGNING_SECRET,
    siteUrl: config.SITE_URL,
  };
  registerEndpoint(app, routes, userCertList, ({ body, session }) =>
    pageMyCertificates(db, session.userId, body),
  );
  registerEndpoint(app, routes, userCertDownload, ({ body, session }) =>
    certificateDownloadLink(download, session.userId, body.code),
  );
  registerCertificatePdfRoute(app, download);
  registerEndpoint(app, routes, certVerify, ({ body, request }) =>
    verifyCertificate(db, cache, request.ip, body.code),
  );
  registerEndpoint(app, routes, adminCertificateTemplateList, () => listCertificateTemplates(db));
  registerEndpoint(app, routes, adminCertificateTemplateSave, ({ body, tx, audit }) =>
    saveCertificateTemplate(tx, body, audit),
  );
}
