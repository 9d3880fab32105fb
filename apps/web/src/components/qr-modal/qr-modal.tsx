import { Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QrCode } from '@/components/qr-code';
import styles from './qr-modal.module.css';

export interface QrModalProps {
  open: boolean;
  onClose: () => void;
}

interface QrModalFrameProps extends QrModalProps {
  title: string;
  /** What the code encodes (a URL from the site config); undefined while the config loads. */
  qr: string | undefined;
  /** Read to screen readers, e.g. 知学APP下载二维码. */
  qrLabel: string;
  /** The line under the code, e.g. 微信扫码添加客服. */
  caption: string;
  children?: ReactNode;
}

/** A small centred dialog around one QR code: the shape both the app and service modals share. */
export function QrModalFrame({ open, onClose, title, qr, qrLabel, caption, children }: QrModalFrameProps) {
  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} width={360} centered destroyOnHidden>
      <div className={styles.body}>
        {qr === undefined ? (
          <Skeleton.Node active style={{ width: 180, height: 180 }} />
        ) : (
          <QrCode value={qr} size={180} label={qrLabel} />
        )}
        <p className={styles.caption}>{caption}</p>
        {children}
      </div>
    </Modal>
  );
}
