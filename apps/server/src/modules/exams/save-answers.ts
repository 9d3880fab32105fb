import type { ExamAnswer, PageEventKind, PaperSaveResult } from '@zhixue/contract';
import {
  createGroupCommit,
  type DatabaseHandle,
  isTransientDatabaseError,
  type PreparedStatement,
} from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import type { ExamSite } from './exam-access.js';
import type { ExamEvents } from './exam-events.js';
import { passedOf, secondsLeft } from './paper-view.js';
import { submitAttempt } from './submit-attempt.js';

export interface PaperSave {
  attemptId: number;
  /** The saving device's own id (absent from clients that keep none). */
  deviceId?: string | undefined;
  answers: Array<{ questionId: number; answer: ExamAnswer }>;
  events: Array<{ kind: PageEventKind; at: number }>;
  submit: boolean;
}

/** One save as the group commit writes it: who saves, into which site's exams, and what. */
export interface QueuedSave extends PaperSave {
  userId: number;
  /** The session's enterprise on the enterprise site, null on the main site. */
  owner: number | null;
  /** The saving device in words, logged for the grader when the save is refused as another device's. */
  deviceName: string;
}

type SaveOutcome =
  | 'saved'
  | 'not_found'
  | 'submitted'
  | 'other_device'
  | 'due'
  | 'not_in_paper'
  | 'wrong_type';

/** What the statement answers for one save, or why the database could not take it. */
type SaveVerdict =
  | {
      outcome: SaveOutcome;
      passScore: number;
      deadlineMs: number;
      /** Times the page was left, this save's events counted. */
      violations: number;
      violationBudget: number | null;
    }
  | { outcome: 'failed'; error: unknown };

const REFUSALS = {
  not_found: 'EXAM_ATTEMPT_NOT_FOUND',
  submitted: 'EXAM_ALREADY_SUBMITTED',
  other_device: 'EXAM_OTHER_DEVICE',
  not_in_paper: 'EXAM_QUESTION_NOT_IN_PAPER',
  wrong_type: 'EXAM_ANSWER_WRONG_TYPE',
} as const;

type RunPrepared = DatabaseHandle['runPrepared'];

/**
 * Saves answers into the learner's own attempt in progress (and the integrity events the page
 * noticed), then submits it when asked, or when its events used up the exam's violation budget
 * (the server's count of the events it received: a page that never asks is submitted all the same).
 * Refused: another learner's attempt or one of another site (not found), a submitted attempt, a
 * save from a device other than the one the attempt was started on, a save after the deadline (the
 * attempt is submitted with what was saved before), a question not in the attempt, an answer of the
 * wrong shape for its question.
 *
 * A save is the exam engine's hottest write (every answer the page journals comes back within a
 * second, and a whole exam's candidates start together), so saves go through a group commit
 * (decision 0025): the saves that arrive together are checked and written by one prepared statement
 * (`SAVE`, decision 0011), each with its own verdict, and each request is answered only once that
 * statement has committed. Submitting stays the transaction of `submitAttempt`: it happens once
 * per attempt.
 */
export function createPaperSaver(
  database: Pick<DatabaseHandle, 'db' | 'runPrepared' | 'kind'>,
  events: ExamEvents,
) {
  const commits = createGroupCommit<QueuedSave, SaveVerdict>({
    // As for heartbeats (decision 0009): what arrived in one turn of the event loop is one batch,
    // and the next gathers while it is written. A save checks its attempt, paper and options in the
    // statement, which costs the database more than merging a heartbeat: on PostgreSQL two batches
    // overlap (one being planned and checked while the other commits); PGlite runs one at a time.
    maxBatch: 200,
    maxWaitMs: 0,
    maxInFlight: database.kind === 'postgres' ? 2 : 1,
    // Two saves of one attempt never share a statement: the later one waits for the next batch,
    // so an attempt's saves are written in the order they came.
    keyOf: (save) => String(save.attemptId),
    write: (saves) => writeSaves(database.runPrepared, saves),
  });

  async function savePaper(
    site: ExamSite,
    session: Session,
    save: PaperSave,
    deviceName: string,
  ): Promise<PaperSaveResult> {
    // The enterprise endpoint's access makes sure the session has an enterprise; 0 is no one's.
    const owner = site === 'enterprise' ? (session.entId ?? 0) : null;
    const verdict = await commits.submit({ ...save, userId: session.userId, owner, deviceName });
    if (verdict.outcome === 'failed') throw verdict.error;
    if (verdict.outcome === 'due') {
      await submitAttempt(database.db, events, save.attemptId, 'deadline');
      throw new AppError('EXAM_TIME_UP');
    }
    if (verdict.outcome !== 'saved') throw new AppError(REFUSALS[verdict.outcome]);

    const overBudget = verdict.violationBudget !== null && verdict.violations > verdict.violationBudget;
    if (save.submit || overBudget) {
      const by = overBudget ? 'violations' : 'learner';
      const submitted = await submitAttempt(database.db, events, save.attemptId, by);
      if (!submitted) throw new AppError('EXAM_ALREADY_SUBMITTED');
      return {
        attemptId: submitted.id,
        status: submitted.status,
        remainingSeconds: secondsLeft(submitted),
        score: submitted.status === 'graded' ? submitted.score : null,
        passed: passedOf({ passScore: verdict.passScore }, submitted),
        violations: verdict.violations,
        submittedBy: by,
      };
    }
    const saved = { status: 'in_progress', deadlineAt: new Date(verdict.deadlineMs) } as const;
    return {
      attemptId: save.attemptId,
      status: saved.status,
      remainingSeconds: secondsLeft(saved),
      score: null,
      passed: null,
      violations: verdict.violations,
      submittedBy: null,
    };
  }

  return { savePaper, drain: commits.drain };
}

/**
 * Writes a batch of saves (at most one per attempt) and answers each one's verdict, in order. The
 * statement is atomic, so a batch the database refuses as a whole wrote nothing: unless the
 * database itself is unreachable, each save is then written alone, so that one save the database
 * cannot take fails alone and the others are still saved. Nothing is retried after a lost
 * connection: a save whose commit is unknown fails, and the page's journal sends it again.
 */
export async function writeSaves(run: RunPrepared, saves: QueuedSave[]): Promise<SaveVerdict[]> {
  try {
    return await runSaves(run, saves);
  } catch (error) {
    if (saves.length === 1 || isTransientDatabaseError(error)) throw error;
    const alone = await Promise.allSettled(saves.map((save) => runSaves(run, [save])));
    return alone.map((outcome) =>
      outcome.status === 'fulfilled'
        ? (outcome.value[0] as SaveVerdict)
        : { outcome: 'failed', error: outcome.reason },
    );
  }
}

async function runSaves(run: RunPrepared, saves: QueuedSave[]): Promise<SaveVerdict[]> {
  const rows = await run(SAVE, [
    saves.map((save) => save.attemptId),
    saves.map((save) => save.userId),
    saves.map((save) => save.owner),
    JSON.stringify(saves.map((save) => save.answers)),
    saves.flatMap((save, index) => save.events.map(() => index + 1)),
    saves.flatMap((save) => save.events.map((event) => event.kind)),
    saves.flatMap((save) => save.events.map((event) => event.at)),
    saves.map((save) => save.deviceId ?? null),
    saves.map((save) => save.deviceName),
  ]);
  const verdicts = new Map(rows.map((row) => [Number(row.n), row]));
  return saves.map((_, index) => {
    const row = verdicts.get(index + 1);
    if (!row) throw new Error(`exam save ${index + 1} of its batch got no verdict`);
    return {
      outcome: row.outcome as SaveOutcome,
      passScore: Number(row.pass_score),
      deadlineMs: Number(row.deadline_ms),
      violations: Number(row.violations ?? 0),
      violationBudget: row.violation_budget === null ? null : Number(row.violation_budget),
    };
  });
}

/**
 * A batch of saves as one statement, each save `n` (its place in the batch) judged on its own.
 * `attempt` locks the attempts' rows in id order (`for update`, as a submission's conditional
 * UPDATE does first; the order keeps batches of two server processes from deadlocking), so a save
 * and a submission never interleave: a submission committed while the save waited is seen by the
 * lock, and a later one waits for the save. Only the learner's own attempt of an exam of this site
 * is found (`owner`: the session's enterprise, or null on the main site). An attempt bound to a
 * device at its start takes saves from that device only; a refusal is logged with the other
 * device's name. Each answer is checked
 * against its attempt's own item: a question of the attempt, choices among that item's option
 * tokens (one at most for single choice and true/false, no token twice for multiple choice), no
 * more blanks than the key has, text for a short answer. Only a save whose every check holds has
 * its answers written (the last one given for a question wins) and its events inserted, their time
 * held within the attempt's span; the events that left the exam page (`blur`, `fullscreen_exit`)
 * are added to the attempt's violation count, and a save that changed answers is logged with how
 * many for the grader's timeline. A save's first refusal, in the order of the `case`, is its
 * verdict; the others of the batch are not affected by it.
 *
 * The saves travel as one array per column and their answers as one JSON array (an array of
 * answers per save), so the text never changes and is planned once per connection.
 */
const SAVE: PreparedStatement = {
  name: 'exam_paper_save_batch',
  text: `
    with save as (
      select * from unnest($1::int[], $2::int[], $3::int[], $8::text[], $9::text[]) with ordinality
        as s (attempt_id, user_id, owner, device_id, device_name, n)
    ),
    attempt as (
      select s.n, a.id, a.status, a.deadline_at <= now() as due, a.started_at, a.deadline_at, e.pass_score,
        a.device_id is not null and a.device_id is distinct from s.device_id as other_device,
        a.violations, e.violation_budget
      from save s
      join exam_attempts a on a.id = s.attempt_id and a.user_id = s.user_id
      join exams e on e.id = a.exam_id and e.ent_id is not distinct from s.owner
      order by a.id
      for update of a
    ),
    given as (
      select s.n, s.attempt_id, (entry->>'questionId')::int as question_id, entry->'answer' as answer, position
      from jsonb_array_elements($4::jsonb) with ordinality as per_save (answers, n)
      join save s on s.n = per_save.n
      cross join lateral jsonb_array_elements(per_save.answers) with ordinality as given (entry, position)
    ),
    judged as (
      select g.n, g.attempt_id, g.question_id, g.answer, g.position, i.question_id is not null as in_paper,
        case
          when g.answer ? 'choices' then
            i.type in ('single', 'multiple', 'judge')
            and (select coalesce(jsonb_agg(o->'token'), '[]') from jsonb_array_elements(i.options) o)
              @> (g.answer->'choices')
            and case when i.type = 'multiple'
              then (select count(distinct c) = count(*) from jsonb_array_elements(g.answer->'choices') c)
              else jsonb_array_length(g.answer->'choices') <= 1 end
          when g.answer ? 'blanks' then
            i.type = 'fill'
            and jsonb_array_length(g.answer->'blanks') <= coalesce(jsonb_array_length(i.key->'blanks'), 0)
          else i.type = 'short'
        end as fits
      from given g
      -- One index lookup per answer (the limit keeps the subquery a lookup): planned once for every
      -- batch, a join here was planned for the hundred answers per save a JSON array is guessed to
      -- hold, and hashed the whole of attempt_items for a dozen answers.
      left join lateral (
        select i.question_id, i.options, q.type, q.key
        from attempt_items i join questions q on q.id = i.question_id
        where i.attempt_id = g.attempt_id and i.question_id = g.question_id
        limit 1
      ) i on true
    ),
    verdict as (
      select s.n, case
          when a.id is null then 'not_found'
          when a.status <> 'in_progress' then 'submitted'
          when a.other_device then 'other_device'
          when a.due then 'due'
          when exists (select from judged j where j.n = s.n and not j.in_paper) then 'not_in_paper'
          when exists (select from judged j where j.n = s.n and not j.fits) then 'wrong_type'
          else 'saved'
        end as outcome
      from save s left join attempt a on a.n = s.n
    ),
    saved as (
      update attempt_items i set answer = latest.answer, saved_at = now()
      from (
        select distinct on (j.n, j.question_id) j.attempt_id, j.question_id, j.answer
        from judged j join verdict v on v.n = j.n and v.outcome = 'saved'
        order by j.n, j.question_id, j.position desc
      ) latest
      where i.attempt_id = latest.attempt_id and i.question_id = latest.question_id
      returning 1
    ),
    page_event as (
      select e.n, e.kind, e.at from unnest($5::int[], $6::text[], $7::float8[]) as e (n, kind, at)
      join verdict v on v.n = e.n and v.outcome = 'saved'
    ),
    noted as (
      insert into attempt_events (attempt_id, kind, at)
      select a.id, e.kind,
        to_timestamp(least(extract(epoch from now()), greatest(extract(epoch from a.started_at), e.at / 1000)))
      from page_event e join attempt a on a.n = e.n
      returning 1
    ),
    left_page as (
      select e.n, count(*)::int as times from page_event e
      where e.kind in ('blur', 'fullscreen_exit')
      group by e.n
    ),
    counted as (
      update exam_attempts x set violations = x.violations + l.times
      from left_page l join attempt a on a.n = l.n
      where x.id = a.id
      returning 1
    ),
    logged as (
      insert into attempt_log (attempt_id, kind, changed, device_name)
      select a.id, 'save', (select count(distinct j.question_id)::int from judged j where j.n = v.n), null
      from verdict v join attempt a on a.n = v.n
      where v.outcome = 'saved' and exists (select from judged j where j.n = v.n)
      union all
      select a.id, 'other_device', null, s.device_name
      from verdict v join attempt a on a.n = v.n join save s on s.n = v.n
      where v.outcome = 'other_device'
      returning 1
    )
    select v.n, v.outcome, a.pass_score, (extract(epoch from a.deadline_at) * 1000)::float8 as deadline_ms,
      a.violations + coalesce(l.times, 0) as violations, a.violation_budget
    from verdict v left join attempt a on a.n = v.n left join left_page l on l.n = v.n`,
};
