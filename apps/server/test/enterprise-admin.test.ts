import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { asEnterprise, withinEnterprise } from '../src/modules/enterprise/scope.js';
import { sendTaskReminders } from '../src/modules/enterprise/task-reminders.js';
import { DEMO_OPERATOR_PASSWORD } from '../src/modules/operators/index.js';
import { DEMO_PASSWORD } from '../src/platform/db/seed/index.js';
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
    const learner = await loginWithAccount(server, 'hdzz004', DEMO_PASSWORD);
    const tasks = await server.post('/api/ent/front/task/list/pc', {}, { headers: learner.headers });
    expect((tasks.body.data as Page<{ id: number }>).list.map((row) => row.id)).toContain(task.id);

    const written = await sendTaskReminders(db());
    expect(written).toBeGreaterThanOrEqual(3);
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
  const A = { learner: 11, department: 2, seatCourse: 9, privateCourse: 301, topic: 1, exam: 0 };
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
