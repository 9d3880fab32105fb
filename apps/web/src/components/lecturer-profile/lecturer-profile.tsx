import type { Lecturer } from '@zhixue/contract';
import { Avatar } from 'antd';
import styles from './lecturer-profile.module.css';

/**
 * The body of 讲师介绍 (spec: lecturer modal): avatar, name, title, 讲师简介, and 主讲课题 / 服务客户
 * when present. Texts are plain text with their line breaks kept (white-space: pre-line), never HTML.
 */
export function LecturerProfile({ lecturer }: { lecturer: Lecturer }) {
  return (
    <div className={styles.body}>
      <div className={styles.head}>
        <Avatar size={80} src={lecturer.avatar || undefined} alt={lecturer.name}>
          {lecturer.name.slice(0, 1)}
        </Avatar>
        <div>
          <h3 className={styles.name}>{lecturer.name}</h3>
          {lecturer.title ? <p className={styles.title}>{lecturer.title}</p> : null}
        </div>
      </div>
      <Block heading="讲师简介" text={lecturer.detail} />
      {lecturer.topic ? <Block heading="主讲课题" text={lecturer.topic} /> : null}
      {lecturer.serviceCompany ? <Block heading="服务客户" text={lecturer.serviceCompany} /> : null}
    </div>
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
