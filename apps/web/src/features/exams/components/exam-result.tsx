import type { AttemptPaper, ExamAnswer, PaperQuestion } from '@zhixue/contract';
import { Button, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { parseId } from '@/lib/parse-id';
import { useAttemptPaper } from '../api/get-attempt-paper';
import { type ExamSite, examHref } from '../lib/exam-site';
import { ExamCircle } from './exam-circle';
import { Centered, LoggedInOnly } from './exam-page';
import styles from './exam-result.module.css';
import { optionLetter, QUESTION_TYPE_LABEL } from './question-labels';

/**
 * /trainingCamp/exam/result?id=&attemptId= and /ent/exam/result: the exam circle, pass or fail (or
 * 待批改 while a short answer waits), and the review of each question when the exam's rule shows it.
 */
export function ExamResult({ site }: { site: ExamSite }) {
  return (
    <LoggedInOnly text="登录后查看考试成绩">
      <ResultLoader site={site} />
    </LoggedInOnly>
  );
}

function ResultLoader({ site }: { site: ExamSite }) {
  const [params] = useSearchParams();
  const examId = parseId(params.get('id'));
  const attemptId = parseId(params.get('attemptId'));
  const paper = useAttemptPaper(site, examId ?? 0, attemptId ?? 0);
  if (examId === undefined || attemptId === undefined) {
    return (
      <Centered>
        <EmptyState title="没有找到考试成绩" />
      </Centered>
    );
  }
  if (paper.isPending)
    return (
      <Centered>
        <Spin size="large" />
      </Centered>
    );
  if (paper.isError)
    return (
      <Centered>
        <LoadFailed query={paper} title="成绩加载失败" />
      </Centered>
    );
  return <ResultView site={site} paper={paper.data} />;
}

function ResultView({ site, paper }: { site: ExamSite; paper: AttemptPaper }) {
  const verdict =
    paper.passed === null ? '待批改' : paper.passed ? '恭喜你，通过了考试' : '很遗憾，未通过考试';
  return (
    <div className={styles.page}>
      <section className={`zx-container ${styles.summary}`}>
        <ExamCircle score={paper.score} totalScore={paper.totalScore} passed={paper.passed} />
        <div className={styles.facts}>
          <h1>{paper.name}</h1>
          <p className={paper.passed ? styles.pass : paper.passed === false ? styles.fail : styles.waiting}>
            {verdict}
          </p>
          <p className={styles.meta}>
            及格分 {paper.passScore} 分 · 开考 {paper.startedAt}
            {paper.passed === null ? ' · 主观题批改完成后公布最终成绩' : ''}
          </p>
          {paper.submittedBy === 'violations' ? (
            <p className={styles.fail}>离开考试页面次数超过上限，系统已自动交卷</p>
          ) : null}
          <Link to={examHref(site, paper.examId)}>
            <Button>返回考试</Button>
          </Link>
        </div>
      </section>
      <section className={`zx-container ${styles.review}`}>
        <h2>答题详情</h2>
        {paper.reviewShown ? null : <p className={styles.hidden}>本场考试暂不公布答案与解析。</p>}
        {paper.questions.map((question) => (
          <ReviewItem key={question.id} question={question} />
        ))}
      </section>
    </div>
  );
}

function ReviewItem({ question }: { question: PaperQuestion }) {
  const { review } = question;
  return (
    <article className={styles.item}>
      <header>
        <strong>
          {question.position}. {QUESTION_TYPE_LABEL[question.type]}
        </strong>
        <span className={styles.points}>
          {review?.awarded !== undefined && review?.awarded !== null
            ? `得分 ${review.awarded} / ${question.score}`
            : `${question.score}分`}
        </span>
      </header>
      {question.material ? <blockquote className={styles.material}>{question.material}</blockquote> : null}
      <p className={styles.stem}>{question.stem}</p>
      {question.options.length > 0 ? (
        <ul className={styles.options}>
          {question.options.map((option, index) => (
            <li
              key={option.id}
              className={review?.correctOptionIds.includes(option.id) ? styles.correct : undefined}
            >
              {question.type === 'judge' ? option.text : `${optionLetter(index)}. ${option.text}`}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.line}>
        <span>你的答案：</span>
        {describeAnswer(question, question.answer)}
      </p>
      {review ? (
        <>
          <p className={styles.line}>
            <span>参考答案：</span>
            {describeKey(question)}
          </p>
          {review.comment ? (
            <p className={styles.line}>
              <span>老师评语：</span>
              {review.comment}
            </p>
          ) : null}
          {review.analysis ? (
            <p className={styles.analysis}>
              <span>解析：</span>
              {review.analysis}
            </p>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

function describeAnswer(question: PaperQuestion, answer: ExamAnswer | null): string {
  if (!answer) return '未作答';
  if ('choices' in answer) return lettersOf(question, answer.choices) || '未作答';
  if ('blanks' in answer) return answer.blanks.map((blank) => blank || '（空）').join('；') || '未作答';
  return answer.text || '未作答';
}

function describeKey(question: PaperQuestion): string {
  const review = question.review;
  if (!review) return '';
  if (review.correctOptionIds.length > 0) return lettersOf(question, review.correctOptionIds);
  if (review.acceptedBlanks.length > 0)
    return review.acceptedBlanks.map((accepted) => accepted.join(' 或 ')).join('；');
  return review.reference ?? '';
}

function lettersOf(question: PaperQuestion, tokens: string[]): string {
  return question.options
    .map((option, index) =>
      tokens.includes(option.id) ? (question.type === 'judge' ? option.text : optionLetter(index)) : null,
    )
    .filter((letter) => letter !== null)
    .join('');
}
