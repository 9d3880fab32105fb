import { certificateVerifyPath, type MyCertificate, type PrintedCertificate } from '@zhixue/contract';
import { formatChinaDate } from '../../platform/format/index.js';
import { formatCertificateCode } from './certificate-codes.js';
import type { Certificate, RevocationReason } from './certificate-records.js';

const REVOCATION_WORDS: Record<RevocationReason, string> = {
  refund: '订单已退款',
  operator: '主办方已撤销',
};

export function revocationWords(reason: RevocationReason): string {
  return REVOCATION_WORDS[reason];
}

/** What the PDF prints and the verification page shows again. */
export function printedFields(certificate: Certificate): PrintedCertificate {
  return {
    code: formatCertificateCode(certificate.code),
    kind: certificate.subject.kind,
    heading: certificate.design.heading,
    learnerName: certificate.learnerName,
    title: certificate.title,
    termName: certificate.termName,
    startDate: certificate.startDate,
    endDate: certificate.endDate,
    issuedOn: formatChinaDate(certificate.issuedAt),
    issuer: certificate.design.issuer,
  };
}

export function myCertificate(certificate: Certificate): MyCertificate {
  const printed = printedFields(certificate);
  return {
    ...printed,
    status: certificate.revokedAt ? 'revoked' : 'valid',
    revokedOn: certificate.revokedAt ? formatChinaDate(certificate.revokedAt) : null,
    verifyPath: certificateVerifyPath(printed.code),
  };
}
