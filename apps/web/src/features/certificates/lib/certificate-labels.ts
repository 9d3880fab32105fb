import {
  type CertificateSubjectKind,
  formatCertificateDate,
  type PrintedCertificate,
} from '@zhixue/contract';

export const SUBJECT_LABELS: Record<CertificateSubjectKind, string> = {
  camp_term: '训练营',
  course: '课程',
  enterprise_task: '企业培训任务',
};

/** The study period printed on the certificate, or null when its subject has no dates. */
export function studyPeriod({ startDate, endDate }: PrintedCertificate): string | null {
  if (!startDate || !endDate) return null;
  return `${formatCertificateDate(startDate)} 至 ${formatCertificateDate(endDate)}`;
}
