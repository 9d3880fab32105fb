import type {
  CourseworkDetail,
  EnrolmentDetail,
  MySubmission,
  Page,
  WorkCard,
  WorkDetail,
} from '@zhixue/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { courseworkCalls, PDF_BYTES, PNG_BYTES } from './coursework-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, phoneNumbers } from './login-helpers.js';
import { ADMIN_HEADERS, signInAs } from './operator-helpers.js';

const server = serverForThisFile();
const db = () => server.database.db;
/** What coursework told learners in the message centre: the kind of each event, its recipient and key. */
const courseworkNotices = async () => {
  const { notices } = tables;
  const kinds: Record<string, string> = {
    coursework_comment: 'commented',
    coursework_like: 'liked',
    coursework_review: 'reviewed',
  };
  const rows = await db()
    .select({ category: notices.category, dedupeKey: notices.dedupeKey, recipientId: notices.userId })
    .from(notices)
    .where(like(notices.dedupeKey, 'coursework-%'));
  return rows.map(({ category, ...row }) => ({ kind: kinds[category], ...row }));
};
const freshPhone = phoneNumbers('1330027');
const { call, ok, assignmentOf, enrolledLearner, upload } = courseworkCalls(server);
const { courseworkSubmissionVersions, trainingUsers } = tables;

/** A seeded online camp with a coursework item (visibility: once submitted; counts on submission). */
const CAMP = 1;
const FRONT = '/api/front/coursework';
const COMMENTS = '/api/front/training/v2/coursework/comment';
const XSS = `<p>总结</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">链接</a><a href="https://example.com" onclick="x()">资料</a>`;

let assignmentId: number;
let author: LoggedIn;
let reader: LoggedIn;
let draft: MySubmission;

beforeAll(async () => {
  assignmentId = (await assignmentOf(CAMP)).id;
  author = await enrolledLearner(freshPhone(), CAMP);
  reader = await enrolledLearner(freshPhone(), CAMP);
});

describe('a submission', () => {
  it('stores the text through the allow-list: scripts, handlers and javascript: links are gone', async () => {
    draft = await ok<MySubmission>(author, `${FRONT}/save`, {
      assignmentId,
      content: XSS,
      fileIds: [],
      submit: false,
    });
    expect(draft.status).toBe('draft');
    expect(draft.content).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(draft.content).toContain('<p>总结</p>');
    expect(draft.content).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">资料</a>',
    );
    const again = await call(author, `${FRONT}/save`, {
      assignmentId,
      content: '<p>再来</p>',
      fileIds: [],
      submit: false,
    });
    expect([again.status, again.reason]).toEqual([409, 'COURSEWORK_ALREADY_SAVED']);
  });

  it('accepts files by their content, not their name or declared type, and keeps the name as text', async () => {
    const image = await upload(author, '<img src=x onerror=alert(1)>.png', PNG_BYTES, 'image/png');
    expect(image.status).toBe(200);
    expect(image.file).toMatchObject({
      kind: 'image',
      contentType: 'image/png',
      name: '<img src=x onerror=alert(1)>.png',
    });
    const pdf = await upload(author, '讲义.pdf', PDF_BYTES, 'application/pdf');
    expect(pdf.file).toMatchObject({ kind: 'attachment', contentType: 'application/pdf' });
    const disguised = await upload(
      author,
      'photo.png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
    );
    expect([disguised.status, disguised.body.reason]).toEqual([415, 'COURSEWORK_FILE_TYPE_UNSUPPORTED']);
    const tooBig = await upload(author, 'big.png', Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]));
    expect([tooBig.status, tooBig.body.reason]).toEqual([413, 'COURSEWORK_FILE_TOO_LARGE']);

    const served = await server.fetch(image.file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const download = await server.fetch(pdf.file.url);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    // One hex digit of the signature changed (to another digit, whatever it was).
    const tampered = await server.fetch(
      image.file.url.replace(/s=([0-9a-f])/, (_, digit: string) => `s=${digit === '0' ? '1' : '0'}`),
    );
    expect(tampered.status).toBe(410);

    // Another learner cannot attach someone else's upload.
    const stolen = await call(reader, `${FRONT}/save`, {
      assignmentId,
      content: '<p>x</p>',
      fileIds: [image.file.id],
      submit: false,
    });
    expect([stolen.status, stolen.reason]).toEqual([404, 'COURSEWORK_FILE_NOT_FOUND']);

    draft = await ok<MySubmission>(author, `${FRONT}/edit`, {
      id: draft.id,
      content: `${draft.content}<p>第二稿</p>`,
      fileIds: [image.file.id, pdf.file.id],
      submit: true,
    });
    expect(draft).toMatchObject({ status: 'submitted', version: 2, late: false });
    expect(draft.files.map((file) => file.kind)).toEqual(['image', 'attachment']);
    const versions = await db()
      .select()
      .from(courseworkSubmissionVersions)
      .where(eq(courseworkSubmissionVersions.submissionId, draft.id));
    expect(versions.map((version) => [version.version, version.status])).toEqual([[1, 'draft']]);
  });

  it('shows on the study plan as the coursework item’s link, done once the submission counts', async () => {
    const itemOf = async (who: LoggedIn) => {
      const [enrolment] = await db()
        .select({ id: trainingUsers.id })
        .from(trainingUsers)
        .where(and(eq(trainingUsers.userId, who.userId), eq(trainingUsers.trainingId, CAMP)));
      const plan = await ok<EnrolmentDetail>(who, '/api/front/training/user/detail', {
        trainingUserId: enrolment?.id,
      });
      return plan.items.find((item) => item.kind === 'coursework');
    };
    // The seeded assignment counts on submission: the author's is submitted, the reader has none.
    expect(await itemOf(author)).toMatchObject({ assignmentId, done: true });
    expect(await itemOf(reader)).toMatchObject({ assignmentId, done: false });
  });

  it('is hidden from others until they submit their own, and from learners outside the camp', async () => {
    const hidden = await call(reader, `${FRONT}/user/list/v2`, { assignmentId });
    expect([hidden.status, hidden.reason]).toEqual([403, 'COURSEWORK_WORK_HIDDEN']);
    const byId = await call(reader, `${FRONT}/user/detail/v2`, { id: draft.id });
    expect(byId.reason).toBe('COURSEWORK_WORK_HIDDEN');
    const outsider = await enrolledLearner(freshPhone(), 2);
    const outside = await call(outsider, `${FRONT}/detail`, { id: assignmentId });
    expect([outside.status, outside.reason]).toEqual([403, 'COURSEWORK_NOT_ENROLLED']);

    const before = await ok<CourseworkDetail>(reader, `${FRONT}/detail`, { id: assignmentId });
    expect(before.othersVisible).toBe(false);
    // The way back to the plan is the reader's own enrolment in the camp.
    const [enrolment] = await db()
      .select({ id: trainingUsers.id, userId: trainingUsers.userId, trainingId: trainingUsers.trainingId })
      .from(trainingUsers)
      .where(eq(trainingUsers.id, before.enrolmentId));
    expect(enrolment).toMatchObject({ userId: reader.userId, trainingId: CAMP });
    await ok(reader, `${FRONT}/save`, {
      assignmentId,
      content: '<p>我的作业</p>',
      fileIds: [],
      submit: true,
    });
    const list = await ok<Page<WorkCard>>(reader, `${FRONT}/user/list/v2`, { assignmentId });
    expect(list.list.map((card) => card.id)).toContain(draft.id);
    const shown = list.list.find((card) => card.id === draft.id);
    expect(shown?.images).toHaveLength(1);
  });

  it('is edited or removed by its author only; another learner draft is never readable', async () => {
    const edit = await call(reader, `${FRONT}/edit`, {
      id: draft.id,
      content: '<p>改掉</p>',
      fileIds: [],
      submit: true,
    });
    expect([edit.status, edit.reason]).toEqual([404, 'COURSEWORK_WORK_NOT_FOUND']);
    const remove = await call(reader, `${FRONT}/remove`, { id: draft.id });
    expect([remove.status, remove.reason]).toEqual([404, 'COURSEWORK_WORK_NOT_FOUND']);

    const other = await enrolledLearner(freshPhone(), CAMP);
    const privateDraft = await ok<MySubmission>(other, `${FRONT}/save`, {
      assignmentId,
      content: '<p>草稿</p>',
      fileIds: [],
      submit: false,
    });
    const peek = await call(reader, `${FRONT}/user/detail/v2`, { id: privateDraft.id });
    expect([peek.status, peek.reason]).toEqual([404, 'COURSEWORK_WORK_NOT_FOUND']);
    const like = await call(reader, `${FRONT}/like`, { id: privateDraft.id, liked: true });
    expect(like.reason).toBe('COURSEWORK_WORK_NOT_FOUND');
    const removed = await ok(other, `${FRONT}/remove`, { id: privateDraft.id });
    expect(removed).toBeNull();
    expect(await ok(other, `${FRONT}/user/detail`, { assignmentId })).toBeNull();
  });
});

describe('comments, likes and collections', () => {
  it('keeps comments one level deep, as text; each removes only their own', async () => {
    const comment = await ok<{ id: number; content: string }>(reader, `${COMMENTS}/save`, {
      workId: draft.id,
      content: '<script>window.__xss=1</script>写得好',
    });
    expect(comment.content).toBe('<script>window.__xss=1</script>写得好');
    expect(await courseworkNotices()).toContainEqual(
      expect.objectContaining({
        kind: 'commented',
        recipientId: author.userId,
        dedupeKey: `coursework-comment:${comment.id}`,
      }),
    );
    const work = await ok<WorkDetail>(author, `${FRONT}/user/detail/v2`, { id: draft.id });
    expect(work.comments.map((c) => [c.content, c.mine])).toEqual([[comment.content, false]]);
    const foreign = await call(author, `${COMMENTS}/remove`, { id: comment.id });
    expect([foreign.status, foreign.reason]).toEqual([404, 'COURSEWORK_COMMENT_NOT_FOUND']);
    expect(await ok(reader, `${COMMENTS}/remove`, { id: comment.id })).toBeNull();
  });

  it('a trainer removes any comment', async () => {
    const comment = await ok<{ id: number }>(reader, `${COMMENTS}/save`, {
      workId: draft.id,
      content: '再评一句',
    });
    const trainer = await signInAs(server, 'trainer');
    const removed = await server.post(
      '/api/admin/coursework/comment/remove',
      { id: comment.id },
      { headers: trainer.headers },
    );
    expect(removed.body.code).toBe('00000');
    const work = await ok<WorkDetail>(author, `${FRONT}/user/detail/v2`, { id: draft.id });
    expect(work.comments).toHaveLength(0);
  });

  it('counts exactly 100 likes from 100 learners liking at once, and one per learner', async () => {
    const likers: LoggedIn[] = [];
    for (let batch = 0; batch < 5; batch++) {
      likers.push(
        ...(await Promise.all(Array.from({ length: 20 }, () => enrolledLearner(freshPhone(), CAMP)))),
      );
    }
    // `always` visibility lets learners who have not submitted like the work.
    await db()
      .update(tables.courseworkAssignments)
      .set({ visibility: 'always' })
      .where(eq(tables.courseworkAssignments.id, assignmentId));
    const answers = await Promise.all(
      likers.map((who) => call(who, `${FRONT}/like`, { id: draft.id, liked: true })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const twice = await Promise.all(
      [0, 1, 2].map(() => ok<{ likeCount: number }>(reader, `${FRONT}/like`, { id: draft.id, liked: true })),
    );
    const work = await ok<WorkDetail>(author, `${FRONT}/user/detail/v2`, { id: draft.id });
    expect(work.likeCount).toBe(101);
    expect(twice.every((answer) => answer.likeCount >= 100)).toBe(true);
    expect(
      (await courseworkNotices()).filter(
        (n) => n.kind === 'liked' && n.dedupeKey === `coursework-like:${draft.id}:${reader.userId}`,
      ),
    ).toHaveLength(1);
    const unliked = await ok<{ likeCount: number }>(reader, `${FRONT}/like`, { id: draft.id, liked: false });
    expect(unliked.likeCount).toBe(100);
    // A hundred logins first: generous on a busy machine.
  }, 300_000);

  it('lists collected work in the personal centre', async () => {
    await ok(reader, `${FRONT}/collect`, { id: draft.id, collected: true });
    await ok(reader, `${FRONT}/collect`, { id: draft.id, collected: true });
    const page = await ok<Page<{ id: number; excerpt: string }>>(
      reader,
      '/api/front/user/coursework/collection/list',
      {},
    );
    expect(page.total).toBe(1);
    expect(page.list[0]?.excerpt).toContain('总结');
    expect(page.list[0]?.excerpt).not.toContain('<');
  });
});

describe('review in the console', () => {
  it('stays the trainer’s until released; excellent work is pinned first', async () => {
    const trainer = await signInAs(server, 'trainer');
    const headers = { ...trainer.headers, ...ADMIN_HEADERS };
    const list = await server.post('/api/admin/coursework/submission/list', { assignmentId }, { headers });
    expect(list.body.code).toBe('00000');
    const unreviewedRelease = await server.post(
      '/api/admin/coursework/submission/release',
      { id: draft.id },
      { headers },
    );
    expect(unreviewedRelease.body.reason).toBe('COURSEWORK_NOT_REVIEWED');
    const reviewed = await server.post(
      '/api/admin/coursework/submission/review',
      { id: draft.id, score: 92, comment: '条理清楚', excellent: true },
      { headers },
    );
    expect(reviewed.body.data).toMatchObject({ score: 92, excellent: true, releasedAt: null });
    const before = await ok<MySubmission>(author, `${FRONT}/user/detail`, { assignmentId });
    expect(before.review).toBeNull();
    const mine = await ok<Page<{ score: number | null }>>(author, '/api/front/user/coursework/list', {});
    expect(mine.list[0]?.score).toBeNull();

    await server.post('/api/admin/coursework/submission/release', { id: draft.id }, { headers });
    const after = await ok<MySubmission>(author, `${FRONT}/user/detail`, { assignmentId });
    expect(after.review).toMatchObject({ score: 92, comment: '条理清楚', excellent: true });
    expect(
      (await courseworkNotices()).filter((n) => n.kind === 'reviewed' && n.recipientId === author.userId),
    ).toHaveLength(1);

    const cards = await ok<Page<WorkCard>>(reader, `${FRONT}/user/list/v2`, { assignmentId });
    expect(cards.list[0]).toMatchObject({ id: draft.id, excellent: true });
  });

  it('a support operator may not review', async () => {
    const support = await signInAs(server, 'support');
    const answer = await server.post(
      '/api/admin/coursework/submission/review',
      { id: draft.id, score: 10, comment: '', excellent: false },
      { headers: { ...support.headers, ...ADMIN_HEADERS } },
    );
    expect(answer.status).toBe(403);
  });
});
