import type { EnrolmentCard } from '@zhixue/contract';
import { Button, Progress, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PersonalPagedPanel } from '@/components/personal-panel';
import { MY_CAMPS_PAGE_SIZE, useMyCamps } from '../api/get-my-camps';
import { enrolmentPath, TERM_STATUS_TEXT } from '../lib/purchase-bar';
import styles from './my-camps.module.css';

const KIND_LABEL: Record<EnrolmentCard['kind'], string> = {
  online: '线上',
  offline: '线下',
  trial: '体验营',
};

const TERM_STATUS_COLOR: Record<NonNullable<EnrolmentCard['status']>, string> = {
  upcoming: 'gold',
  enrolling: 'blue',
  full: 'blue',
  running: 'green',
  ended: 'default',
};

/** When the term runs, as the card shows it; a trial has no term. */
function termLine(camp: EnrolmentCard): string {
  if (!camp.termName) return '随时学习';
  const dates = camp.startDate && camp.endDate ? ` · ${camp.startDate} 至 ${camp.endDate}` : '';
  return `${camp.termName}${dates}`;
}

/** The personal centre's 我的训练营: every camp the learner joined, its term's state and their progress. */
export function MyCamps() {
  const [page, setPage] = useState(1);
  return (
    <PersonalPagedPanel
      title="我的训练营"
      query={useMyCamps(page)}
      empty="还没有报名训练营"
      page={page}
      pageSize={MY_CAMPS_PAGE_SIZE}
      onPage={setPage}
      row={(camp) => (
        <li key={camp.trainingUserId} className={styles.row}>
          <img className={styles.cover} src={camp.picCover} alt="" />
          <div className={styles.main}>
            <strong className={styles.name}>
              <Tag color="blue">{KIND_LABEL[camp.kind]}</Tag>
              {camp.name}
            </strong>
            <span className={styles.meta}>
              {termLine(camp)}
              {camp.status ? (
                <Tag className={styles.status} color={TERM_STATUS_COLOR[camp.status]}>
                  {TERM_STATUS_TEXT[camp.status]}
                </Tag>
              ) : null}
            </span>
            <div className={styles.progress}>
              <span>学习进度</span>
              <Progress percent={camp.progress} size="small" aria-label={`${camp.name} 学习进度`} />
            </div>
          </div>
          <Link to={enrolmentPath(camp)}>
            <Button type="primary">{camp.status === 'ended' ? '查看学习' : '进入学习'}</Button>
          </Link>
        </li>
      )}
    />
  );
}
