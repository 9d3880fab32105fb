import type { ExamCard } from '@zhixue/contract';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PersonalPagedPanel } from '@/components/personal-panel';
import { MY_EXAMS_PAGE_SIZE, useMyExams } from '../api/get-my-exams';
import { examHref, siteOfScope } from '../lib/exam-site';
import styles from './my-exams.module.css';

const SCOPE_LABEL: Record<ExamCard['scope'], string> = { camp: '训练营', enterprise: '企业', open: '公开' };

/** The personal centre's 我的考试: every exam the learner has sat, with the result so far. */
export function MyExams() {
  const [page, setPage] = useState(1);
  return (
    <PersonalPagedPanel
      title="我的考试"
      query={useMyExams(page)}
      empty="还没有参加过考试"
      page={page}
      pageSize={MY_EXAMS_PAGE_SIZE}
      onPage={setPage}
      row={(exam) => (
        <li key={exam.id} className={styles.row}>
          <div className={styles.main}>
            <strong>
              <Tag color="blue">{SCOPE_LABEL[exam.scope]}</Tag>
              {exam.name}
            </strong>
            <span className={styles.meta}>
              已考 {exam.attemptsUsed}/{exam.attemptsAllowed} 次 · 及格 {exam.passScore}/{exam.totalScore} 分
              · 截止 {exam.closesAt.slice(0, 16)}
            </span>
          </div>
          <div className={styles.result}>
            {exam.awaitingGrading && exam.finalScore === null ? (
              <span className={styles.waiting}>待批改</span>
            ) : exam.finalScore === null ? (
              <span className={styles.waiting}>未交卷</span>
            ) : (
              <span className={exam.passed ? styles.pass : styles.fail}>
                {exam.finalScore}分 · {exam.passed ? '通过' : '未通过'}
              </span>
            )}
            <Link to={examHref(siteOfScope(exam.scope), exam.id)}>
              <Button size="small">查看</Button>
            </Link>
          </div>
        </li>
      )}
    />
  );
}
