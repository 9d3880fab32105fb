import type { CourseworkFile } from '@zhixue/contract';
import { Button } from 'antd';
import styles from './coursework.module.css';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)}MB`
    : `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

/** Images as thumbnails, attachments as download links; names are shown as text. */
export function FileList({ files, onRemove }: { files: CourseworkFile[]; onRemove?: (id: number) => void }) {
  if (files.length === 0) return null;
  const images = files.filter((file) => file.kind === 'image');
  const attachments = files.filter((file) => file.kind === 'attachment');
  return (
    <div className={styles.files}>
      {images.length > 0 ? (
        <div className={styles.images}>
          {images.map((file) => (
            <figure key={file.id} className={styles.image}>
              <a href={file.url} target="_blank" rel="noreferrer">
                <img src={file.url} alt={file.name} />
              </a>
              {onRemove ? (
                <Button size="small" type="link" onClick={() => onRemove(file.id)}>
                  移除
                </Button>
              ) : null}
            </figure>
          ))}
        </div>
      ) : null}
      {attachments.map((file) => (
        <div key={file.id} className={styles.attachment}>
          <a href={file.url} download={file.name}>
            附件：{file.name}
          </a>
          <span className={styles.hint}>{sizeText(file.size)}</span>
          {onRemove ? (
            <Button size="small" type="link" onClick={() => onRemove(file.id)}>
              移除
            </Button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
