import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { asEnterprise, withinEnterprise } from '../src/modules/enterprise/scope.js';
import { sendTaskReminders } from '../src/modules/enterprise/task-reminders.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { DEMO_OPERATOR_PASSWORD } from '../src/seed/operators.js';
import { serverForThisFile } from './harness.js';
import { loginWithAccount, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs, signInWithSecret } from './operator-helpers.js';

/**
 * The enterprise admin's console calls (decision 0033), each for the operator's own enterprise, and
 * the isolation matrix: the second enterprise's admin calls every one of them with the first's ids.
 */
const server = serverForThisFile();
const db = () => server.database.db;
const ADMIN = '/api/admin/ent';
const nextPhone = phoneNumbers('1390777');

let adminA: SignedInOperator;
let adminB: SignedInOperator;

beforeAll(async () => {
  adminA = await signInAs(server, 'enterprise_admin');
  adminB = await signInWithSecret(
    server,
    'entadmin2',
    DEMO_OPERATOR_PASSWORD,
    'ZHIXUEDEMOENTADMINBBBBBBBBBBBBBB',
  );
});

async function call(operator: SignedInOperator, path: string, body: unknown = {}) {
  return server.post(`${ADMIN}/${path}`, body, { headers: operator.headers });
}
async function ok<T>(operator: SignedInOperator, path: string, body: unknown = {}): Promise<T> {
  const answer = await call(operator, path, body);
  expect(answer.body.code, `${path}: ${answer.body.msg}`).toBe('00000');
  return answer.body.data as T;
}

interface Learner {
  userId: number;
  name: string;
  mobile: string | null;
  deptId: number | null;
  registered: boolean;
}
interface Department {
  id: number;
  parentId: number | null;
  name: string;
  learners: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

async function sheet(rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('学员');
  worksheet.addRow(['手机号', '姓名', '部门']);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

describe('departments', () => {
  it('builds a tree, renames, and deletes only an empty department', async () => {
    const created = await ok<Department[]>(adminA, 'department/create', { name: '培训中心', parentId: 1 });
    const centre = created.find((row) => row.name === '培训中心');
    expect(centre?.parentId).toBe(1);
    // Children follow their parent in the flat list.
    const order = created.map((row) => row.id);
    expect(order.indexOf(4)).toBeGreaterThan(order.indexOf(3));
    const child = await ok<Department[]>(adminA, 'department/create', {
      name: '讲师组',
      parentId: centre?.id,
    });
    const group = child.find((row) => row.name === '讲师组');
    expect(
      (await call(adminA, 'department/create', { name: '讲师组', parentId: centre?.id })).body.reason,
    ).toBe('ENT_DEPARTMENT_NAME_TAKEN');
    expect((await call(adminA, 'department/delete', { id: centre?.id })).body.reason).toBe(
      'ENT_DEPARTMENT_NOT_EMPTY',
    );
    const renamed = await ok<Department[]>(adminA, 'department/rename', {
      id: group?.id,
      name: '内训讲师组',
    });
    expect(renamed.find((row) => row.id === group?.id)?.name).toBe('内训讲师组');
    await ok(adminA, 'department/delete', { id: group?.id });
    const after = await ok<Department[]>(adminA, 'department/delete', { id: centre?.id });
    expect(after.some((row) => row.id === centre?.id)).toBe(false);
  });
});

describe('learners', () => {
  it('adds a phone before it registers; its first login lands in the enterprise', async () => {
    const mobile = nextPhone();
    const added = await ok<Learner>(adminA, 'learner/add', { mobile, name: '预先添加', deptId: 2 });
    expect(added).toMatchObject({ name: '预先添加', mobile, deptId: 2, registered: false });
    expect((await call(adminA, 'learner/add', { mobile, name: '再加一次', deptId: null })).body.reason).toBe(
      'ENT_LEARNER_ALREADY_ADDED',
    );
    expect((await call(adminB, 'learner/add', { mobile, name: '抢人', deptId: null })).body.reason).toBe(
      'ENT_LEARNER_IN_OTHER_ENTERPRISE',
    );
    const login = await loginWithCode(server, mobile);
    expect((login.body.data as { entId: number }).entId).toBe(1);
    const library = await server.post('/api/ent/front/course/list', {}, { headers: login.headers });
    expect(library.body.code).toBe('00000');
    const found = await ok<Page<Learner>>(adminA, 'learner/list', { keyword: mobile });
    expect(found.list[0]).toMatchObject({ userId: added.userId, registered: true });
  });

  it('lists a department with every department under it', async () => {
    const page = await ok<Page<Learner>>(adminA, 'learner/list', { deptId: 3, pageSize: 100 });
    expect(page.list.map((row) => row.deptId).sort()).toEqual([3, 4, 4]);
  });

  it('removes a learner: their next enterprise call with the old session is refused', async () => {
    const mobile = nextPhone();
    const added = await ok<Learner>(adminA, 'learner/add', { mobile, name: '将被移除', deptId: null });
    await ok(adminA, 'licence/seat/assign', { courseId: 9, userId: added.userId }).catch(() => undefined);
    const learner = await loginWithCode(server, mobile);
    const before = await server.post('/api/ent/front/home/statistics', {}, { headers: learner.headers });
    expect(before.body.code).toBe('00000');
    await ok(adminA, 'learner/remove', { userId: added.userId });
    const after = await server.post('/api/ent/front/home/statistics', {}, { headers: learner.headers });
    expect(after.body.reason).toBe('ENTERPRISE_ONLY');
    const seats = await ok<Array<{ userId: number; revokedAt: string | null }>>(adminA, 'licence/seats', {
      courseId: 9,
    });
    expect(seats.filter((seat) => seat.userId === added.userId && seat.revokedAt === null)).toEqual([]);
    expect((await call(adminA, 'learner/remove', { userId: added.userId })).body.reason).toBe(
      'ENT_LEARNER_NOT_FOUND',
    );
  });

  it('imports a sheet all or nothing, with a problem per faulty row', async () => {
    const [first, second] = [nextPhone(), nextPhone()];
    const faulty = await sheet([
      [first, '导入一', '华东智造集团/人力资源部'],
      ['1234', '', ''],
      [second, '导入二', '不存在的部门'],
      [first, '导入重复', ''],
    ]);
    const preview = await ok<{ rows: unknown[]; problems: Array<{ row: number; messages: string[] }> }>(
      adminA,
      'learner/import/preview',
      { fileBase64: faulty },
    );
    expect(preview.rows).toHaveLength(4);
    expect(preview.problems.map((problem) => problem.row)).toEqual([3, 4, 5]);
    expect(preview.problems[0]?.messages).toEqual(
      expect.arrayContaining(['请输入正确的手机号!', '请输入姓名']),
    );
    expect(preview.problems[1]?.messages).toEqual(['部门「不存在的部门」不存在']);
    expect(preview.problems[2]?.messages).toEqual(['手机号与第 2 行重复']);
    const refused = await call(adminA, 'learner/import/run', { fileBase64: faulty });
    expect(refused.body.reason).toBe('ENT_IMPORT_HAS_PROBLEMS');
    expect((await ok<Page<Learner>>(adminA, 'learner/list', { keyword: first })).total).toBe(0);

    const good = await sheet([
      [first, '导入一', '华东智造集团/人力资源部'],
      [second, '导入二', ''],
    ]);
    expect(await ok(adminA, 'learner/import/run', { fileBase64: good })).toEqual({ imported: 2 });
    const imported = await ok<Page<Learner>>(adminA, 'learner/list', { keyword: first });
    expect(imported.list[0]).toMatchObject({ name: '导入一', deptId: 2, registered: false });
    expect((await call(adminA, 'learner/import/run', { fileBase64: 'UEsDBAo=' })).body.reason).toBe(
      'ENT_IMPORT_NOT_XLSX',
    );
    const template = await ok<{ fileBase64: string }>(adminA, 'learner/import/template');
    expect(template.fileBase64.length).toBeGreaterThan(100);
  });
});

describe('licences', () => {
  it('lists the library and hands out per-seat licences up to their count', async () => {
    const licences = await ok<
      Array<{ courseId: number; licence: string; seats: number; seatsTaken: number }>
    >(adminA, 'licence/list');
    expect(licences.find((row) => row.courseId === 9)).toMatchObject({ licence: 'seats', seats: 3 });
    expect(licences.some((row) => row.licence === 'private')).toBe(true);
    const taken = licences.find((row) => row.courseId === 9)?.seatsTaken ?? 0;
    const free = 3 - taken;
    const learners = [13, 14, 15, 16, 17].slice(0, free);
    for (const userId of learners) await ok(adminA, 'licence/seat/assign', { courseId: 9, userId });
    const full = await call(adminA, 'licence/seat/assign', { courseId: 9, userId: 17 });
    expect(full.body.reason).toBe('ENT_SEATS_FULL');
    const revoked = await ok<Array<{ userId: number; revokedAt: string | null }>>(
      adminA,
      'licence/seat/revoke',
      {
        courseId: 9,
        userId: 11,
      },
    );
    expect(revoked.find((seat) => seat.userId === 11)?.revokedAt).not.toBeNull();
    expect((await call(adminA, 'licence/seat/assign', { courseId: 20, userId: 11 })).body.reason).toBe(
      'ENT_LICENCE_NOT_SEATS',
    );
  });
});

describe('topics, tasks and reminders', () => {
  it('saves a topic of library courses only', async () => {
    const topic = await ok<{ id: number; courses: Array<{ id: number }> }>(adminA, 'topic/save', {
      id: null,
      name: '新员工必修',
      picCover: '/demo/covers/1.svg',
      intro: '入职第一周',
      courseIds: [301, 20],
    });
    expect(topic.courses.map((course) => course.id)).toEqual([301, 20]);
    const edited = await ok<{ courses: Array<{ id: number }> }>(adminA, 'topic/save', {
      id: topic.id,
      name: '新员工必修',
      picCover: '/demo/covers/1.svg',
      intro: '入职第一周',
      courseIds: [20],
    });
    expect(edited.courses.map((course) => course.id)).toEqual([20]);
    const list = await ok<Array<{ id: number }>>(adminA, 'topic/list');
    expect(list.map((row) => row.id)).toContain(topic.id);
  });

  it('assigns a task to a department; its learners see it and are reminded once per time', async () => {
    const exams = await ok<Array<{ id: number }>>(adminA, 'exam/list');
    expect(exams.length).toBeGreaterThan(0);
    const learner = await loginWithAccount(server, 'hdzz004', DEMO_PASSWORD);
    const statistics = async () =>
      (await server.post('/api/ent/front/home/statistics', {}, { headers: learner.headers })).body.data as {
        taskCount: number;
      };
    const before = await statistics();
    expect(await statistics()).toEqual(before);
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
    const task = await ok<{ id: number; learners: number; items: unknown[] }>(adminA, 'task/create', {
      name: '安全生产月',
      intro: '本月必修',
      required: true,
      startsAt: iso(now - 60_000),
      deadlineAt: iso(now + 60 * 60_000),
      courseIds: [20],
      examIds: [exams[0]?.id],
      userIds: [],
      deptIds: [3],
    });
    expect(task.items).toHaveLength(2);
    expect(task.learners).toBe(3);
    // The statistics kept for the learner go with the admin's change: the next read counts the task.
    expect((await statistics()).taskCount).toBe(before.taskCount + 1);
    const tasks = await server.post('/api/ent/front/task/list/pc', {}, { headers: learner.headers });
    expect((tasks.body.data as Page<{ id: number }>).list.map((row) => row.id)).toContain(task.id);

    // The server's own sweep (each minute) may come first: either way each learner is reminded once.
    await sendTaskReminders(db());
    expect(await sendTaskReminders(db())).toBe(0);
    const notices = await db().execute(
      sql`select user_id, dedupe_key from notices where dedupe_key like ${`ent-task-reminder:${task.id}:%`}`,
    );
    const rows = (notices as unknown as { rows: Array<{ dedupe_key: string }> }).rows;
    expect(rows).toHaveLength(3);
    // Deadline within two hours: the nearer reminder only.
    expect(rows.every((row) => row.dedupe_key.startsWith(`ent-task-reminder:${task.id}:2:`))).toBe(true);
    const list = await ok<Page<{ id: number }>>(adminA, 'task/list');
    expect(list.list[0]?.id).toBe(task.id);
  });
});

interface PrivateCourse {
  id: number;
  name: string;
  categoryId: number | null;
  categoryName: string | null;
  lessons: number;
  idleCheckMinutes: number;
}
interface Outline {
  course: { id: number; channel: string };
  chapters: Array<{ id: number; name: string; sections: Array<{ id: number; name: string }> }>;
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const auditOf = async (entity: string, entityId: number) =>
  rowsOf<{ before: unknown; after: unknown }>(
    await db().execute(
      sql`select before, after from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
    ),
  );

describe('private courses', () => {
  const learner = (account: string) => loginWithAccount(server, account, DEMO_PASSWORD);

  it('are made and structured by the admin, in the library at once, and nowhere else', async () => {
    const created = await ok<PrivateCourse>(adminA, 'course/save', {
      id: null,
      name: '叉车安全操作内训',
      summary: '仓储部门必修',
      picCover: '/demo/covers/1.svg',
      categoryId: 4,
    });
    expect(created).toMatchObject({ name: '叉车安全操作内训', categoryId: 4, lessons: 0 });
    const chapter = await ok<Outline>(adminA, 'course/chapter/create', {
      courseId: created.id,
      name: '第一章',
    });
    expect(chapter.course.channel).toBe('enterprise');
    const chapterId = chapter.chapters[0]?.id;
    await ok(adminA, 'course/section/create', { chapterId, name: '开车前检查' });
    const two = await ok<Outline>(adminA, 'course/section/create', { chapterId, name: '起步与停车' });
    const [first, second] = two.chapters[0]?.sections ?? [];
    await ok(adminA, 'course/section/update', { id: first?.id, name: '开车前的检查' });
    const reordered = await ok<Outline>(adminA, 'course/reorder', {
      courseId: created.id,
      chapters: [{ id: chapterId, sectionIds: [second?.id, first?.id] }],
    });
    expect(reordered.chapters[0]?.sections.map((section) => section.name)).toEqual([
      '起步与停车',
      '开车前的检查',
    ]);
    const edited = await ok<PrivateCourse>(adminA, 'course/save', {
      id: created.id,
      name: '叉车安全操作（内部）',
      summary: '仓储部门必修',
      picCover: '/demo/covers/2.svg',
      categoryId: 2,
    });
    expect(edited).toMatchObject({ name: '叉车安全操作（内部）', categoryId: 2, lessons: 2 });
    const listed = await ok<Page<PrivateCourse>>(adminA, 'course/list', { keyword: '叉车' });
    expect(listed.list.map((row) => row.id)).toEqual([created.id]);

    // Its learners find it in their library at once.
    const own = await learner('hdzz001');
    const library = await server.post(
      '/api/ent/front/course/list',
      { keyword: '叉车' },
      { headers: own.headers },
    );
    expect((library.body.data as Page<{ id: number; private: boolean }>).list).toEqual([
      expect.objectContaining({ id: created.id, private: true }),
    ]);
    // Another enterprise's learner, the main site's list and search, and its detail do not.
    const other = await learner('jnyf001');
    const theirs = await server.post(
      '/api/ent/front/course/list',
      { keyword: '叉车' },
      { headers: other.headers },
    );
    expect((theirs.body.data as Page<unknown>).total).toBe(0);
    const detail = await server.post(
      '/api/ent/front/course/detail',
      { id: created.id },
      { headers: other.headers },
    );
    expect(detail.body.code).not.toBe('00000');
    const publicList = await server.post('/api/front/course/list', { keyword: '叉车', pageSize: 100 });
    expect((publicList.body.data as Page<{ id: number }>).list.map((row) => row.id)).not.toContain(
      created.id,
    );
    const publicAll = await server.post('/api/front/course/list', { pageSize: 100, sort: 'newest' });
    expect((publicAll.body.data as Page<{ id: number }>).list.map((row) => row.id)).not.toContain(created.id);
    expect((await server.post('/api/front/course/detail', { id: created.id })).body.reason).toBe(
      'COURSE_NOT_FOUND',
    );

    // The other enterprise's admin neither sees nor changes it.
    const theirList = await ok<Page<PrivateCourse>>(adminB, 'course/list', { pageSize: 100 });
    expect(theirList.list.map((row) => row.id)).not.toContain(created.id);
    expect((await call(adminB, 'course/outline', { id: created.id })).body.reason).toBe('COURSE_NOT_FOUND');
    expect(
      (await call(adminB, 'course/save', { id: created.id, name: '抢课', picCover: '/a.png' })).body.reason,
    ).toBe('ENT_COURSE_NOT_IN_LIBRARY');

    // Every write is audited.
    expect((await auditOf('ent_private_course', created.id)).map((row) => row.before === null)).toEqual([
      true,
      false,
    ]);
    expect((await auditOf('course', created.id)).length).toBe(2);
    const sectionAudits = await auditOf('section', first?.id ?? 0);
    expect(sectionAudits.length).toBe(2);
    expect((await auditOf('course-order', created.id)).length).toBe(1);

    await ok(adminA, 'course/section/delete', { id: first?.id });
    const left = await ok<Outline>(adminA, 'course/outline', { id: created.id });
    expect(left.chapters[0]?.sections.map((section) => section.id)).toEqual([second?.id]);
  });

  it('ask 你还在学习吗？ after the minutes the admin sets (防挂机), which its learners’ plays carry', async () => {
    const save = (body: Record<string, unknown>) =>
      call(adminA, 'course/save', { name: '防挂机内训', picCover: '/demo/covers/1.svg', ...body });
    const created = await ok<PrivateCourse>(adminA, 'course/save', {
      id: null,
      name: '防挂机内训',
      picCover: '/demo/covers/1.svg',
    });
    expect(created.idleCheckMinutes).toBe(0);
    for (const minutes of [-1, 1.5, 121, '5']) {
      const refused = await save({ id: created.id, idleCheckMinutes: minutes });
      expect(refused.body.code, String(minutes)).toBe('A0400');
      expect(refused.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await save({ id: created.id, idleCheckMinutes: 3 })).body.data).toMatchObject({
      idleCheckMinutes: 3,
    });
    // Saved again without the field, the course keeps its minutes.
    expect((await save({ id: created.id, summary: '改简介' })).body.data).toMatchObject({
      idleCheckMinutes: 3,
    });
    const audits = await auditOf('ent_private_course', created.id);
    expect(audits.at(-2)?.after).toMatchObject({ idleCheckMinutes: 3 });

    // An enterprise learner's play of the course carries the setting: its prompt is due in 3 minutes.
    const chapter = await ok<Outline>(adminA, 'course/chapter/create', {
      courseId: created.id,
      name: '第一章',
    });
    const outline = await ok<Outline>(adminA, 'course/section/create', {
      chapterId: chapter.chapters[0]?.id,
      name: '第一节',
    });
    const sectionId = outline.chapters[0]?.sections[0]?.id ?? 0;
    // The section's video as an attached upload leaves it (enterprise-media.test.ts attaches real ones).
    await db().execute(sql`update sections set media_key = 'demo/sample-1.mp4', duration_seconds = 60
      where id = ${sectionId}`);
    const own = await learner('hdzz002');
    const play = await server.post(
      '/api/ent/front/vod/play/sts',
      { courseId: created.id, sectionId },
      { headers: own.headers },
    );
    expect(play.body.code, play.body.msg).toBe('00000');
    const { playToken } = play.body.data as { playToken: string };
    const presence = await server.post(
      '/api/front/learn/play/presence',
      { playToken, here: false },
      { headers: own.headers },
    );
    const { idleCheck } = presence.body.data as { idleCheck: { promptInSeconds: number } | null };
    expect(idleCheck?.promptInSeconds).toBeGreaterThan(170);
    expect(idleCheck?.promptInSeconds).toBeLessThanOrEqual(180);
    // Set back to 0, the next play asks nothing.
    expect((await save({ id: created.id, idleCheckMinutes: 0 })).body.data).toMatchObject({
      idleCheckMinutes: 0,
    });
    const next = await server.post(
      '/api/ent/front/vod/play/sts',
      { courseId: created.id, sectionId },
      { headers: own.headers },
    );
    const unasked = await server.post(
      '/api/front/learn/play/presence',
      { playToken: (next.body.data as { playToken: string }).playToken, here: false },
      { headers: own.headers },
    );
    expect(unasked.body.data).toEqual({ idleCheck: null });
  });

  it('refuses a platform course, a category of another enterprise and a second owner', async () => {
    expect(
      (await call(adminA, 'course/save', { id: 20, name: '改平台课', picCover: '/a.png' })).body.reason,
    ).toBe('ENT_COURSE_NOT_IN_LIBRARY');
    expect((await call(adminA, 'course/chapter/create', { courseId: 20, name: '加一章' })).body.reason).toBe(
      'COURSE_NOT_FOUND',
    );
    expect(
      (await call(adminA, 'course/save', { id: null, name: '借分类', picCover: '/a.png', categoryId: 13 }))
        .body.reason,
    ).toBe('ENT_CATEGORY_NOT_FOUND');
    const categories = await ok<Array<{ id: number }>>(adminA, 'category/list');
    expect(categories.map((row) => row.id)).toContain(4);
    expect(categories.map((row) => row.id)).not.toContain(13);
    const secondOwner = db()
      .execute(sql`insert into enterprise_courses (ent_id, course_id, licence) values (2, 301, 'private')`)
      .then(
        () => 'inserted',
        () => 'refused',
      );
    expect(await secondOwner).toBe('refused');
  });
});

describe('editing and deleting a learning task', () => {
  const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
  const userOf = async (account: string) =>
    rowsOf<{ id: number }>(await db().execute(sql`select id from users where account = ${account}`))[0]?.id ??
    0;

  it('replaces items and assignees; progress and visibility follow', async () => {
    const [kept, dropped] = await Promise.all([userOf('hdzz001'), userOf('hdzz004')]);
    const now = Date.now();
    const body = {
      name: '季度复训',
      intro: '',
      required: true,
      startsAt: iso(now - 60_000),
      deadlineAt: iso(now + 7 * 24 * 3600_000),
      courseIds: [20, 301],
      examIds: [],
      userIds: [kept, dropped],
      deptIds: [],
    };
    const task = await ok<{ id: number; learners: number }>(adminA, 'task/create', body);
    expect(task.learners).toBe(2);
    // Both studied course 301 from the task.
    for (const userId of [kept, dropped]) {
      await db().execute(
        sql`insert into ent_task_progress (task_id, user_id, ent_id, last_course_id) values (${task.id}, ${userId}, 1, 301)`,
      );
    }
    const edited = await ok<{
      items: Array<{ id: number }>;
      assignees: Array<{ id: number }>;
      required: boolean;
      deadlineAt: string;
    }>(adminA, 'task/update', {
      ...body,
      id: task.id,
      name: '季度复训（改）',
      required: false,
      courseIds: [20],
      userIds: [kept],
      deadlineAt: iso(now + 3 * 24 * 3600_000),
    });
    expect(edited.items.map((item) => item.id)).toEqual([20]);
    expect(edited.assignees.map((assignee) => assignee.id)).toEqual([kept]);
    expect(edited.required).toBe(false);

    const keptLogin = await loginWithAccount(server, 'hdzz001', DEMO_PASSWORD);
    const detail = await server.post(
      '/api/ent/front/task/detail',
      { id: task.id },
      { headers: keptLogin.headers },
    );
    expect(detail.body.data).toMatchObject({ name: '季度复训（改）', required: false, itemCount: 1 });
    const droppedLogin = await loginWithAccount(server, 'hdzz004', DEMO_PASSWORD);
    const gone = await server.post(
      '/api/ent/front/task/detail',
      { id: task.id },
      { headers: droppedLogin.headers },
    );
    expect(gone.body.reason).toBe('ENT_TASK_NOT_FOUND');
    const theirList = await server.post(
      '/api/ent/front/task/list/pc',
      { pageSize: 100 },
      { headers: droppedLogin.headers },
    );
    expect((theirList.body.data as Page<{ id: number }>).list.map((row) => row.id)).not.toContain(task.id);
    // The records of the dropped learner and of the course taken out are gone.
    const progress = rowsOf(
      await db().execute(sql`select user_id from ent_task_progress where task_id = ${task.id}`),
    );
    expect(progress).toEqual([]);
    const audits = await auditOf('ent_task', task.id);
    expect(audits).toHaveLength(2);
  });

  it('deletes a task after it was due for a reminder: none is sent', async () => {
    const now = Date.now();
    const task = await ok<{ id: number }>(adminA, 'task/create', {
      name: '即将删除',
      startsAt: iso(now - 60_000),
      deadlineAt: iso(now + 60 * 60_000),
      courseIds: [20],
      deptIds: [3],
    });
    expect(await ok(adminA, 'task/delete', { id: task.id })).toEqual({ id: task.id });
    await sendTaskReminders(db());
    const notices = rowsOf(
      await db().execute(
        sql`select id from notices where dedupe_key like ${`ent-task-reminder:${task.id}:%`}`,
      ),
    );
    expect(notices).toEqual([]);
    const list = await ok<Page<{ id: number }>>(adminA, 'task/list', { pageSize: 100 });
    expect(list.list.map((row) => row.id)).not.toContain(task.id);
    expect((await call(adminA, 'task/delete', { id: task.id })).body.reason).toBe('ENT_TASK_NOT_FOUND');
    expect((await auditOf('ent_task', task.id)).at(-1)?.after).toBeNull();
  });

  it('reminds again when an edit moves the deadline', async () => {
    const now = Date.now();
    const body = {
      name: '改期提醒',
      startsAt: iso(now - 60_000),
      deadlineAt: iso(now + 60 * 60_000),
      courseIds: [20],
      deptIds: [3],
    };
    const task = await ok<{ id: number }>(adminA, 'task/create', body);
    const count = async () =>
      rowsOf(
        await db().execute(
          sql`select id from notices where dedupe_key like ${`ent-task-reminder:${task.id}:%`}`,
        ),
      ).length;
    await sendTaskReminders(db());
    expect(await count()).toBe(3);
    await ok(adminA, 'task/update', { ...body, id: task.id, deadlineAt: iso(now + 90 * 60_000) });
    await sendTaskReminders(db());
    expect(await count()).toBe(6);
    await ok(adminA, 'task/delete', { id: task.id });
  });
});

describe('statistics', () => {
  it('sums the roll-ups and exports every learner through a job', async () => {
    const summary = await ok<{ learners: number; minutesTotal: number; daily: unknown[] }>(
      adminA,
      'statistics/summary',
    );
    expect(summary.daily).toHaveLength(30);
    expect(summary.minutesTotal).toBeGreaterThan(0);
    const learners = await ok<Page<{ minutesTotal: number }>>(adminA, 'statistics/learners', { pageSize: 5 });
    expect(learners.total).toBe(summary.learners);
    const minutes = learners.list.map((row) => row.minutesTotal);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));

    const { jobId } = await ok<{ jobId: string }>(adminA, 'statistics/export');
    let state = { state: 'waiting', rows: null as number | null };
    for (let tries = 0; tries < 100 && state.state !== 'done' && state.state !== 'failed'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await ok(adminA, 'statistics/export/state', { jobId });
    }
    expect(state).toEqual({ state: 'done', rows: summary.learners });
    const file = await ok<{ fileBase64: string; fileName: string }>(adminA, 'statistics/export/file', {
      jobId,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.fileBase64, 'base64') as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]?.actualRowCount).toBe(summary.learners + 1);
    expect(workbook.worksheets[0]?.getRow(1).getCell(2).text).toBe('姓名');
    // Another enterprise's admin cannot read it.
    expect((await call(adminB, 'statistics/export/state', { jobId })).body.reason).toBe(
      'ENT_EXPORT_NOT_FOUND',
    );
    expect((await call(adminB, 'statistics/export/file', { jobId })).body.reason).toBe(
      'ENT_EXPORT_NOT_FOUND',
    );
  }, 30_000);
});

/**
 * The isolation matrix of the console: the second enterprise's admin calls every enterprise admin
 * call that takes an id with the first enterprise's ids, and every list. Nothing of the first
 * enterprise comes back and nothing of it changes.
 */
describe('isolation: the admin of enterprise B with A ids', () => {
  const A = {
    learner: 11,
    department: 2,
    seatCourse: 9,
    privateCourse: 301,
    category: 4,
    chapter: 0,
    section: 0,
    topic: 1,
    task: 1,
    exam: 0,
  };
  const course = (changes: Record<string, unknown>) => ({
    id: null,
    name: '渗透',
    picCover: '/a.png',
    ...changes,
  });
  const refusals: Array<[path: string, body: () => unknown, reason: string]> = [
    ['learner/remove', () => ({ userId: A.learner }), 'ENT_LEARNER_NOT_FOUND'],
    ['learner/set-department', () => ({ userId: A.learner, deptId: null }), 'ENT_LEARNER_NOT_FOUND'],
    ['learner/set-department', () => ({ userId: 21, deptId: A.department }), 'ENT_DEPARTMENT_NOT_FOUND'],
    [
      'learner/add',
      () => ({ mobile: '13900000011', name: '抢人', deptId: null }),
      'ENT_LEARNER_IN_OTHER_ENTERPRISE',
    ],
    [
      'learner/add',
      () => ({ mobile: nextPhone(), name: '借部门', deptId: A.department }),
      'ENT_DEPARTMENT_NOT_FOUND',
    ],
    ['department/create', () => ({ name: '渗透', parentId: A.department }), 'ENT_DEPARTMENT_NOT_FOUND'],
    ['department/rename', () => ({ id: A.department, name: '渗透' }), 'ENT_DEPARTMENT_NOT_FOUND'],
    ['department/delete', () => ({ id: A.department }), 'ENT_DEPARTMENT_NOT_FOUND'],
    ['licence/seats', () => ({ courseId: A.seatCourse }), 'ENT_COURSE_NOT_IN_LIBRARY'],
    ['licence/seat/assign', () => ({ courseId: A.seatCourse, userId: 21 }), 'ENT_COURSE_NOT_IN_LIBRARY'],
    ['licence/seat/revoke', () => ({ courseId: A.seatCourse, userId: A.learner }), 'ENT_SEAT_NOT_FOUND'],
    [
      'topic/save',
      () => ({ id: A.topic, name: '渗透', picCover: '/a.png', intro: '渗透', courseIds: [] }),
      'ENT_TOPIC_NOT_FOUND',
    ],
    [
      'topic/save',
      () => ({ id: null, name: '渗透', picCover: '/a.png', intro: '渗透', courseIds: [A.privateCourse] }),
      'ENT_COURSE_NOT_IN_LIBRARY',
    ],
    ['task/create', () => taskBody({ courseIds: [A.privateCourse] }), 'ENT_COURSE_NOT_IN_LIBRARY'],
    ['task/create', () => taskBody({ examIds: [A.exam] }), 'ENT_EXAM_NOT_FOUND'],
    ['task/create', () => taskBody({ userIds: [A.learner] }), 'ENT_LEARNER_NOT_FOUND'],
    ['task/create', () => taskBody({ deptIds: [A.department] }), 'ENT_DEPARTMENT_NOT_FOUND'],
    ['task/update', () => ({ ...taskBody({}), id: A.task }), 'ENT_TASK_NOT_FOUND'],
    [
      'task/update',
      () => ({ ...taskBody({ courseIds: [A.privateCourse] }), id: 11 }),
      'ENT_COURSE_NOT_IN_LIBRARY',
    ],
    ['task/delete', () => ({ id: A.task }), 'ENT_TASK_NOT_FOUND'],
    ['course/save', () => course({ id: A.privateCourse }), 'ENT_COURSE_NOT_IN_LIBRARY'],
    ['course/save', () => course({ categoryId: A.category }), 'ENT_CATEGORY_NOT_FOUND'],
    ['course/outline', () => ({ id: A.privateCourse }), 'COURSE_NOT_FOUND'],
    ['course/chapter/create', () => ({ courseId: A.privateCourse, name: '渗透' }), 'COURSE_NOT_FOUND'],
    ['course/chapter/rename', () => ({ id: A.chapter, name: '渗透' }), 'CHAPTER_NOT_FOUND'],
    ['course/chapter/delete', () => ({ id: A.chapter }), 'CHAPTER_NOT_FOUND'],
    ['course/section/create', () => ({ chapterId: A.chapter, name: '渗透' }), 'CHAPTER_NOT_FOUND'],
    ['course/section/update', () => ({ id: A.section, name: '渗透' }), 'SECTION_NOT_FOUND'],
    ['course/section/delete', () => ({ id: A.section }), 'SECTION_NOT_FOUND'],
    [
      'course/reorder',
      () => ({ courseId: A.privateCourse, chapters: [{ id: A.chapter, sectionIds: [A.section] }] }),
      'COURSE_NOT_FOUND',
    ],
  ];
  const taskBody = (ids: Record<string, number[]>) => ({
    name: '渗透任务',
    startsAt: '2030-01-01T00:00:00+08:00',
    deadlineAt: '2030-02-01T00:00:00+08:00',
    courseIds: [],
    examIds: [],
    userIds: [21],
    deptIds: [],
    ...(ids.courseIds || ids.examIds ? {} : { courseIds: [311] }),
    ...ids,
  });

  beforeAll(async () => {
    const exams = await ok<Array<{ id: number }>>(adminA, 'exam/list');
    A.exam = exams[0]?.id ?? 0;
    const outline = await ok<Outline>(adminA, 'course/outline', { id: A.privateCourse });
    A.chapter = outline.chapters[0]?.id ?? 0;
    A.section = outline.chapters[0]?.sections[0]?.id ?? 0;
    expect(A.section).toBeGreaterThan(0);
  });

  it.each(refusals)('%s is refused as for an id never made', async (path, body, reason) => {
    const answer = await call(adminB, path, body());
    expect(answer.body.reason).toBe(reason);
  });

  it('lists nothing of A', async () => {
    const aLearners = new Set([11, 12, 13, 14, 15, 16, 17]);
    const learners = await ok<Page<Learner>>(adminB, 'learner/list', { pageSize: 100 });
    expect(learners.list.filter((row) => aLearners.has(row.userId))).toEqual([]);
    expect(learners.total).toBeGreaterThanOrEqual(4);
    const departments = await ok<Department[]>(adminB, 'department/list');
    expect(departments.map((row) => row.id).every((id) => id >= 11)).toBe(true);
    const licences = await ok<Array<{ courseId: number }>>(adminB, 'licence/list');
    expect(licences.map((row) => row.courseId)).not.toContain(A.privateCourse);
    const courses = await ok<Page<PrivateCourse>>(adminB, 'course/list', { pageSize: 100 });
    expect(courses.list.map((row) => row.id)).toEqual([311]);
    const categories = await ok<Array<{ id: number }>>(adminB, 'category/list');
    expect(categories.map((row) => row.id)).not.toContain(A.category);
    const topics = await ok<Array<{ id: number }>>(adminB, 'topic/list');
    expect(topics.map((row) => row.id)).not.toContain(A.topic);
    const tasks = await ok<Page<{ id: number }>>(adminB, 'task/list', { pageSize: 100 });
    expect(tasks.list.map((row) => row.id).filter((id) => id < 11)).toEqual([]);
    const exams = await ok<Array<{ id: number }>>(adminB, 'exam/list');
    expect(exams.map((row) => row.id)).not.toContain(A.exam);
    const study = await ok<Page<{ userId: number }>>(adminB, 'statistics/learners', { pageSize: 100 });
    expect(study.list.filter((row) => aLearners.has(row.userId))).toEqual([]);
    const summary = await ok<{ learners: number }>(adminB, 'statistics/summary');
    expect(summary.learners).toBe(study.total);
  });

  it('changed nothing of A', async () => {
    const departments = await ok<Department[]>(adminA, 'department/list');
    expect(departments.find((row) => row.id === A.department)?.name).toBe('人力资源部');
    const learner = await ok<Page<Learner>>(adminA, 'learner/list', { keyword: '13900000011' });
    expect(learner.total).toBe(1);
    const outline = await ok<Outline>(adminA, 'course/outline', { id: A.privateCourse });
    expect(outline.chapters[0]?.id).toBe(A.chapter);
    expect(outline.chapters[0]?.name).not.toBe('渗透');
    expect(outline.chapters[0]?.sections[0]?.id).toBe(A.section);
    const tasks = await ok<Page<{ id: number }>>(adminA, 'task/list', { pageSize: 100 });
    expect(tasks.list.map((row) => row.id)).toContain(A.task);
  });

  it('the wall alone stops a write that names no enterprise', async () => {
    const renamed = await db().transaction(async (tx) =>
      withinEnterprise(tx as never, { entId: 2 }, (walled) =>
        walled.execute(sql`update ent_departments set name = '穿墙' where id = ${A.department} returning id`),
      ),
    );
    expect((renamed as unknown as { rows: unknown[] }).rows).toEqual([]);
    const inserted = await asEnterprise(db(), { entId: 2 }, (tx) =>
      tx.execute(sql`insert into ent_departments (ent_id, name) values (1, '穿墙') returning id`).then(
        () => 'inserted',
        () => 'refused',
      ),
    ).catch(() => 'refused');
    expect(inserted).toBe('refused');
  });
});

describe('who may call', () => {
  it('refuses the super admin, who acts for no enterprise', async () => {
    const admin = await signInAs(server, 'super_admin');
    const answer = await server.post(`${ADMIN}/learner/list`, {}, { headers: admin.headers });
    expect(answer.body.reason).toBe('OPERATOR_FORBIDDEN');
  });
});
