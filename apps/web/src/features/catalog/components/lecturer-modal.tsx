import { Avatar, Modal, Skeleton } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { useLecturer } from '../api/get-lecturer';
import styles from './lecturer-modal.module.css';

interface LecturerModalProps {
  courseId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * 讲师介绍, 790px wide: avatar, name, title, 讲师简介, and 主讲课题 / 服务客户 when present. Texts are
 * plain text with their line breaks kept (white-space: pre-line), never HTML.
 */
export function LecturerModal({ courseId, open, onClose }: LecturerModalProps) {
  const lecturer = useLecturer(courseId, open);
  const data = lecturer.data;
  return (
    <Modal title="讲师介绍" open={open} onCancel={onClose} footer={null} width={790} destroyOnHidden>
      {lecturer.isPending ? <Skeleton avatar active paragraph={{ rows: 4 }} /> : null}
      {lecturer.isError ? <EmptyState compact text="讲师信息加载失败" /> : null}
      {data ? (
        <div className={styles.body}>
          <div className={styles.head}>
            <Avatar size={80} src={data.avatar || undefined} alt={data.name}>
              {data.name.slice(0, 1)}
            </Avatar>
            <div>
              <h3 className={styles.name}>{data.name}</h3>
              {data.title ? <p className={styles.title}>{data.title}</p> : null}
            </div>
          </div>
          <Block heading="讲师简介" text={data.detail} />
          {data.topic ? <Block heading="主讲课题" text={data.topic} /> : null}
          {data.serviceCompany ? <Block heading="服务客户" text={data.serviceCompany} /> : null}
        </div>
      ) : null}
    </Modal>
  );
}

function Block({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={styles.block}>
      <h4 className={styles.heading}>{heading}</h4>
      <p className={styles.text}>{text || '暂无'}</p>
    </section>
  );
}
