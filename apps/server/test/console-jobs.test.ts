import { type AdminJob, adminJobList, JOB_KINDS, type Page } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/**
 * The console's job list: every queue the server declares has a Chinese name, the routine sweeps are
 * left out unless asked with the total counted under the same filter, a failed job says why.
 */
// No worker runs: the jobs stay as the test makes them.
const server = serverForThisFile({ JOBS_ENABLED: 'false' });

let admin: SignedInOperator;
beforeAll(async () => {
  admin = await signInAs(server, 'super_admin');
});

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
const list = async (body: object) => {
  const answer = await server.post(adminJobList.path, body, { headers: admin.headers });
  expect(answer.body.code).toBe('00000');
  return answer.body.data as Page<AdminJob>;
};
const insertJob = async (queue: string, state: string, output: object | null = null) => {
  const result = await server.database.db.execute(
    sql`insert into pgboss.job (name, data, state, output) values (${queue}, '{}', ${state}::pgboss.job_state, ${output === null ? null : JSON.stringify(output)}::jsonb) returning id`,
  );
  return String(rowsOf(result)[0]?.id);
};

describe('job kinds', () => {
  it('names in Chinese every queue the server declares, and no queue it does not', async () => {
    const declared = rowsOf(
      await server.database.db.execute(
        sql`select name from pgboss.queue where not starts_with(name, '__pgboss__') order by name`,
      ),
    ).map((row) => String(row.name));
    expect(declared.length).toBeGreaterThan(10);
    expect(Object.keys(JOB_KINDS).sort()).toEqual(declared);
    for (const queue of declared) {
      expect(JOB_KINDS[queue]?.name, queue).toMatch(/\p{Script=Han}/u);
      expect(JOB_KINDS[queue]?.description, queue).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe('the job list', () => {
  it('leaves the routine sweeps out unless asked, and counts under the same filter', async () => {
    await server.database.db.execute(sql`delete from pgboss.job where not starts_with(name, '__pgboss__')`);
    for (let sweep = 0; sweep < 30; sweep++) await insertJob('order-expiry-sweep', 'completed');
    const exportId = await insertJob('order-export', 'completed');
    const failedId = await insertJob('media-process', 'failed', { message: 'ffmpeg exited with code 1' });

    const folded = await list({ pageSize: 10 });
    expect(folded.total).toBe(2);
    expect(folded.list.map((job) => job.id).sort()).toEqual([exportId, failedId].sort());

    const all = await list({ pageSize: 10, routine: true });
    expect(all.total).toBe(32);
    expect(all.list).toHaveLength(10);
    const lastPage = await list({ pageSize: 10, pageCurrent: 4, routine: true });
    expect(lastPage.list).toHaveLength(2);

    // Naming a routine queue shows it, switch or not.
    expect((await list({ queue: 'order-expiry-sweep', pageSize: 5 })).total).toBe(30);

    const failed = await list({ state: 'failed' });
    expect(failed.total).toBe(1);
    expect(failed.list[0]).toMatchObject({ id: failedId, error: 'ffmpeg exited with code 1' });
    expect(folded.list.find((job) => job.id === exportId)?.error).toBeNull();
  });

  it('says in Chinese why the queue itself failed a job', async () => {
    const abandoned = await insertJob('order-export', 'failed', {
      message: 'abandoned: the process running it stopped giving signs of life for 60 s',
    });
    const timedOut = await insertJob('order-export', 'failed', {
      message: 'handler execution exceeded 900000ms',
    });
    const errors = new Map(
      (await list({ state: 'failed', queue: 'order-export' })).list.map((job) => [job.id, job.error]),
    );
    expect(errors.get(abandoned)).toBe('运行中断：执行它的进程 60 秒没有响应，已按失败处理');
    expect(errors.get(timedOut)).toBe('运行超时：超过 900 秒未完成');
  });

  it('refuses a malformed filter with its reason, never a 500', async () => {
    const answer = await server.post(adminJobList.path, { state: 'sleeping' }, { headers: admin.headers });
    expect(answer.status).toBe(400);
  });
});
