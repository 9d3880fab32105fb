import { formatCertificateDate, type MyCertificate } from '@zhixue/contract';
import { Button, Pagination, Skeleton, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { useDownloadCertificate } from '@/lib/download-certificate';
import { CERTIFICATES_PAGE_SIZE, useMyCertificates } from '../api/list-my-certificates';
import styles from './my-certificates.module.css';
import { PrintedFields } from './printed-fields';

/**
 * 我的证书, for the personal area: each certificate with every field it prints, 下载证书 (the PDF)
 * while it is valid, and its public verification page, the one its QR code opens.
 */
export function MyCertificates() {
  const [page, setPage] = useState(1);
  const certificates = useMyCertificates(page);

  let body: ReactNode;
  if (certificates.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (certificates.isError) body = <LoadFailed compact query={certificates} fallback="证书加载失败" />;
  else if (certificates.data.list.length === 0) {
    body = <EmptyState compact text="还没有证书，完成训练营或课程的学习后即可获得" />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="证书列表">
          {certificates.data.list.map((certificate) => (
            <CertificateItem key={certificate.code} certificate={certificate} />
          ))}
        </ul>
        {certificates.data.total > CERTIFICATES_PAGE_SIZE ? (
          <Pagination
            className={styles.pagination}
            current={page}
            pageSize={CERTIFICATES_PAGE_SIZE}
            total={certificates.data.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.certificates}>
      <h1 className={styles.heading}>我的证书</h1>
      {body}
    </div>
  );
}

function CertificateItem({ certificate }: { certificate: MyCertificate }) {
  const download = useDownloadCertificate();
  const revoked = certificate.status === 'revoked';
  return (
    <li className={revoked ? `${styles.item} ${styles.revoked}` : styles.item}>
      <div className={styles.badge} aria-hidden="true">
        证
      </div>
      <div className={styles.main}>
        <div className={styles.titleRow}>
          <h2 className={styles.title}>{certificate.heading}</h2>
          {certificate.revokedOn !== null ? (
            <Tag color="default">已撤销 · {formatCertificateDate(certificate.revokedOn)}</Tag>
          ) : (
            <Tag color="success">有效</Tag>
          )}
        </div>
        <PrintedFields certificate={certificate} />
      </div>
      <div className={styles.actions}>
        {revoked ? null : (
          <Button
            type="primary"
            loading={download.isPending}
            onClick={() => download.mutate(certificate.code)}
          >
            下载证书
          </Button>
        )}
        <a href={certificate.verifyPath} target="_blank" rel="noreferrer">
          查看验证页
        </a>
      </div>
    </li>
  );
}
