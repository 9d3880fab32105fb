import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { campFixtures } from './camp-support.js';
import { serverForThisFile } from './harness.js';
import { phoneNumbers } from './login-helpers.js';
import { demoOperator, type SignedInOperator, signInAs } from './operator-helpers.js';

/**
 * A term board's export: a job writes the term's learners in rank order to an .xlsx, which only the
 * operator who asked fetches through the console; phones masked unless the role sees them.
 */
const server = serverForThisFile();
const db = () => server.database.db;
const { insertTerm, enrol } = campFixtures(server);
const { trainingUsers, users } = tables;

const HEADERS = ['排名', '学员', '手机号', '用户ID', '学习进度(%)', '报名时间'];
/** A nickname a spreadsheet would run if it were written as a formula. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","点我")';

let trainer: SignedInOperator;
let admin: SignedInOperator;
beforeAll(async () => {
  [trainer, admin] = [await signInAs(server, 'trainer'), await signInAs(server, 'super_admin')];
});

const call = (who: SignedInOperator, path: string, body: object) =>
  server.post(`/api/admin/camps/term/${path}`, body, { headers: who.headers });

interface Learner {
  userId: number;
  nickname: string;
  mobile: string;
}

const nextPhone = phoneNumbers('1391977');

/** A learner made straight in the database, enrolled with the given progress reached at `at`. */
async function learnerWith(termId: number, nickname: string, progress: number, at: string): Promise<Learner> {
  const mobile = nextPhone();
  const [user] = await db()
    .insert(users)
    .values({ nickname, mobile, avatar: '/avatar.png' })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  const trainingUserId = await enrol(user.id, termId);
  await db()
    .update(trainingUsers)
    .set({ progress, progressAt: new Date(at) })
    .where(sql`${trainingUsers.id} = ${trainingUserId}`);
  return { userId: user.id, nickname, mobile };
}

async function finished(
  who: SignedInOperator,
  jobId: string,
): Promise<{ state: string; rows: number | null }> {
  for (let tries = 0; tries < 150; tries++) {
    const answer = await call(who, 'export/state', { jobId });
    expect(answer.body.code).toBe('00000');
    const state = answer.body.data as { state: string; rows: number | null };
    if (state.state === 'done' || state.state === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`export ${jobId} did not finish`);
}

/** Starts an export as `who`, waits for its job and reads the file back with exceljs. */
async function exportRows(who: SignedInOperator, termId: number) {
  const started = await call(who, 'export', { termId });
  expect(started.body.code).toBe('00000');
  const { jobId } = started.body.data as { jobId: string };
  expect(await finished(who, jobId)).toMatchObject({ state: 'done' });
  const file = await call(who, 'export/file', { jobId });
  expect(file.body.code).toBe('00000');
  const { fileName, fileBase64 } = file.body.data as { fileName: string; fileBase64: string };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(fileBase64, 'base64') as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('学员进度');
  if (!sheet) throw new Error('no 学员进度 sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { jobId, fileName, rows, sheet };
}

describe('a term board’s export', () => {
  let termId: number;
  let learners: Record<'first' | 'second' | 'formula' | 'idle', Learner>;
  beforeAll(async () => {
    termId = await insertTerm({ name: '导出期', startDate: '2030-01-10', endDate: '2030-02-10' });
    // Two at 80%: the one who got there first ranks first, whatever the order they enrolled in.
    learners = {
      second: await learnerWith(termId, '后到八十', 80, '2026-11-20T10:00:00+08:00'),
      first: await learnerWith(termId, '先到八十', 80, '2026-11-19T10:00:00+08:00'),
      idle: await learnerWith(termId, '未开始', 0, '2026-11-18T10:00:00+08:00'),
      formula: await learnerWith(termId, FORMULA_NAME, 30, '2026-11-18T10:00:00+08:00'),
    };
  });

  it('writes every learner in rank order, phones masked for a role without learners.phone', async () => {
    const { rows, fileName, sheet } = await exportRows(trainer, termId);
    expect(fileName).toBe('导出期-学员进度.xlsx');
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(5);
    const { first, second, formula, idle } = learners;
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3], row[4]])).toEqual([
      [1, first.nickname, first.userId, 80],
      [2, second.nickname, second.userId, 80],
      [3, formula.nickname, formula.userId, 30],
      [4, idle.nickname, idle.userId, 0],
    ]);
    for (const [index, learner] of [first, second, formula, idle].entries()) {
      const phone = String(rows[index + 1]?.[2]);
      expect(phone).toBe(`${learner.mobile.slice(0, 3)}****${learner.mobile.slice(-4)}`);
    }
    expect(rows.slice(1).every((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(row[5])))).toBe(
      true,
    );
    // The formula-like nickname is a text cell, not a formula the spreadsheet would run.
    const cell = sheet.getRow(4).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(FORMULA_NAME);
  }, 60_000);

  it('shows phones to a role with learners.phone, and keeps the file its maker’s', async () => {
    const { rows, jobId } = await exportRows(admin, termId);
    expect(rows[1]?.[2]).toBe(learners.first.mobile);
    // The trainer may read the board, but not another operator's export.
    expect((await call(trainer, 'export/state', { jobId })).body.reason).toBe('CAMP_EXPORT_NOT_FOUND');
    expect((await call(trainer, 'export/file', { jobId })).body.reason).toBe('CAMP_EXPORT_NOT_FOUND');
    const audited = await db().execute(
      sql`select count(*)::int as n from audit_log where entity = 'camp_term_export' and entity_id = ${jobId}`,
    );
    expect((audited as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  }, 60_000);

  it('answers the export still being made instead of starting another', async () => {
    const operator = await db().execute(
      sql`select id from operators where account = ${demoOperator('trainer').account}`,
    );
    const operatorId = (operator as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
    // One waiting for later, as the queue holds it: no worker takes it before the assertions.
    const waiting = await db().execute(sql`
      insert into pgboss.job (name, data, state, singleton_key, start_after, policy)
      values ('camp-term-export', ${JSON.stringify({ operatorId, termId, showPhones: false })}::jsonb,
        'created', ${`${operatorId}:${termId}`}, now() + interval '1 hour', 'stately')
      returning id`);
    const waitingId = String((waiting as unknown as { rows: Array<{ id: string }> }).rows[0]?.id);
    try {
      const again = await call(trainer, 'export', { termId });
      expect(again.body.data).toEqual({ jobId: waitingId });
      expect((await call(trainer, 'export/state', { jobId: waitingId })).body.data).toEqual({
        state: 'waiting',
        rows: null,
      });
      expect((await call(trainer, 'export/file', { jobId: waitingId })).body.reason).toBe(
        'CAMP_EXPORT_NOT_READY',
      );
      // Another operator's export of the same term is theirs: a job of its own.
      const other = await call(admin, 'export', { termId });
      expect((other.body.data as { jobId: string }).jobId).not.toBe(waitingId);
      await finished(admin, (other.body.data as { jobId: string }).jobId);
    } finally {
      await db().execute(sql`delete from pgboss.job where id = ${waitingId}::uuid`);
    }
  }, 60_000);

  it('makes one export of two requests that cross', async (context) => {
    context.skip(
      server.database.kind !== 'postgres',
      'PGlite runs one transaction at a time: two requests cannot cross',
    );
    const crossedTermId = await insertTerm({
      name: '并发导出期',
      startDate: '2030-03-01',
      endDate: '2030-04-01',
    });
    const operator = await db().execute(
      sql`select id from operators where account = ${demoOperator('trainer').account}`,
    );
    const operatorId = (operator as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
    // The first request, held open after its send: its job is not visible to the second until it commits.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = (_id: string) => {};
    const firstSent = new Promise<string>((resolve) => {
      sent = resolve;
    });
    const first = db().transaction(async (tx) => {
      const job = await tx.execute(sql`
        insert into pgboss.job (name, data, state, singleton_key, policy)
        values ('camp-term-export', ${JSON.stringify({ operatorId, termId: crossedTermId, showPhones: false })}::jsonb,
          'created', ${`${operatorId}:${crossedTermId}`}, 'stately')
        returning id`);
      sent(String((job as unknown as { rows: Array<{ id: string }> }).rows[0]?.id));
      await released;
    });
    const firstId = await firstSent;
    const second = call(trainer, 'export', { termId: crossedTermId });
    // The second request's send waits on the first's uncommitted job of the same key.
    try {
      await expect
        .poll(
          async () => {
            const waiting = await db().execute(sql`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`);
            return (waiting as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
          },
          { timeout: 10_000, interval: 50 },
        )
        .toBe(1);
    } finally {
      release();
      await first;
    }
    expect((await second).body).toMatchObject({ code: '00000', data: { jobId: firstId } });
    expect(await finished(trainer, firstId)).toMatchObject({ state: 'done', rows: 0 });
  }, 60_000);

  it('refuses a role without camps.read, an unknown term and a job that is no term export', async () => {
    const finance = await signInAs(server, 'finance');
    for (const [path, body] of [
      ['export', { termId }],
      ['export/state', { jobId: '00000000-0000-4000-8000-000000000000' }],
      ['export/file', { jobId: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const refused = await call(finance, path, body);
      expect(refused.status).toBe(403);
      expect(refused.body.reason).toBe('OPERATOR_FORBIDDEN');
    }
    expect((await call(trainer, 'export', { termId: 999_999 })).body.reason).toBe('CAMP_TERM_NOT_FOUND');
    const sweep = await db().execute(
      sql`insert into pgboss.job (name, data, state) values ('order-expiry-sweep', '{}', 'completed') returning id`,
    );
    const sweepId = String((sweep as unknown as { rows: Array<{ id: string }> }).rows[0]?.id);
    expect((await call(trainer, 'export/state', { jobId: sweepId })).body.reason).toBe(
      'CAMP_EXPORT_NOT_FOUND',
    );
    expect((await call(trainer, 'export/state', { jobId: 'not-a-job' })).status).toBe(400);
  });
});
