import { useQueryClient } from '@tanstack/react-query';
import type { AttemptPaper, ExamAnswer } from '@zhixue/contract';
import { App, Button } from 'antd';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { toastError } from '@/lib/api';
import { chinaParts } from '@/lib/date-format';
import { useOnlineStatus } from '@/lib/use-online-status';
import { savePaper } from '../api/save-paper';
import { openAnswerJournal } from '../lib/answer-journal';
import { type ExamSite, examResultHref } from '../lib/exam-site';
import { createPaperSync, type SyncStatus } from '../lib/paper-sync';
import { useIntegrityEvents } from '../lib/use-integrity-events';
import { formatTimeLeft, useTimeLeft } from '../lib/use-time-left';
import styles from './exam-room.module.css';
import { QuestionCard } from './question-card';

interface ExamRoomProps {
  site: ExamSite;
  paper: AttemptPaper;
}

const STATUS_TEXT: Record<SyncStatus['state'], string> = {
  saved: '答案已保存',
  saving: '正在保存…',
  waiting: '等待保存…',
  offline: '已离线，答案保存在本机',
};

/**
 * Taking an attempt: the questions, the server's time left, the answer sheet and 交卷. Each change is
 * written to the browser's journal first, then saved (debounced); the journal is replayed when the
 * page opens and when the connection returns, so a reload or a dropped connection loses nothing.
 */
export function ExamRoom({ site, paper }: ExamRoomProps) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const online = useOnlineStatus();
  const { attemptId, examId } = paper;
  const journal = useMemo(() => openAnswerJournal(attemptId), [attemptId]);
  const [answers, setAnswers] = useState<Record<number, ExamAnswer | null>>(() => {
    const kept = journal.entries().answers;
    return Object.fromEntries(
      paper.questions.map((question) => [question.id, kept[question.id] ?? question.answer]),
    );
  });
  const queryClient = useQueryClient();
  // The exam's detail and the learner's list read before are stale now: coming back to the exam must
  // not take the attempt for one still in progress. (The paper itself goes with the page: gcTime 0.)
  const showResult = useCallback(() => {
    queryClient.removeQueries({ queryKey: ['exams', 'detail'] });
    queryClient.removeQueries({ queryKey: ['exams', 'mine'] });
    navigate(examResultHref(site, examId, attemptId), { replace: true });
  }, [queryClient, navigate, site, examId, attemptId]);
  const sync = useMemo(
    () =>
      createPaperSync({
        attemptId,
        journal,
        send: (save) => savePaper(site, save),
        onClosed: showResult,
      }),
    [attemptId, journal, site, showResult],
  );
  useEffect(() => {
    void sync.replay();
    return () => sync.dispose();
  }, [sync]);
  const status = useSyncExternalStore(sync.subscribe, sync.status);
  const note = useCallback((kind: Parameters<typeof sync.note>[0]) => sync.note(kind), [sync]);
  useIntegrityEvents(note, true);

  const timeUp = useCallback(() => {
    // The server submits what it has at the deadline; send what is still waiting, then show the result.
    void sync.replay().finally(showResult);
  }, [sync, showResult]);
  const secondsLeft = useTimeLeft(paper.remainingSeconds, timeUp);

  const change = (questionId: number, answer: ExamAnswer) => {
    setAnswers((current) => ({ ...current, [questionId]: answer }));
    sync.change(questionId, answer);
  };
  const answered = paper.questions.filter((question) => isAnswered(answers[question.id] ?? null));
  const unanswered = paper.questions.length - answered.length;

  const submit = () => {
    modal.confirm({
      title: '确认交卷？',
      content: unanswered > 0 ? `还有 ${unanswered} 题未作答，交卷后不能再修改。` : '交卷后不能再修改答案。',
      okText: '确认交卷',
      cancelText: '继续作答',
      onOk: async () => {
        try {
          await sync.submit();
          sync.close();
          showResult();
        } catch (error) {
          toastError(error);
        }
      },
    });
  };

  let previousMaterial: string | null = null;
  return (
    <div className={styles.room} data-site={site}>
      <header className={styles.bar}>
        <div className={`zx-container ${styles.barInner}`}>
          <h1 className={styles.title}>{paper.name}</h1>
          <span className={styles.saveState} data-state={status.state} role="status">
            {STATUS_TEXT[status.state]}
            {status.state === 'saved' && status.savedAt ? ` ${chinaParts(status.savedAt).time}` : ''}
          </span>
          <span className={secondsLeft <= 300 ? `${styles.clock} ${styles.hurry}` : styles.clock}>
            剩余时间 <strong data-testid="time-left">{formatTimeLeft(secondsLeft)}</strong>
          </span>
          <Button type="primary" size="large" onClick={submit}>
            交卷
          </Button>
        </div>
      </header>
      {online ? null : (
        <div className={styles.offline} role="alert">
          网络已断开：你的作答已保存在本机，恢复网络后会自动同步，请不要关闭页面。
        </div>
      )}
      <div className={`zx-container ${styles.body}`}>
        <main className={styles.paper}>
          {paper.questions.map((question) => {
            const material = question.material !== previousMaterial ? question.material : null;
            previousMaterial = question.material;
            return (
              <div key={question.id}>
                {material ? <blockquote className={styles.material}>{material}</blockquote> : null}
                <QuestionCard
                  question={question}
                  answer={answers[question.id] ?? null}
                  onChange={(answer) => change(question.id, answer)}
                />
              </div>
            );
          })}
        </main>
        <aside className={styles.sheet}>
          <h2>答题卡</h2>
          <p className={styles.sheetSummary}>
            已答 {answered.length} / {paper.questions.length} 题 · 满分 {paper.totalScore} 分
          </p>
          <ol className={styles.sheetGrid}>
            {paper.questions.map((question) => (
              <li key={question.id}>
                <a
                  href={`#question-${question.position}`}
                  className={isAnswered(answers[question.id] ?? null) ? styles.done : undefined}
                >
                  {question.position}
                </a>
              </li>
            ))}
          </ol>
          <Button
            block
            onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
          >
            全屏作答
          </Button>
          <p className={styles.notice}>离开页面、粘贴和退出全屏会被记录，供阅卷老师参考。</p>
        </aside>
      </div>
    </div>
  );
}

function isAnswered(answer: ExamAnswer | null): boolean {
  if (!answer) return false;
  if ('choices' in answer) return answer.choices.length > 0;
  if ('blanks' in answer) return answer.blanks.some((blank) => blank.trim() !== '');
  return answer.text.trim() !== '';
}
