import type { AttemptPaper } from '@zhixue/contract';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle, SqlResult } from '../src/platform/db/index.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { spawnTsx } from './child-process.js';
import { type ApiClient, apiClient, testDatabase } from './harness.js';
import { type LoggedIn, loginWithAccount } from './login-helpers.js';

const CANDIDATES = 200;
/**
 * The exam closes this long after the candidates are ready: every deadline falls after the restart,
 * however slow the machine. Once the restarted process is up, the clock jumps to a few seconds
 * before the deadlines (DUE_AFTER_JUMP_SECONDS), rather than the test waiting the rest of it out.
 */
const CLOSES_AFTER_SECONDS = 150;
const DUE_AFTER_JUMP_SECONDS = 3;

/** A server process (src/main.ts) on the database at `url`, until it is killed. */
function startServer(url: string) {
  const { child, exited, output } = spawnTsx('src/main.ts', {
    DATABASE_URL: url,
    PORT: '0',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'info',
    JOBS_POLL_SECONDS: '1',
  });
  const ready = vi
    .waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
        const url = /open (http:\/\/\S+)\//.exec(output())?.[1];
        if (!url) throw new Error('not running yet');
        return url;
      },
      { timeout: 120_000, interval: 200 },
    )
    .then((baseUrl) => apiClient(baseUrl));
  return { child, exited, ready };
}

async function rows<T>(database: DatabaseHandle, text: string, values: unknown[] = []): Promise<T[]> {
  return ((await database.executeSql(text, values)) as SqlResult).rows as T[];
}

/** Runs `work` over `items`, at most `parallel` at once. */
async function inTurns<T, R>(items: T[], parallel: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

interface Candidate {
  who: LoggedIn;
  server: ApiClient;
  attemptId: number;
  shortQuestionId: number;
}

interface Acknowledged {
  attemptId: number;
  questionId: number;
  text: string;
}

describe('an exam with many candidates across a crash', () => {
  it('keeps every acknowledged answer and fires every deadline once, with two server processes', async (context) => {
    context.skip(
      !process.env.DATABASE_URL,
      'needs PostgreSQL: an embedded PGlite database belongs to one process (its data folder is locked), so two server processes cannot share it',
    );
    const store = await testDatabase();
    const database = await store.open();
    const url = store.url as string;
    const servers: Array<ReturnType<typeof startServer>> = [];
    try {
      // One process migrates and seeds first; the second joins the ready database.
      servers.push(startServer(url));
      const first = await (servers[0] as ReturnType<typeof startServer>).ready;
      servers.push(startServer(url));
      const second = await (servers[1] as ReturnType<typeof startServer>).ready;

      const added = await rows<{ account: string }>(
        database,
        `insert into users (account, password_hash, nickname, avatar)
         select 'restartcandidate' || g, seeded.password_hash, '考生' || g, seeded.avatar
         from generate_series(1, $1::int) g, (select password_hash, avatar from users where account = 'hdzz001') seeded
         returning account`,
        [CANDIDATES],
      );
      const people = await inTurns(added, 8, async ({ account }, index) => {
        const server = index % 2 === 0 ? first : second;
        return { server, who: await loginWithAccount(server, account, DEMO_PASSWORD) };
      });
      const [exam] = await rows<{ id: number }>(
        database,
        `insert into exams (name, paper_id, opens_at, closes_at, time_limit_seconds, pass_score)
         values ('断电演练考试', 1, now() - interval '1 minute', now() + $1 * interval '1 second', 7200, 60)
         returning id`,
        [CLOSES_AFTER_SECONDS],
      );
      const candidates: Candidate[] = await inTurns(people, 20, async ({ server, who }) => {
        const started = await server.post(
          '/api/front/exam/paper/detail',
          { id: exam?.id },
          { headers: who.headers },
        );
        const paper = started.body.data as AttemptPaper;
        const short = paper.questions.find((question) => question.type === 'short');
        return { who, server, attemptId: paper.attemptId, shortQuestionId: short?.id ?? 0 };
      });
      expect(new Set(candidates.map((candidate) => candidate.attemptId)).size).toBe(CANDIDATES);

      const acknowledged: Acknowledged[] = [];
      const save = async (candidate: Candidate, text: string) => {
        const answer = await candidate.server
          .post(
            '/api/front/exam/paper/save',
            {
              attemptId: candidate.attemptId,
              answers: [{ questionId: candidate.shortQuestionId, answer: { text } }],
            },
            { headers: candidate.who.headers },
          )
          .catch(() => null);
        if (answer?.body.code === '00000') {
          acknowledged.push({ attemptId: candidate.attemptId, questionId: candidate.shortQuestionId, text });
        }
      };
      await inTurns(candidates, 40, (candidate, index) => save(candidate, `第一次作答 ${index}`));
      expect(acknowledged).toHaveLength(CANDIDATES);

      // The second round of saves is under way on both processes when the first one is killed.
      const secondRound = Promise.all(
        candidates.map((candidate, index) => save(candidate, `第二次作答 ${index}`)),
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      const killed = servers[0] as ReturnType<typeof startServer>;
      killed.child.kill('SIGKILL');
      await killed.exited;
      await secondRound;
      servers.push(startServer(url));
      await (servers[2] as ReturnType<typeof startServer>).ready;

      // Every acknowledged answer is there: the latest acknowledged one of each attempt.
      const latest = new Map<number, Acknowledged>();
      for (const ack of acknowledged) latest.set(ack.attemptId, ack);
      const stored = await rows<{ attempt_id: number; text: string }>(
        database,
        `select attempt_id, answer->>'text' as text from attempt_items
         where attempt_id = any($1::int[]) and question_id = any($2::int[])`,
        [[...latest.keys()], [...new Set(candidates.map((candidate) => candidate.shortQuestionId))]],
      );
      const storedText = new Map(stored.map((row) => [row.attempt_id, row.text]));
      for (const ack of latest.values()) {
        const text = storedText.get(ack.attemptId);
        // A save sent after the acknowledged one may have committed without its answer arriving.
        expect([ack.text, ack.text.replace('第一次', '第二次')]).toContain(text);
      }

      // The clock jumps: every deadline, and the start of every deadline job waiting for it, moves
      // to a few seconds from now, as if the rest of the exam's time had passed.
      await rows(
        database,
        `update exam_attempts set deadline_at = now() + $2 * interval '1 second' where exam_id = $1`,
        [exam?.id, DUE_AFTER_JUMP_SECONDS],
      );
      await rows(
        database,
        `update pgboss.job set start_after = now() + $1 * interval '1 second'
         where name = 'exam-deadline' and state in ('created', 'retry')`,
        [DUE_AFTER_JUMP_SECONDS],
      );

      // Every deadline fires once: each attempt submitted at its deadline by exactly one job run.
      await vi.waitFor(
        async () => {
          const open = await rows(database, `select id from exam_attempts where status = 'in_progress'`);
          expect(open).toHaveLength(0);
        },
        { timeout: 120_000, interval: 1000 },
      );
      const submitted = await rows<{ submitted_by: string }>(
        database,
        `select submitted_by from exam_attempts where exam_id = $1`,
        [exam?.id],
      );
      expect(submitted.every((row) => row.submitted_by === 'deadline')).toBe(true);
      const fired = await rows<{ attempt: string; submits: number; runs: number }>(
        database,
        `select data->>'attemptId' as attempt,
           count(*) filter (where state = 'completed' and output->>'submitted' = 'true')::int as submits,
           count(*)::int as runs
         from pgboss.job where name = 'exam-deadline' group by 1`,
      );
      expect(fired).toHaveLength(CANDIDATES);
      expect(fired.filter((job) => job.submits !== 1)).toEqual([]);
      expect(fired.filter((job) => job.runs !== 1)).toEqual([]);
    } finally {
      for (const server of servers) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
      await database.close();
      await store.dispose();
    }
  }, 600_000);
});
