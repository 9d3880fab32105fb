import { Button, Tag } from 'antd';
import { useDownloadCertificate } from '@/lib/download-certificate';
import { useEnrolmentCertificate } from '../api/get-enrolment';
import styles from './camps.module.css';

/**
 * The term's certificate on the study plan: once earned, its number, 下载证书 and the public
 * verification page its QR code opens; before, what the camp's rule still asks. Nothing for camps
 * that give no certificate.
 */
export function CampCertificate({ trainingUserId }: { trainingUserId: number }) {
  const answer = useEnrolmentCertificate(trainingUserId);
  const download = useDownloadCertificate();
  if (!answer.data || answer.data.minProgress === null) return null;
  const { certificate, minProgress, progress, requiredDone, requiredTotal } = answer.data;
  if (!certificate) {
    const rule = minProgress === 100 ? '完成全部必修任务' : `学习进度达到 ${minProgress}%`;
    return (
      <p className={styles.certificate}>
        {rule}即可获得结业证书（当前进度 {progress}%，必修任务已完成 {requiredDone}/{requiredTotal}）
      </p>
    );
  }
  const valid = certificate.status === 'valid';
  return (
    <section className={styles.certificate} aria-label="结业证书">
      <div className={styles.certificateTitle}>
        <strong>{certificate.heading}</strong>
        {valid ? <Tag color="success">已获得</Tag> : <Tag color="default">已撤销</Tag>}
      </div>
      <p className={styles.certificateCode}>证书编号 {certificate.code}</p>
      <div className={styles.certificateActions}>
        {valid ? (
          <Button
            type="primary"
            size="small"
            loading={download.isPending}
            onClick={() => download.mutate(certificate.code)}
          >
            下载证书
          </Button>
        ) : null}
        <a href={certificate.verifyPath} target="_blank" rel="noreferrer">
          查看验证页
        </a>
      </div>
    </section>
  );
}
