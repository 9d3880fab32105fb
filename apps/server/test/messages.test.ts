import type { Notice, NoticeCategory, NoticeKind, NoticeParams } from '@zhixue/contract';
import { NOTICE_STREAM_PATH } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTICE_CHANNEL, type NoticeTo, notify, signalLearners } from '../src/modules/messages/index.js';
import { findOrderByNo, fulfilOrder } from '../src/modules/orders/index.js';
import * as tables from '../src/tables.js';
import { type ApiAnswer, serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { openNoticeStream } from './notice-stream-support.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { orderApi, pickPlainCourse } from './orders-support.js';

const server = serverForThisFile({ NOTICE_HEARTBEAT_MS: '200' });
const nextPhone = phoneNumbers('1391400');

const ok = async <T>(answer: Promise<ApiAnswer>): Promise<T> => {
  const { status, body } = await answer;
  expect({ status, code: body.code, msg: body.msg }).toMatchObject({ status: 200, code: '00000' });
  return body.data as T;
};
const call = (who: LoggedIn, path: string, body: unknown = {}) =>
  server.post(path, body, { headers: who.headers });
const unread = async (who: LoggedIn) =>
  (await ok<{ count: number }>(call(who, '/api/front/training/v2/coursework/comment/notice/count'))).count;
const list = (who: LoggedIn, category: NoticeCategory) =>
  ok<{ list: Notice[]; total: number }>(call(who, '/api/front/message/list', { category }));
const categoryUnread = async (who: LoggedIn) => {
  const rows = await ok<Array<{ category: NoticeCategory; unread: number }>>(
    call(who, '/api/front/message/categories'),
  );
  return Object.fromEntries(rows.map((row) => [row.category, row.unread]));
};
const rowCount = async (table: 'notices' | 'announcements' | 'announcement_reads') => {
  const result = await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
};

let keys = 0;
/** A notice to `who` of an event of its own (`test:n`). */
const noticeTo = <K extends NoticeKind>(who: LoggedIn, params: NoticeParams<K>): NoticeTo<K> => ({
  userId: who.userId,
  dedupeKey: `test:${++keys}`,
  params,
});
const assignment = { assignmentId: 1, assignmentTitle: '结营作业' };
const commented = { ...assignment, excerpt: '点开看看' };
const graded = {
  examId: 1,
  attemptId: 1,
  examName: '结营考试',
  score: 60,
  passed: true,
  site: 'main',
} as const;

let support: Promise<SignedInOperator> | undefined;
/** The support desk broadcasting; signed in once, since a code works once per period. */
async function announce(body: Record<string, unknown> = {}) {
  support ??= signInAs(server, 'support');
  const operator = await support;
  return ok<{ id: number }>(
    server.post(
      '/api/admin/announcement/create',
      {
        title: '平台维护通知',
        body: '今晚 23:00 至 24:00 系统维护。',
        audience: 'all',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        ...body,
      },
      { headers: operator.headers },
    ),
  );
}

describe('notices', () => {
  it('count per category and in total; read one, a category, then all', async () => {
    const learner = await loginWithCode(server, nextPhone());
    expect(await unread(learner)).toBe(0);
    await notify(server.database.db, 'courseworkCommented', noticeTo(learner, commented));
    await notify(server.database.db, 'courseworkCommented', noticeTo(learner, commented));
    await notify(server.database.db, 'courseworkLiked', noticeTo(learner, assignment));
    await notify(server.database.db, 'examGraded', noticeTo(learner, graded));
    expect(await unread(learner)).toBe(4);
    expect(await categoryUnread(learner)).toMatchObject({
      coursework_comment: 2,
      coursework_like: 1,
      exam: 1,
    });

    const comments = await ok<{ list: Notice[]; total: number }>(
      call(learner, '/api/front/training/v2/coursework/user/notice/comment/list'),
    );
    expect(comments.total).toBe(2);
    const [newest] = comments.list;
    expect(newest).toMatchObject({
      category: 'coursework_comment',
      read: false,
      link: '/trainingCamp/work/1',
    });
    const likes = await ok<{ total: number }>(
      call(learner, '/api/front/training/v2/coursework/user/notice/like/list'),
    );
    expect(likes.total).toBe(1);

    const viewed = await ok<{ count: number }>(
      call(learner, '/api/front/training/v2/coursework/user/notice/view', {
        category: 'coursework_comment',
        id: newest?.id,
      }),
    );
    expect(viewed.count).toBe(3);
    expect((await list(learner, 'coursework_comment')).list.map((row) => row.read)).toEqual([true, false]);

    const afterCategory = await ok<{ count: number }>(
      call(learner, '/api/front/message/read-all', { category: 'coursework_comment' }),
    );
    expect(afterCategory.count).toBe(2);
    const afterAll = await ok<{ count: number }>(call(learner, '/api/front/message/read-all'));
    expect(afterAll.count).toBe(0);
    expect(await categoryUnread(learner)).toMatchObject({ coursework_like: 0, exam: 0 });
  });

  it('a key replayed 10 times notifies once, also when an order is fulfilled 10 times at once', async () => {
    const learner = await loginWithCode(server, nextPhone());
    const replayed = noticeTo(learner, { liveTitle: '直播答疑' });
    const written = await Promise.all(
      Array.from({ length: 10 }, () => notify(server.database.db, 'liveCancelled', replayed)),
    );
    expect(written.filter(Boolean)).toHaveLength(1);
    expect((await list(learner, 'live')).total).toBe(1);

    const orders = orderApi(server);
    const courseId = await pickPlainCourse(server, sql`${tables.courses.price} > 0`);
    const order = await orders.save(learner, { id: courseId, type: 1 });
    const pending = await findOrderByNo(server.database.db, order.orderNo);
    if (!pending) throw new Error('the saved order is missing');
    const payment = { channel: 'wx' as const, tradeNo: `T${order.id}` };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => fulfilOrder(server.database.db, pending, payment)),
    );
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    const paid = await list(learner, 'order');
    expect(paid.total).toBe(1);
    expect(paid.list[0]).toMatchObject({ title: '订单支付成功', link: `/course/base/${courseId}` });
  });

  it('another learner can neither read nor mark a notice', async () => {
    const owner = await loginWithCode(server, nextPhone());
    const stranger = await loginWithCode(server, nextPhone());
    await notify(
      server.database.db,
      'certificateIssued',
      noticeTo(owner, { certificateTitle: '结营证书', printedCode: 'ZX-0000-0000-0000-0000' }),
    );
    const [mine] = (await list(owner, 'certificate')).list;
    expect((await list(stranger, 'certificate')).total).toBe(0);
    const refused = await call(stranger, '/api/front/training/v2/coursework/user/notice/view', {
      category: 'certificate',
      id: mine?.id,
    });
    expect({ status: refused.status, code: refused.body.code, msg: refused.body.msg }).toEqual({
      status: 404,
      code: 'A0404',
      msg: '消息不存在',
    });
    await ok(call(stranger, '/api/front/message/read-all'));
    expect(await unread(owner)).toBe(1);
    // The id of another category does not read it either.
    const wrongCategory = await call(owner, '/api/front/training/v2/coursework/user/notice/view', {
      category: 'order',
      id: mine?.id,
    });
    expect(wrongCategory.status).toBe(404);
  });

  it('a visitor is asked to log in', async () => {
    const answer = await server.post('/api/front/training/v2/coursework/comment/notice/count');
    expect(answer.body.code).toBe('A0313');
    const stream = await server.fetch(NOTICE_STREAM_PATH);
    expect(stream.status).toBe(401);
  });
});

const openStream = (who: LoggedIn) => openNoticeStream(server, who);

describe('the notice stream', () => {
  it('hears a notice within a second, heartbeats, and ends on logout', async () => {
    const learner = await loginWithCode(server, nextPhone());
    const other = await loginWithCode(server, nextPhone());
    const stream = await openStream(learner);
    expect(await stream.next(': connected', 1_000)).toBe('received');

    await notify(server.database.db, 'examGraded', noticeTo(other, graded));
    const started = Date.now();
    await notify(server.database.db, 'examGraded', noticeTo(learner, graded));
    expect(await stream.next('event: notice', 1_000)).toBe('received');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await stream.next(': heartbeat', 1_000)).toBe('received');

    await ok(call(learner, '/api/front/user/logout'));
    expect(await stream.next('never sent', 2_000)).toBe('ended');
  });

  it('hears of its order paid, whose notice is written with the payment and signalled after it', async () => {
    const learner = await loginWithCode(server, nextPhone());
    const courseId = await pickPlainCourse(server, sql`${tables.courses.price} > 0`);
    const order = await orderApi(server).save(learner, { id: courseId, type: 1 });
    const pending = await findOrderByNo(server.database.db, order.orderNo);
    if (!pending) throw new Error('the saved order is missing');
    const stream = await openStream(learner);
    expect(await stream.next(': connected', 1_000)).toBe('received');

    const payment = { channel: 'wx' as const, tradeNo: `S${order.id}` };
    expect(await fulfilOrder(server.database.db, pending, payment)).toBe('fulfilled');
    expect(await stream.next('event: notice', 1_000)).toBe('received');
    expect((await list(learner, 'order')).list[0]).toMatchObject({ title: '订单支付成功' });

    // Signals sent together reach each learner they name, and no one else.
    const other = await loginWithCode(server, nextPhone());
    const bystander = await loginWithCode(server, nextPhone());
    const otherStream = await openStream(other);
    const bystanderStream = await openStream(bystander);
    expect(await otherStream.next(': connected', 1_000)).toBe('received');
    expect(await bystanderStream.next(': connected', 1_000)).toBe('received');
    await signalLearners(server.database.db, [learner.userId, other.userId]);
    expect(await stream.next('event: notice', 1_000)).toBe('received');
    expect(await otherStream.next('event: notice', 1_000)).toBe('received');
    await expect(bystanderStream.next('event: notice', 500)).rejects.toThrow('no "event: notice"');
  });

  it('hears an announcement', async () => {
    const learner = await loginWithCode(server, nextPhone());
    const stream = await openStream(learner);
    await stream.next(': connected', 1_000);
    await announce({ title: '直播预告' });
    expect(await stream.next('event: notice', 1_000)).toBe('received');
    // Left open on purpose: closing the server after this file must end it, not wait for it.
  });
});

describe.runIf(process.env.DATABASE_URL)('the notice stream on PostgreSQL', () => {
  it('tells every open stream to read again once its lost database listener is back', async () => {
    const learner = await loginWithCode(server, nextPhone());
    const stream = await openStream(learner);
    await stream.next(': connected', 1_000);
    // PostgreSQL ends the listener's connection (a restart, a failover); the notice written before
    // the process listens again is never delivered as such.
    await server.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike ${`%listen "${NOTICE_CHANNEL}"%`}`);
    await notify(server.database.db, 'examGraded', noticeTo(learner, graded));
    expect(await stream.next('event: notice', 5_000)).toBe('received');
  });
});

describe('announcements', () => {
  it('a broadcast to 100,000 learners writes one row; each sees it once and reads it once', async () => {
    await server.database.db.execute(sql`insert into users (nickname, avatar)
      select '学员' || n, '' from generate_series(1, 100000) n`);
    const [learner, second] = [
      await loginWithCode(server, nextPhone()),
      await loginWithCode(server, nextPhone()),
    ];
    await ok(call(learner, '/api/front/message/read-all'));
    await ok(call(second, '/api/front/message/read-all'));
    const before = {
      notices: await rowCount('notices'),
      announcements: await rowCount('announcements'),
      reads: await rowCount('announcement_reads'),
    };
    const created = await announce({ title: '全员公告' });
    expect({
      notices: await rowCount('notices'),
      announcements: await rowCount('announcements'),
      reads: await rowCount('announcement_reads'),
    }).toEqual({ ...before, announcements: before.announcements + 1 });

    for (const who of [learner, second]) {
      expect(await unread(who)).toBe(1);
      const shown = await list(who, 'announcement');
      expect(shown.list.filter((row) => row.id === created.id)).toHaveLength(1);
    }
    const read = () =>
      call(learner, '/api/front/training/v2/coursework/user/notice/view', {
        category: 'announcement',
        id: created.id,
      });
    expect((await ok<{ count: number }>(read())).count).toBe(0);
    await ok(read());
    expect(await rowCount('announcement_reads')).toBe(before.reads + 1);
    expect(await unread(second)).toBe(1);
    expect((await list(learner, 'announcement')).list.find((row) => row.id === created.id)?.read).toBe(true);
  }, 120_000);

  it('reaches only its audience and its window; a withdrawn one disappears', async () => {
    const learner = await loginWithCode(server, nextPhone());
    await ok(call(learner, '/api/front/message/read-all'));
    await announce({ title: '会员专享', audience: 'vip' });
    await announce({
      title: '明天的公告',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    expect(await unread(learner)).toBe(0);
    const shown = await announce({ title: '撤回的公告' });
    expect(await unread(learner)).toBe(1);
    support ??= signInAs(server, 'support');
    const operator = await support;
    const withdrawn = await ok<{ status: string }>(
      server.post('/api/admin/announcement/withdraw', { id: shown.id }, { headers: operator.headers }),
    );
    expect(withdrawn.status).toBe('withdrawn');
    expect(await unread(learner)).toBe(0);
    const again = await server.post(
      '/api/admin/announcement/withdraw',
      { id: shown.id },
      { headers: operator.headers },
    );
    expect(again.body.msg).toBe('公告不存在');
    const view = await call(learner, '/api/front/training/v2/coursework/user/notice/view', {
      category: 'announcement',
      id: shown.id,
    });
    expect(view.status).toBe(404);
  });

  it('refuses a window that ends before it starts, and an enterprise audience without one', async () => {
    const operator = await signInAs(server, 'super_admin');
    const create = (body: Record<string, unknown>) =>
      server.post(
        '/api/admin/announcement/create',
        {
          title: '公告',
          body: '内容',
          audience: 'all',
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
          ...body,
        },
        { headers: operator.headers },
      );
    expect((await create({})).body.msg).toBe('结束时间须晚于开始时间');
    expect((await create({ audience: 'enterprise', endsAt: '2030-01-03T00:00:00Z' })).body.msg).toBe(
      '请选择企业',
    );
    const listed = await ok<{ total: number }>(
      server.post('/api/admin/announcement/list', {}, { headers: operator.headers }),
    );
    expect(listed.total).toBeGreaterThan(0);
  });
});
