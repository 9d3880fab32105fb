import { deflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { type ApiAnswer, serverForThisFile } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

const server = serverForThisFile();
let editor: SignedInOperator;
beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
});

const call = (path: string, body: unknown): Promise<ApiAnswer> =>
  server.post(`/api/admin/exam-bank/${path}`, body, { headers: editor.headers });
const data = <T>(answer: ApiAnswer): T => {
  expect(answer.body.msg, JSON.stringify(answer.body)).toBe('ok');
  return answer.body.data as T;
};

async function questionCount(): Promise<number> {
  const [row] = await server.database.db.select({ total: sql<number>`count(*)::int` }).from(tables.questions);
  return row?.total ?? 0;
}

const HEADER = [
  '题型',
  '题干',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '答案',
  '解析',
  '分值',
  '难度',
  '分类',
  '标签',
  '材料',
];

async function sheet(rows: unknown[][], header = HEADER): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('题目');
  worksheet.addRow(header);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

const single = {
  type: 'single',
  stem: '导入接口的测试题：1 + 1 = （ ）',
  options: ['1', '2', '3'],
  answer: ['B'],
  score: 5,
  category: '题库测试',
  tags: ['算术'],
};

describe('the question bank', () => {
  it('creates, lists by every filter, edits and deletes a question of each type', async () => {
    const created = data<{ id: number; options: string[]; answer: string[] }>(
      await call('question/create', single),
    );
    expect(created).toMatchObject({ options: ['1', '2', '3'], answer: ['B'], paperCount: 0, difficulty: 2 });

    const judge = data<{ id: number }>(
      await call('question/create', {
        type: 'judge',
        stem: '题库测试：地球是圆的。',
        answer: ['T'],
        score: 2,
        category: '题库测试',
        difficulty: 1,
      }),
    );
    const fill = data<{ id: number; blanks: string[][]; fillIgnoreCase: boolean }>(
      await call('question/create', {
        type: 'fill',
        stem: '题库测试：水的化学式是___，氧气是___。',
        blanks: [['H2O', 'h₂o'], ['O2']],
        fillIgnoreCase: false,
        score: 4,
        category: '题库测试',
        tags: ['化学'],
      }),
    );
    expect(fill).toMatchObject({ blanks: [['H2O', 'h₂o'], ['O2']], fillIgnoreCase: false });
    const short = data<{ id: number; reference: string }>(
      await call('question/create', {
        type: 'short',
        stem: '题库测试：简述牛顿第一定律。',
        reference: '惯性',
        score: 10,
        category: '题库测试',
        difficulty: 3,
      }),
    );
    expect(short.reference).toBe('惯性');

    const list = async (filters: Record<string, unknown>) =>
      data<{ list: Array<{ id: number }>; total: number }>(await call('question/list', filters)).list.map(
        (row) => row.id,
      );
    expect(await list({ category: '题库测试' })).toEqual([short.id, fill.id, judge.id, created.id]);
    expect(await list({ category: '题库测试', type: 'fill' })).toEqual([fill.id]);
    expect(await list({ category: '题库测试', difficulty: 3 })).toEqual([short.id]);
    expect(await list({ tag: '化学' })).toEqual([fill.id]);
    expect(await list({ keyword: '牛顿' })).toEqual([short.id]);
    expect(await list({ keyword: '100%_' })).toEqual([]);
    expect(await list({ id: fill.id })).toEqual([fill.id]);
    const facets = data<{ categories: string[]; tags: string[] }>(await call('question/facets', {}));
    expect(facets.categories).toContain('题库测试');
    expect(facets.tags).toEqual(expect.arrayContaining(['化学', '算术']));

    const edited = data<{ type: string; answer: string[]; options: string[] }>(
      await call('question/update', {
        id: created.id,
        question: { ...single, type: 'multiple', options: ['1', '2', '3', '二'], answer: ['D', 'B'] },
      }),
    );
    expect(edited).toMatchObject({ type: 'multiple', answer: ['B', 'D'], options: ['1', '2', '3', '二'] });

    expect(data(await call('question/delete', { id: judge.id }))).toEqual({ id: judge.id });
    expect((await call('question/delete', { id: judge.id })).body.reason).toBe('EXAM_QUESTION_NOT_FOUND');
    expect(await list({ category: '题库测试' })).toEqual([short.id, fill.id, created.id]);
  });

  it('refuses a question that breaks its type rules, with the form’s messages', async () => {
    const refused = async (question: Record<string, unknown>) => {
      const answer = await call('question/create', { ...single, ...question });
      expect(answer.status).toBe(400);
      return answer.body.msg;
    };
    expect(await refused({ stem: ' ' })).toContain('缺少题干');
    expect(await refused({ options: ['只有一个'] })).toContain('缺少选项');
    expect(await refused({ answer: [] })).toContain('缺少正确答案');
    expect(await refused({ answer: ['D'] })).toContain('答案 D 不在选项中');
    expect(await refused({ answer: ['A', 'B'] })).toContain('单选题只能有一个正确答案');
    expect(await refused({ type: 'fill', stem: '没有空', blanks: [['x']] })).toContain('缺少填空');
    expect(await refused({ type: 'fill', stem: '两个空___和___', blanks: [['x']] })).toContain(
      '题干有 2 个空',
    );
    expect(await refused({ type: 'judge', answer: ['A'] })).toContain('判断题');
    const unknownMaterial = await call('question/create', { ...single, materialId: 999_999 });
    expect(unknownMaterial.body.reason).toBe('EXAM_MATERIAL_NOT_FOUND');
  });

  it('refuses to delete a question a paper uses, or one a learner answered, and says why', async () => {
    const inPaper = await call('question/delete', { id: 1 });
    expect(inPaper.status).toBe(409);
    expect(inPaper.body).toMatchObject({
      reason: 'EXAM_QUESTION_IN_PAPER',
      msg: '该题已被试卷「课程开发结业考试卷」使用，不能删除',
    });

    const { id } = data<{ id: number }>(await call('question/create', single));
    const { db } = server.database;
    const [attempt] = await db
      .insert(tables.examAttempts)
      .values({
        examId: 1,
        userId: 1,
        attemptNo: 90,
        status: 'graded',
        deadlineAt: new Date(),
        totalScore: 5,
      })
      .returning({ id: tables.examAttempts.id });
    await db
      .insert(tables.attemptItems)
      .values({ attemptId: attempt?.id ?? 0, questionId: id, position: 1, score: 5, options: [] });
    expect((await call('question/delete', { id })).body.reason).toBe('EXAM_QUESTION_ANSWERED');
    const retyped = await call('question/update', {
      id,
      question: { ...single, type: 'short', reference: '' },
    });
    expect(retyped.body.reason).toBe('EXAM_QUESTION_ANSWERED');
    // Its text may still be corrected.
    data(await call('question/update', { id, question: { ...single, stem: '更正后的题干' } }));
  });

  it('shares one material between questions', async () => {
    const material = data<{ id: number }>(
      await call('material/save', { id: null, content: '阅读材料：某公司 2025 年营收 100 万元。' }),
    );
    for (const stem of ['营收是多少万元？___', '营收的单位是___']) {
      data(
        await call('question/create', {
          type: 'fill',
          stem,
          blanks: [['100']],
          score: 2,
          category: '材料题',
          materialId: material.id,
        }),
      );
    }
    const listed = data<{ list: Array<{ material: string | null; materialId: number }> }>(
      await call('question/list', { category: '材料题' }),
    );
    expect(listed.list.map((row) => row.materialId)).toEqual([material.id, material.id]);
    expect(listed.list[0]?.material).toContain('阅读材料');
    const materials = data<{ list: Array<{ id: number; questionCount: number }> }>(
      await call('material/list', { keyword: '营收' }),
    );
    expect(materials.list).toEqual([expect.objectContaining({ id: material.id, questionCount: 2 })]);
    const renamed = data<{ content: string }>(
      await call('material/save', { id: material.id, content: '新材料' }),
    );
    expect(renamed.content).toBe('新材料');
    expect((await call('material/save', { id: 999_999, content: 'x' })).body.reason).toBe(
      'EXAM_MATERIAL_NOT_FOUND',
    );

    // A material in use stays; once its questions are gone it may be deleted, once.
    const inUse = await call('material/delete', { id: material.id });
    expect(inUse.body).toMatchObject({
      reason: 'EXAM_MATERIAL_IN_USE',
      msg: expect.stringContaining('2 道题目'),
    });
    const sharing = data<{ list: Array<{ id: number }> }>(
      await call('question/list', { category: '材料题' }),
    );
    for (const { id } of sharing.list) data(await call('question/delete', { id }));
    expect(data(await call('material/delete', { id: material.id }))).toEqual({ id: material.id });
    expect((await call('material/delete', { id: material.id })).body.reason).toBe('EXAM_MATERIAL_NOT_FOUND');
  });
});

describe('importing questions', () => {
  it('imports a good sheet of every type, with a shared material, in one go', async () => {
    const fileBase64 = await sheet([
      [
        '单选',
        '导入单选：中国的首都是（ ）',
        '北京',
        '上海',
        '广州',
        '',
        'A',
        '北京是首都',
        5,
        '简单',
        '导入测试',
        '地理,常识',
      ],
      [
        '多选',
        '导入多选：直辖市有（ ）',
        '北京',
        '上海',
        '苏州',
        '重庆',
        'A B D',
        '',
        10,
        '中等',
        '导入测试',
      ],
      ['判断', '导入判断：地球绕太阳转。', '', '', '', '', '对', '', 2, 3, '导入测试'],
      ['填空', '导入填空：水是___，氧气是___。', '', '', '', '', 'H2O;H₂O|O2', '', 4, '', '导入测试'],
      [
        '',
        '导入简答：简述惯性。',
        '',
        '',
        '',
        '',
        '物体保持原状态的性质',
        '',
        10,
        '难',
        '导入测试',
        '',
        '材料一：牛顿',
      ],
      ['', '导入推断：材料中的人物是___', '', '', '', '', '牛顿', '', '', '', '导入测试', '', '材料一：牛顿'],
      [],
    ]);
    const preview = data<{
      questions: Array<{ row: number; type: string; answer: string }>;
      problems: unknown[];
    }>(await call('import/preview', { source: 'xlsx', fileBase64 }));
    expect(preview.problems).toEqual([]);
    expect(preview.questions.map((question) => [question.row, question.type, question.answer])).toEqual([
      [2, 'single', 'A'],
      [3, 'multiple', 'ABD'],
      [4, 'judge', '正确'],
      [5, 'fill', 'H2O / H₂O | O2'],
      [6, 'short', '物体保持原状态的性质'],
      [7, 'fill', '牛顿'],
    ]);
    const before = await questionCount();
    const run = data<{ imported: number; ids: number[] }>(
      await call('import/run', { source: 'xlsx', fileBase64 }),
    );
    expect(run.imported).toBe(6);
    expect(await questionCount()).toBe(before + 6);
    const listed = data<{
      list: Array<{ stem: string; materialId: number | null; tags: string[]; difficulty: number }>;
    }>(await call('question/list', { category: '导入测试', pageSize: 10 }));
    const byStem = new Map(listed.list.map((row) => [row.stem.slice(0, 4), row]));
    expect(byStem.get('导入简答')?.materialId).toBeTruthy();
    expect(byStem.get('导入推断')?.materialId).toBe(byStem.get('导入简答')?.materialId);
    expect(byStem.get('导入单选')).toMatchObject({ tags: ['地理', '常识'], difficulty: 1 });
  });

  it('lists every faulty row of a sheet with its row number and imports nothing', async () => {
    const fileBase64 = await sheet([
      ['单选', '', '甲', '乙', '', '', 'A'],
      ['单选', '没有选项的单选题', '', '', '', '', 'A'],
      ['多选', '没有答案的多选题', '甲', '乙', '丙', '', ''],
      ['单选', '正确的一行', '甲', '乙', '', '', 'B'],
      ['论文', '题型不明', '', '', '', '', 'x', '', 500, '极难'],
      ['判断', '判断题的答案不是对错', '', '', '', '', '也许'],
    ]);
    const preview = data<{
      questions: unknown[];
      problems: Array<{ row: number; label: string; messages: string[] }>;
    }>(await call('import/preview', { source: 'xlsx', fileBase64 }));
    expect(preview.questions).toHaveLength(1);
    const byRow = Object.fromEntries(preview.problems.map((problem) => [problem.row, problem.messages]));
    expect(Object.keys(byRow)).toEqual(['2', '3', '4', '6', '7']);
    expect(byRow[2]).toEqual(['缺少题干']);
    expect(byRow[3]).toEqual(['缺少选项（至少两个）']);
    expect(byRow[4]).toEqual(['缺少正确答案']);
    expect(byRow[6]).toEqual(
      expect.arrayContaining([
        expect.stringContaining('题型「论文」无法识别'),
        '分值须为 1 到 100 的整数',
        expect.stringContaining('难度须为'),
      ]),
    );
    expect(byRow[7]).toEqual(['判断题的答案须为“正确”或“错误”']);
    expect(preview.problems[0]?.label).toBe('第 2 行');

    const before = await questionCount();
    const run = await call('import/run', { source: 'xlsx', fileBase64 });
    expect(run.status).toBe(400);
    expect(run.body).toMatchObject({ reason: 'EXAM_IMPORT_HAS_PROBLEMS' });
    expect(run.body.msg).toContain('未导入任何题目');
    expect(await questionCount()).toBe(before);
  });

  it('reports a sheet without the needed columns', async () => {
    const fileBase64 = await sheet([['x', 'y']], ['标题', '内容']);
    const preview = data<{ problems: Array<{ row: number; messages: string[] }> }>(
      await call('import/preview', { source: 'xlsx', fileBase64 }),
    );
    expect(preview.problems).toEqual([
      { row: 1, label: '第 1 行（表头）', messages: ['表头缺少「题干」列', '表头缺少「答案」列'] },
    ]);
  });

  it('imports pasted text and lists a faulty block by its number and line, importing nothing', async () => {
    const good = [
      '一、单选题',
      '1. 文本导入：中国的首都是（ ）',
      'A. 北京  B. 上海  C. 广州',
      '【答案】A',
      '【解析】北京是首都。',
      '【难度】简单',
      '二、填空题',
      '2. 文本导入：水的化学式是___。',
      '【答案】H2O',
      '【分类】文本分类',
    ].join('\n');
    const preview = data<{
      questions: Array<{ type: string; stem: string; answer: string; category: string }>;
      problems: unknown[];
    }>(await call('import/preview', { source: 'text', text: good }));
    expect(preview.problems).toEqual([]);
    expect(preview.questions).toEqual([
      expect.objectContaining({ type: 'single', answer: 'A', category: '未分类' }),
      expect.objectContaining({ type: 'fill', answer: 'H2O', category: '文本分类' }),
    ]);

    const faulty = `${good}\n三、单选题\n3. 没有答案的题\nA. 甲\nB. 乙\n4.\nA. 甲\nB. 乙\n【答案】A`;
    const before = await questionCount();
    const checked = data<{ problems: Array<{ row: number; label: string; messages: string[] }> }>(
      await call('import/preview', { source: 'text', text: faulty }),
    );
    expect(checked.problems).toEqual([
      { row: 12, label: '第 3 题（第 12 行）', messages: ['缺少正确答案'] },
      { row: 15, label: '第 4 题（第 15 行）', messages: ['缺少题干'] },
    ]);
    expect((await call('import/run', { source: 'text', text: faulty })).body.reason).toBe(
      'EXAM_IMPORT_HAS_PROBLEMS',
    );
    expect(await questionCount()).toBe(before);

    expect(
      data<{ imported: number }>(await call('import/run', { source: 'text', text: good })).imported,
    ).toBe(2);
    expect(await questionCount()).toBe(before + 2);
  });

  it('offers a template that imports as it is', async () => {
    const template = data<{ fileName: string; fileBase64: string }>(await call('import/template', {}));
    expect(template.fileName).toMatch(/\.xlsx$/);
    const preview = data<{ questions: Array<{ type: string }>; problems: unknown[] }>(
      await call('import/preview', { source: 'xlsx', fileBase64: template.fileBase64 }),
    );
    expect(preview.problems).toEqual([]);
    expect(preview.questions.map((question) => question.type)).toEqual([
      'single',
      'multiple',
      'judge',
      'fill',
      'short',
    ]);
  });

  describe('hostile files', () => {
    const refusal = async (fileBase64: string) => {
      const answer = await call('import/preview', { source: 'xlsx', fileBase64 });
      expect(answer.status).toBeLessThan(500);
      return answer.body.reason ?? answer.body.msg;
    };

    it('refuses what is not a spreadsheet, a broken zip, a zip bomb, too many rows and an oversized body', async () => {
      expect(await refusal(Buffer.from('题型,题干\n单选,x').toString('base64'))).toBe('EXAM_IMPORT_NOT_XLSX');
      expect(await refusal('')).toBe('EXAM_IMPORT_NOT_XLSX');
      const good = Buffer.from(await sheet([['单选', 'x', 'a', 'b', '', '', 'A']]), 'base64');
      expect(await refusal(good.subarray(0, good.length - 40).toString('base64'))).toBe(
        'EXAM_IMPORT_UNREADABLE',
      );
      const garbled = Buffer.from(good);
      garbled.fill(7, 40, 400);
      expect(await refusal(garbled.toString('base64'))).toBe('EXAM_IMPORT_UNREADABLE');
      expect(await refusal(zipBomb().toString('base64'))).toBe('EXAM_IMPORT_TOO_LARGE');

      const rows = Array.from({ length: 501 }, (_, index) => [
        '判断',
        `第 ${index} 题`,
        '',
        '',
        '',
        '',
        '对',
      ]);
      expect(await refusal(await sheet(rows))).toBe('EXAM_IMPORT_TOO_MANY');

      const huge = await call('import/preview', { source: 'xlsx', fileBase64: 'A'.repeat(2_000_000) });
      expect(huge.status).toBe(413);
      const long = await call('import/preview', { source: 'xlsx', fileBase64: 'A'.repeat(900_000) });
      expect(long.status).toBe(400);
      expect(long.body.msg).toContain('600 KB');
      const notBase64 = await call('import/preview', { source: 'xlsx', fileBase64: '<script>' });
      expect(notBase64.status).toBe(400);
    }, 60_000);

    it('refuses text with no question and more questions than allowed', async () => {
      expect(await call('import/preview', { source: 'text', text: '   ' }).then((a) => a.body.reason)).toBe(
        'EXAM_IMPORT_EMPTY',
      );
      const many = Array.from({ length: 501 }, (_, index) => `${index + 1}. 题${index}\n【答案】对`).join(
        '\n',
      );
      expect(await call('import/preview', { source: 'text', text: many }).then((a) => a.body.reason)).toBe(
        'EXAM_IMPORT_TOO_MANY',
      );
    });
  });

  it('is refused to roles without exams.write', async () => {
    const support = await signInAs(server, 'support');
    const answer = await server.post(
      '/api/admin/exam-bank/import/run',
      { source: 'text', text: '1. x\n【答案】对' },
      { headers: support.headers },
    );
    expect(answer.body.reason).toBe('OPERATOR_FORBIDDEN');
  });
});

/** A zip whose one entry unpacks to 100 MB of zeros while the zip itself is about 100 KB. */
function zipBomb(): Buffer {
  const size = 100 * 1024 * 1024;
  const packed = deflateRawSync(Buffer.alloc(size));
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}
