import type { ExamDetail } from '@zhixue/contract';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LogInFirst } from '@/components/log-in-first';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { useAttemptPaper } from '../api/get-attempt-paper';
import { useExamDetail } from '../api/get-exam-detail';
import { type ExamSite, examResultHref } from '../lib/exam-site';
import { enterFullscreen, integrityRuleLines } from './exam-integrity';
import styles from './exam-page.module.css';
import { ExamRoom } from './exam-room';

/**
 * /trainingCamp/exam/:id and /ent/exam/:id: the exam's rules and 开始考试, or straight back into the
 * attempt in progress (a reload resumes it with its answers and the server's time left).
 */
export function ExamPage({ site }: { site: ExamSite }) {
  return (
    <LoggedInOnly text="登录后参加考试">
      <ExamGate site={site} />
    </LoggedInOnly>
  );
}

/** A visitor is asked to log in first: every exam call needs a learner. */
export function LoggedInOnly({ text, children }: { text: string; children: React.ReactNode }) {
  const session = useSession();
  if (!session) {
    return (
      <Centered>
        <LogInFirst text={text} />
      </Centered>
    );
  }
  return children;
}

function ExamGate({ site }: { site: ExamSite }) {
  const examId = parseId(useParams().id);
  const detail = useExamDetail(site, examId ?? 0);
  const [started, setStarted] = useState(false);
  if (examId === undefined)
    return (
      <Centered>
        <EmptyState title="考试不存在" />
      </Centered>
    );
  if (detail.isPending)
    return (
      <Centered>
        <Spin size="large" />
      </Centered>
    );
  if (detail.isError)
    return (
      <Centered>
        <LoadFailed query={detail} title="无法进入考试" />
      </Centered>
    );
  if (started || detail.data.resumeAttemptId !== null) return <AttemptLoader site={site} examId={examId} />;
  const start = () => {
    // Full screen may only be asked for in the click that starts the exam.
    if (detail.data.integrity.requireFullscreen) enterFullscreen();
    setStarted(true);
  };
  return <ExamIntro site={site} exam={detail.data} onStart={start} />;
}

function AttemptLoader({ site, examId }: { site: ExamSite; examId: number }) {
  const paper = useAttemptPaper(site, examId);
  if (paper.isPending)
    return (
      <Centered>
        <Spin size="large" tip="正在加载试卷" />
      </Centered>
    );
  if (paper.isError)
    return (
      <Centered>
        <LoadFailed query={paper} title="无法进入考试" />
      </Centered>
    );
  return <ExamRoom site={site} paper={paper.data} />;
}

function ExamIntro({ site, exam, onStart }: { site: ExamSite; exam: ExamDetail; onStart(): void }) {
  const latest = exam.attempts.find((attempt) => attempt.status !== 'in_progress');
  const rules = integrityRuleLines(exam.integrity);
  const facts: Array<[string, string]> = [
    ['考试时间', `${exam.opensAt.slice(0, 16)} 至 ${exam.closesAt.slice(0, 16)}`],
    ['答题时长', exam.timeLimitMinutes === null ? '不限时（截止前交卷）' : `${exam.timeLimitMinutes} 分钟`],
    ['题目数量', `${exam.questionCount} 题，满分 ${exam.totalScore} 分`],
    ['及格分数', `${exam.passScore} 分`],
    ['考试次数', `已考 ${exam.attemptsUsed} 次，共 ${exam.attemptsAllowed} 次`],
  ];
  return (
    <Centered>
      <section className={styles.intro}>
        {exam.enrolmentId === null ? null : (
          // The camp's exam page has no site header: the way back is to the learner's plan of the camp.
          <BackLink to={`/trainingCamp/online/plan/${exam.enrolmentId}`}>返回学习计划</BackLink>
        )}
        <h1>{exam.name}</h1>
        {exam.intro ? <p className={styles.lead}>{exam.intro}</p> : null}
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {rules.length > 0 ? (
          <div className={styles.rules}>
            <h2>考试纪律</h2>
            <ul>
              {rules.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {exam.finalScore !== null ? (
          <p className={styles.standing}>
            当前成绩 <strong>{exam.finalScore}</strong> 分 · {exam.passed ? '已通过' : '未通过'}
          </p>
        ) : null}
        <div className={styles.actions}>
          {exam.canStart ? (
            <Button type="primary" size="large" onClick={onStart}>
              {exam.attemptsUsed > 0 ? '再考一次' : '开始考试'}
            </Button>
          ) : (
            <Button size="large" disabled>
              {exam.phase === 'upcoming'
                ? '考试未开始'
                : exam.phase === 'closed'
                  ? '考试已结束'
                  : '考试次数已用完'}
            </Button>
          )}
          {latest ? (
            <Link to={examResultHref(site, exam.id, latest.id)}>
              <Button size="large">查看成绩</Button>
            </Link>
          ) : null}
        </div>
        <p className={styles.hint}>
          开始后计时不会暂停；答案实时保存，断网或刷新页面不会丢失，时间到将自动交卷。
        </p>
      </section>
    </Centered>
  );
}

export function Centered({ children }: { children: React.ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}
