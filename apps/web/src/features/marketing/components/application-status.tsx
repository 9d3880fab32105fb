import type { CityCenterApplication } from '@zhixue/contract';
import { Button, Tag } from 'antd';
import { formatDate } from '@/lib/date-format';
import styles from './city-center.module.css';

const STATUS_LOOK = {
  0: {
    color: 'processing',
    hint: '我们将在5个工作日内完成审核，结果会显示在本页，区域负责人也会与您电话联系，请保持电话畅通。',
  },
  1: { color: 'success', hint: '恭喜！区域负责人将与您联系，安排面谈考察与签约事宜。' },
  2: { color: 'error', hint: '很遗憾，本次申请未通过审核。您可以根据审核意见完善信息后重新申请。' },
} as const;

interface ApplicationStatusProps {
  application: CityCenterApplication;
  onResubmit: () => void;
}

/** The learner's application and where its review stands, shown instead of the form. */
export function ApplicationStatus({ application, onResubmit }: ApplicationStatusProps) {
  const look = STATUS_LOOK[application.status];
  return (
    <div className={styles.status}>
      <div className={styles.statusHead}>
        <h3 className={styles.statusTitle}>我的申请</h3>
        <Tag color={look.color} className={styles.statusTag}>
          {application.statusText}
        </Tag>
      </div>
      <p className={styles.statusHint}>{look.hint}</p>
      {application.reviewNote ? (
        <p className={styles.reviewNote}>
          <span>审核意见：</span>
          {application.reviewNote}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>姓名</dt>
        <dd>{application.name}</dd>
        <dt>手机号</dt>
        <dd>{application.mobile}</dd>
        <dt>所在城市</dt>
        <dd>
          {application.province === application.city
            ? application.city
            : `${application.province} ${application.city}`}
        </dd>
        <dt>公司/机构</dt>
        <dd>{application.company}</dd>
        <dt>从业经验</dt>
        <dd className={styles.experience}>{application.experience}</dd>
        <dt>提交时间</dt>
        <dd>{formatDate(application.submittedAt)}</dd>
      </dl>
      {application.canResubmit ? (
        <div className={styles.formActions}>
          <Button type="primary" size="large" onClick={onResubmit}>
            重新申请
          </Button>
        </div>
      ) : null}
    </div>
  );
}
