import type { ExamAnswer, IntegrityEventKind, PaperSaveResult } from '@zhixue/contract';
import type { DatabaseHandle, PreparedStatement } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import type { ExamSite } from './exam-access.js';
import type { ExamEvents } from './exam-events.js';
import { passedOf, secondsLeft } from './paper-view.js';
import { submitAttempt } from './submit-attempt.js';

export interface PaperSave {
  attemptId: number;
  answers: Array<{ questionId: number; answer: ExamAnswer }>;
  events: Array<{ kind: IntegrityEventKind; at: number }>;
  submit: boolean;
}

type SaveOutcome = 'saved' | 'not_found' | 'submitted' | 'due' | 'not_in_paper' | 'wrong_type';

const REFUSALS = {
  not_found: 'EXAM_ATTEMPT_NOT_FOUND',
  submitted: 'EXAM_ALREADY_SUBMITTED',
  not_in_paper: 'EXAM_QUESTION_NOT_IN_PAPER',
  wrong_type: 'EXAM_ANSWER_WRONG_TYPE',
} as const;

/**
 * Saves answers into the learner's own attempt in progress (and the integrity events the page
 * noticed), then submits it when asked. Refused: another learner's attempt or one of another site
 * (not found), a submitted attempt, a save after the deadline (the attempt is submitted with what
 * was saved before), a question not in the attempt, an answer of the wrong shape for its question.
 *
 * A save is the exam engine's hottest write (every answer the page journals comes back within a
 * second), so all of it is one prepared statement (decision 0011), see `SAVE`. Submitting stays
 * the transaction of `submitAttempt`: it happens once per attempt.
 */
export async function savePaper(
  database: Pick<DatabaseHandle, 'db' | 'runPrepared'>,
  events: ExamEvents,
  site: ExamSite,
  session: Session,
  save: PaperSave,
): Promise<PaperSaveResult> {
  // The enterprise endpoint's access makes sure the session has an enterprise; 0 is no one's.
  const owner = site === 'enterprise' ? (session.entId ?? 0) : null;
  const [row] = await database.runPrepared(SAVE, [
    save.attemptId,
    session.userId,
    owner,
    JSON.stringify(save.answers),
    save.events.map((event) => event.kind),
    save.events.map((event) => event.at),
  ]);
  const outcome = row?.outcome as SaveOutcome;
  if (outcome === 'due') {
    await submitAttempt(database.db, events, save.attemptId, 'deadline');
    throw new AppError('EXAM_TIME_UP');
  }
  if (outcome !== 'saved') throw new AppError(REFUSALS[outcome]);
  const exam = { passScore: Number(row?.pass_score) };

  if (save.submit) {
    const submitted = await submitAttempt(database.db, events, save.attemptId, 'learner');
    if (!submitted) throw new AppError('EXAM_ALREADY_SUBMITTED');
    return {
      attemptId: submitted.id,
      status: submitted.status,
      remainingSeconds: secondsLeft(submitted),
      score: submitted.status === 'graded' ? submitted.score : null,
      passed: passedOf(exam, submitted),
    };
  }
  const saved = { status: 'in_progress', deadlineAt: new Date(Number(row?.deadline_ms)) } as const;
  return {
    attemptId: save.attemptId,
    status: saved.status,
    remainingSeconds: secondsLeft(saved),
    score: null,
    passed: null,
  };
}

/**
 * One save as one statement: `attempt` locks the attempt's row (`for update`, as a submission's
 * conditional UPDATE does first), so a save and a submission never interleave: a submission
 * committed while the save waited is seen by the lock, and a later one waits for the save. Only the
 * learner's own attempt of an exam of this site is found ($3: the session's enterprise, or null on
 * the main site). Each answer is checked against the attempt's own item: a question of the attempt,
 * choices among that item's option tokens (one at most for single choice and true/false, no token
 * twice for multiple choice), no more blanks than the key has, text for a short answer. Only when
 * everything holds are the answers written (the last one given for a question wins) and the events
 * inserted, their time held within the attempt's span. The first refusal, in the order of the
 * `case`, is what the caller reports.
 *
 * The answers travel as one JSON array and the events as one array per column, so the text never
 * changes and is planned once per connection.
 */
const SAVE: PreparedStatement = {
  name: 'exam_paper_save',
  text: `
    with attempt as (
      select a.id, a.status, a.deadline_at <= now() as due, a.started_at, a.deadline_at, e.pass_score
      from exam_attempts a join exams e on e.id = a.exam_id
      where a.id = $1 and a.user_id = $2 and e.ent_id is not distinct from $3::int
      for update of a
    ),
    given as (
      select (entry->>'questionId')::int as question_id, entry->'answer' as answer, position
      from jsonb_array_elements($4::jsonb) with ordinality as given (entry, position)
    ),
    judged as (
      select g.question_id, g.answer, g.position, i.question_id is not null as in_paper,
        case
          when g.answer ? 'choices' then
            q.type in ('single', 'multiple', 'judge')
            and (select coalesce(jsonb_agg(o->'token'), '[]') from jsonb_array_elements(i.options) o)
              @> (g.answer->'choices')
            and case when q.type = 'multiple'
              then (select count(distinct c) = count(*) from jsonb_array_elements(g.answer->'choices') c)
              else jsonb_array_length(g.answer->'choices') <= 1 end
          when g.answer ? 'blanks' then
            q.type = 'fill'
            and jsonb_array_length(g.answer->'blanks') <= coalesce(jsonb_array_length(q.key->'blanks'), 0)
          else q.type = 'short'
        end as fits
      from given g
      left join attempt_items i on i.attempt_id = $1 and i.question_id = g.question_id
      left join questions q on q.id = i.question_id
    ),
    verdict as (
      select case
          when a.id is null then 'not_found'
          when a.status <> 'in_progress' then 'submitted'
          when a.due then 'due'
          when exists (select from judged where not in_paper) then 'not_in_paper'
          when exists (select from judged where not fits) then 'wrong_type'
          else 'saved'
        end as outcome
      from (select) as one left join attempt a on true
    ),
    saved as (
      update attempt_items i set answer = latest.answer, saved_at = now()
      from (
        select distinct on (question_id) question_id, answer from judged order by question_id, position desc
      ) latest, verdict
      where verdict.outcome = 'saved' and i.attempt_id = $1 and i.question_id = latest.question_id
      returning 1
    ),
    noted as (
      insert into attempt_events (attempt_id, kind, at)
      select a.id, n.kind,
        to_timestamp(least(extract(epoch from now()), greatest(extract(epoch from a.started_at), n.at / 1000)))
      from unnest($5::text[], $6::float8[]) as n (kind, at), attempt a, verdict
      where verdict.outcome = 'saved'
      returning 1
    )
    select v.outcome, a.pass_score, (extract(epoch from a.deadline_at) * 1000)::float8 as deadline_ms
    from verdict v left join attempt a on true`,
};
