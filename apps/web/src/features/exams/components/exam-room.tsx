import { useQueryClient } from '@tanstack/react-query';
import type { AttemptPaper, ExamAnswer, PaperSaveResult } from '@zhixue/contract';
import { Alert, App, Button } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { hasReason, toastError } from '@/lib/api';
import { chinaParts } from '@/lib/date-format';
import { useOnlineStatus } from '@/lib/use-online-status';
import { savePaper } from '../api/save-paper';
import { openAnswerJournal } from '../lib/answer-journal';
import { type ExamSite, examResultHref } from '../lib/exam-site';
import { createPaperSync, type SyncStatus } from '../lib/paper-sync';
import { useIntegrityEvents } from '../lib/use-integrity-events';
import { formatTimeLeft, useTimeLeft } from '../lib/use-time-left';
import { IntegrityBar, useAnswerAreaGuard, violationWarning } from './exam-integrity';
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
 * Where the exam sets a violation budget, the server's count of leavings shows in the bar, a warning
 * follows each one, and the save that exceeds the budget comes back submitted: the page shows the
 * result. A save refused as another device's stops the page.
 */
export function ExamRoom({ site, paper }: ExamRoomProps) {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { integrity } = paper;
  const [violations, setViolations] = useState(paper.violations);
  const [otherDevice, setOtherDevice] = useState(false);
  // What a save's answer means for the page; the sync is made once, the handler sees the latest state.
  const onSaved = useRef<(result: PaperSaveResult, submit: boolean) => void>(() => undefined);
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
        send: async (save) => {
          try {
            const result = await savePaper(site, save);
            onSaved.current(result, save.submit);
            return result;
          } catch (error) {
            if (hasReason(error, 'EXAM_OTHER_DEVICE')) setOtherDevice(true);
            throw error;
          }
        },
        onClosed: showResult,
      }),
    [attemptId, journal, site, showResult],
  );
  useEffect(() => {
    void sync.replay();
    return () => sync.dispose();
  }, [sync]);
  onSaved.current = (result, submit) => {
    if (result.violations > violations && integrity.violationBudget !== null) {
      setViolations(result.violations);
      if (result.status === 'in_progress')
        modal.warning(violationWarning(result.violations, integrity.violationBudget));
    }
    if (result.status !== 'in_progress' && !submit) {
      // The server handed the paper in (the budget ran out): nothing more can be saved.
      sync.close();
      if (result.submittedBy === 'violations') message.warning('离开考试页面次数超过上限，系统已自动交卷');
      showResult();
    }
  };
  const status = useSyncExternalStore(sync.subscribe, sync.status);
  const guard = useAnswerAreaGuard(integrity.blockCopyPaste);
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
  if (otherDevice) {
    return (
      <div className={`zx-container ${styles.body}`}>
        <Alert
          type="error"
          showIcon
          message="本次考试已在另一台设备上开始，请在原设备上继续作答"
          description="为保证考试公平，一次考试只能在开始作答的设备上进行。"
        />
      </div>
    );
  }
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
      <IntegrityBar rules={integrity} violations={violations} />
      {online ? null : (
        <div className={styles.offline} role="alert">
          网络已断开：你的作答已保存在本机，恢复网络后会自动同步，请不要关闭页面。
        </div>
      )}
      <div className={`zx-container ${styles.body}`}>
        <main className={styles.paper} {...guard}>
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
                  // The sheet shows answered questions by colour alone; the name says it too.
                  aria-label={`第${question.position}题${isAnswered(answers[question.id] ?? null) ? '，已答' : '，未答'}`}
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
          <p className={styles.notice}>
            {integrity.violationBudget === null
              ? '离开页面、粘贴和退出全屏会被记录，供阅卷老师参考。'
              : `离开考试页面（切换页面、退出全屏）超过 ${integrity.violationBudget} 次将自动交卷；断网不计。`}
          </p>
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
