/**
 * Certificates, for every module whose learners complete something: camps (a term), courses and
 * enterprise tasks. Issue inside the transaction that records the completion, revoke inside the
 * refund's; look a learner's certificate up for a subject (the camp plan's `v2/user/cert`).
 */
export { formatCertificateCode } from './certificate-codes.js';
export { type CertificateDesign, createCertificateTemplate } from './certificate-designs.js';
export {
  type Certificate,
  type CertificateSubject,
  findCertificate,
  type IssueCertificateInput,
  issueCertificate,
  type PrintedFields,
  type RevocationReason,
  revokeCertificate,
} from './certificate-records.js';
export { myCertificate, printedFields } from './present-certificate.js';
