import { ENT_TASK_REMINDER_HOURS } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as examsTables from '../exams/tables.js';
import * as learningTables from '../learning/tables.js';
import { notify, unnotified } from '../messages/index.js';
import { taskLearners } from './admin-tasks.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { entTaskItems, entTasks } = tables;
const { examAttempts, exams } = examsTables;
const { sectionProgress } = learningTables;

export const TASK_REMINDER_QUEUE = 'enterprise-task-reminders';

interface DueReminder {
  user_id: number;
  dedupe_key: string;
  task_id: number;
  task_name: string;
  deadline: string;
}

/**
 * Reminds learners of a task's deadline through the message centre: for each reminder time (24 and
 * 2 hours before), every learner the task reaches who has not finished it, once the time has come
 * and before the deadline. A reminder whose nearer one is due as well is skipped (a task made two
 * hours before its deadline reminds once). The dedupe key
 * `ent-task-reminder:{task}:{hours}:{learner}:{deadline}` makes each reminder exactly once, however
 * often or however many processes sweep; a deadline moved by an edit reminds again against the new
 * one. Nothing is queued ahead: each sweep reads the tasks as they are, so a deleted task, or a
 * learner it no longer reaches, is reminded of nothing more.
 */
export async function sendTaskReminders(db: Database): Promise<number> {
  let written = 0;
  const times = [...ENT_TASK_REMINDER_HOURS].sort((a, b) => b - a);
  for (const [index, hours] of times.entries()) {
    const nearer = times[index + 1];
    const notYetNearer =
      nearer === undefined ? sql`true` : sql`t.deadline_at - ${nearer}::int * interval '1 hour' > now()`;
    const due = await db.execute(
      unnotified(sql`select reached.user_id,
          'ent-task-reminder:' || t.id || ':' || ${hours} || ':' || reached.user_id || ':'
            || extract(epoch from t.deadline_at)::bigint as dedupe_key,
          t.id as task_id, t.name as task_name,
          to_char(t.deadline_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as deadline
        from ${entTasks} t
        cross join lateral ${taskLearners(sql`t.id`, sql`t.ent_id`)} reached
        where t.deadline_at > now()
          and t.deadline_at - ${hours}::int * interval '1 hour' <= now()
          and ${notYetNearer}
          and t.starts_at <= now()
          and exists (select 1 from ${entTaskItems} i
            left join ${courses} c on c.id = i.course_id
            left join ${exams} e on e.id = i.exam_id
            where i.task_id = t.id and (
              (i.course_id is not null and (c.lesson_count = 0 or (select count(*) from ${sectionProgress} p
                where p.user_id = reached.user_id and p.course_id = i.course_id and p.finished = 1) < c.lesson_count))
              or (i.exam_id is not null and not exists (select 1 from ${examAttempts} a
                where a.user_id = reached.user_id and a.exam_id = i.exam_id and a.status = 'graded'
                and a.score >= e.pass_score))))`),
    );
    const reminders = (due as unknown as { rows: DueReminder[] }).rows.map((row) => ({
      userId: row.user_id,
      dedupeKey: row.dedupe_key,
      params: { taskId: row.task_id, taskName: row.task_name, hoursLeft: hours, deadline: row.deadline },
    }));
    written += await notify(db, 'entTaskDueSoon', reminders);
  }
  return written;
}

/** Once a minute across all processes, one sweep at a time; a failed sweep is redone by the next. */
export function scheduleTaskReminders(jobs: Jobs, db: Database): void {
  jobs.define({
    name: TASK_REMINDER_QUEUE,
    cron: '* * * * *',
    singleton: true,
    handler: async () => ({ written: await sendTaskReminders(db) }),
  });
}
