import { formatCertificateDate, type PrintedCertificate } from '@zhixue/contract';
import { SUBJECT_LABELS, studyPeriod } from '../lib/certificate-labels';
import styles from './printed-fields.module.css';

/** Every field the certificate prints, in the order it prints them. */
export function PrintedFields({ certificate }: { certificate: PrintedCertificate }) {
  const period = studyPeriod(certificate);
  const rows: Array<[string, string]> = [
    ['持证人', certificate.learnerName],
    [SUBJECT_LABELS[certificate.kind], certificate.title],
    ...(certificate.termName ? [['期次', certificate.termName] as [string, string]] : []),
    ...(period ? [['学习时间', period] as [string, string]] : []),
    ['证书编号', certificate.code],
    ['发证日期', formatCertificateDate(certificate.issuedOn)],
    ['颁发单位', certificate.issuer],
  ];
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
