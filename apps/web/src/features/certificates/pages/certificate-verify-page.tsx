import { type CertificateVerification, certificateVerifyPath, formatCertificateDate } from '@zhixue/contract';
import { Input, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { useCertificateVerification } from '../api/verify-certificate';
import { PrintedFields } from '../components/printed-fields';
import styles from './certificate-verify-page.module.css';

/**
 * /cert/verify/:code, the page a certificate's QR code opens: no login. It shows every field the
 * certificate prints, or that it was revoked and why, or that no certificate has this number; and
 * a box to check another number.
 */
export function Component() {
  const code = useParams().code ?? '';
  const navigate = useNavigate();
  const verification = useCertificateVerification(code);

  let result: ReactNode = null;
  if (code === '') result = null;
  else if (verification.isPending) result = <Skeleton active paragraph={{ rows: 7 }} />;
  else if (verification.isError) result = <LoadFailed compact query={verification} fallback="查询失败" />;
  else result = <VerificationResult verification={verification.data} code={code} />;

  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.heading}>证书真伪查询</h1>
        <p className={styles.hint}>输入证书上的编号（如 ZX-XXXX-XXXX-XXXX-XXXX），或扫描证书上的二维码。</p>
        <Input.Search
          className={styles.search}
          key={code}
          defaultValue={code}
          placeholder="请输入证书编号"
          enterButton="查询"
          maxLength={64}
          onSearch={(value) => {
            const typed = value.trim();
            if (typed) void navigate(certificateVerifyPath(typed));
          }}
        />
        {result}
      </section>
    </div>
  );
}

function VerificationResult({ verification, code }: { verification: CertificateVerification; code: string }) {
  if (verification.status === 'unknown') {
    return (
      <div className={`${styles.verdict} ${styles.unknown}`} role="status">
        <strong>未查询到该证书</strong>
        <span>编号 {code} 没有对应的证书，请核对编号后重试。</span>
      </div>
    );
  }
  const revoked = verification.status === 'revoked';
  return (
    <>
      <div className={`${styles.verdict} ${revoked ? styles.revoked : styles.valid}`} role="status">
        <strong>{revoked ? '该证书已撤销' : '证书真实有效'}</strong>
        <span>
          {revoked
            ? `于${formatCertificateDate(verification.revokedOn)}撤销，原因：${verification.revokedReason}。以下为证书原载信息。`
            : `该证书由${verification.certificate.issuer}颁发，证书信息如下。`}
        </span>
      </div>
      <div className={revoked ? `${styles.certificate} ${styles.void}` : styles.certificate}>
        <h2 className={styles.title}>{verification.certificate.heading}</h2>
        <PrintedFields certificate={verification.certificate} />
      </div>
    </>
  );
}
