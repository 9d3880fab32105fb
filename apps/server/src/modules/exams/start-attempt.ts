import type { AttemptPaper } from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import type { DeadlineScheduler } from './deadline-job.js';
import { type AttemptItemDraft, draftAttemptItems } from './draw-paper.js';
import type { Sitting } from './exam-access.js';
import { presentPaper, presentRows } from './paper-view.js';
import type { AttemptRow } from './submit-attempt.js';
import * as tables from './tables.js';

const { examAttempts, attemptLog } = tables;

/** The device asking: the id its browser keeps (absent from clients that keep none), and its name. */
export interface AskingDevice {
  id?: string | undefined;
  name: string;
}

/**
 * The paper of the learner's attempt in progress, or of a new one when the exam is open and attempts
 * remain (the sitting's overdue attempts already submitted). The new attempt's deadline is the earlier
 * of now + the time limit and the exam's close; a job is sent to submit it then. Two starts at once
 * make one attempt: the second insert meets the unique index of attempts in progress, does nothing,
 * and resumes the first. The new attempt is bound to the asking device; an attempt in progress is
 * resumed on that device only (another is refused, and the refusal logged for the grader), so one
 * attempt is never sat on two devices at once.
 */
export async function startOrResume(
  db: Database,
  scheduleDeadline: DeadlineScheduler,
  { exam, attempts }: Sitting,
  userId: number,
  device: AskingDevice,
): Promise<AttemptPaper> {
  const open = attempts.find((attempt) => attempt.status === 'in_progress');
  if (open) {
    if (open.deviceId !== null && open.deviceId !== device.id) {
      await db
        .insert(attemptLog)
        .values({ attemptId: open.id, kind: 'other_device', deviceName: device.name });
      throw new AppError('EXAM_OTHER_DEVICE');
    }
    return presentPaper(db, exam, open);
  }
  const now = Date.now();
  if (now < exam.opensAt.getTime())
    throw new AppError('EXAM_NOT_OPEN', { date: formatChinaTime(exam.opensAt) });
  if (now >= exam.closesAt.getTime()) throw new AppError('EXAM_CLOSED');
  if (attempts.length >= exam.attemptsAllowed) throw new AppError('EXAM_ATTEMPTS_USED');

  const drafts = await draftAttemptItems(db, exam.paperId, {
    questions: exam.shuffleQuestions,
    options: exam.shuffleOptions,
  });
  const limitEnds =
    exam.timeLimitSeconds === null ? Number.POSITIVE_INFINITY : now + exam.timeLimitSeconds * 1000;
  const started = {
    examId: exam.id,
    userId,
    attemptNo: attempts.length + 1,
    startedAt: new Date(now),
    deadlineAt: new Date(Math.min(limitEnds, exam.closesAt.getTime())),
    totalScore: drafts.reduce((sum, draft) => sum + draft.score, 0),
    deviceId: device.id ?? null,
    deviceName: device.name,
  };
  const id = await insertAttempt(db, started, drafts);
  if (id === undefined) {
    const [raced] = await db
      .select()
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.userId, userId),
          eq(examAttempts.examId, exam.id),
          eq(examAttempts.status, 'in_progress'),
        ),
      );
    if (!raced) throw new AppError('EXAM_ATTEMPTS_USED');
    return presentPaper(db, exam, raced);
  }
  await scheduleDeadline(id, started.deadlineAt);
  const attempt: AttemptRow = {
    ...started,
    id,
    status: 'in_progress',
    submittedAt: null,
    submittedBy: null,
    gradedAt: null,
    score: null,
    announcedAt: null,
    violations: 0,
  };
  return presentRows(
    exam,
    attempt,
    drafts.map(({ shown, ...item }) => ({
      ...shown,
      item: { ...item, answer: null, awarded: null, comment: null },
    })),
    attempt.attemptNo,
  );
}

/**
 * The attempt and its questions in one statement (atomic without a transaction's extra round trips,
 * which count when thousands of candidates start at once). Answers the new attempt's id, or undefined
 * when an attempt of the learner is in progress already.
 */
async function insertAttempt(
  db: Database,
  attempt: Pick<
    AttemptRow,
    'examId' | 'userId' | 'attemptNo' | 'startedAt' | 'deadlineAt' | 'totalScore' | 'deviceId' | 'deviceName'
  >,
  drafts: AttemptItemDraft[],
): Promise<number | undefined> {
  const items = drafts.map((draft) => ({
    question_id: draft.questionId,
    position: draft.position,
    score: draft.score,
    options: draft.options,
  }));
  const result = await db.execute(sql`
    with attempt as (
      insert into exam_attempts (exam_id, user_id, attempt_no, started_at, deadline_at, total_score,
        device_id, device_name)
      values (${attempt.examId}, ${attempt.userId}, ${attempt.attemptNo},
        ${attempt.startedAt.toISOString()}::timestamptz, ${attempt.deadlineAt.toISOString()}::timestamptz,
        ${attempt.totalScore}, ${attempt.deviceId}, ${attempt.deviceName})
      on conflict do nothing
      returning id
    ), items as (
      insert into attempt_items (attempt_id, question_id, position, score, options)
      select attempt.id, item.question_id, item.position, item.score, item.options
      from attempt cross join jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
        as item(question_id integer, position integer, score integer, options jsonb)
    )
    select id from attempt`);
  const [row] = (result as unknown as { rows: Array<{ id: number }> }).rows;
  return row?.id;
}
