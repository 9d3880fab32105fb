import { describe, expect, it } from 'vitest';
import { checkRows } from './import-rows.js';
import { parseQuestionText } from './import-text.js';

const parse = (lines: string[]) => parseQuestionText(lines.join('\n'));
const checked = (lines: string[]) => {
  const { raws, problems } = parse(lines);
  return { ...checkRows(raws), textProblems: problems };
};

describe('the pasted-text parser', () => {
  it('reads numbered stems, options, answers, 解析 and 难度 in the usual layout', () => {
    const { questions, problems } = checked([
      '1、下列哪项是安全生产方针的内容（　）',
      'A．安全第一',
      'B．效益优先',
      '【答案】A',
      '【解析】安全第一、预防为主、综合治理。',
      '第二行解析',
      '【难度】困难',
      '【分值】8',
      '【标签】安全，方针',
    ]);
    expect(problems).toEqual([]);
    expect(questions).toHaveLength(1);
    expect(questions[0]?.input).toMatchObject({
      type: 'single',
      stem: '下列哪项是安全生产方针的内容（　）',
      options: ['安全第一', '效益优先'],
      answer: ['A'],
      analysis: '安全第一、预防为主、综合治理。\n第二行解析',
      difficulty: 3,
      score: 8,
      tags: ['安全', '方针'],
    });
  });

  it('splits options written on one line and continues a stem over lines', () => {
    const { raws } = parse(['3) 题干第一行', '题干第二行', 'A. 甲  B. 乙 C、丙 D:丁', '【答案】B D']);
    expect(raws[0]).toMatchObject({
      stem: '题干第一行\n题干第二行',
      options: ['甲', '乙', '丙', '丁'],
      answer: 'B D',
    });
    expect(checkRows(raws).questions[0]?.input).toMatchObject({ type: 'multiple', answer: ['B', 'D'] });
  });

  it('infers the type without a section: 对/错 a true/false, ___ a fill-in, else a short answer', () => {
    const { questions } = checked([
      '1. 地球是圆的。',
      '【答案】√',
      '2. 水的化学式是___，读作___。',
      '【答案】H2O；H₂O|水',
      '3. 简述惯性。',
      '【答案】保持原状态的性质',
    ]);
    expect(questions.map((question) => question.input.type)).toEqual(['judge', 'fill', 'short']);
    expect(questions[0]?.input.answer).toEqual(['T']);
    expect(questions[1]?.input.blanks).toEqual([['H2O', 'H₂O'], ['水']]);
    expect(questions[2]?.input.reference).toBe('保持原状态的性质');
  });

  it('reads a fill-in’s space and letter-case rules, ignoring both unless told otherwise', () => {
    const { questions, problems } = checked([
      '1. 化学式 ___ 表示水。',
      '【答案】H2O',
      '【忽略空格】否',
      '【忽略大小写】否',
      '2. 单位 ___ 表示千克。',
      '【答案】kg',
    ]);
    expect(problems).toEqual([]);
    expect(questions.map((question) => question.input)).toMatchObject([
      { type: 'fill', fillIgnoreSpaces: false, fillIgnoreCase: false },
      { type: 'fill', fillIgnoreSpaces: true, fillIgnoreCase: true },
    ]);
  });

  it('takes the type from a section heading and from 【题型】', () => {
    const { questions } = checked([
      '一、多项选择题',
      '1. 哪些是直辖市',
      'A. 北京 B. 上海 C. 苏州',
      '【答案】AB',
      '二、判断题',
      '2. 太阳从西边升起。',
      '【答案】错误',
      '3. 这道题另有题型',
      '【题型】简答',
      '【答案】参考',
    ]);
    expect(questions.map((question) => question.input.type)).toEqual(['multiple', 'judge', 'short']);
    expect(questions[1]?.input.answer).toEqual(['F']);
  });

  it('gives the questions after 【材料】 one shared material, until 【材料结束】', () => {
    const { questions } = checked([
      '【材料】某公司 2025 年营收 100 万元，',
      '利润 10 万元。',
      '1. 营收是___万元',
      '【答案】100',
      '2. 利润是___万元',
      '【答案】10',
      '【材料结束】',
      '3. 没有材料的题___',
      '【答案】x',
    ]);
    expect(questions.map((question) => question.material)).toEqual([
      '某公司 2025 年营收 100 万元，\n利润 10 万元。',
      '某公司 2025 年营收 100 万元，\n利润 10 万元。',
      null,
    ]);
  });

  it('reports each faulty block by its number and line, and text outside any question', () => {
    const { questions, problems, textProblems } = checked([
      '这一行不属于任何题目',
      '1. 单选没有答案',
      'A. 甲',
      'B. 乙',
      '2. ',
      '【答案】对',
      '3. 只有一个选项',
      'A. 甲',
      '【答案】A',
      '4. 两个空___和___',
      '【答案】一',
    ]);
    expect(questions).toEqual([]);
    expect(textProblems).toEqual([
      { row: 1, label: '第 1 行', messages: ['无法识别：题目须以题号开头，如“1.”'] },
    ]);
    expect(problems).toEqual([
      { row: 2, label: '第 1 题（第 2 行）', messages: ['缺少正确答案'] },
      { row: 5, label: '第 2 题（第 5 行）', messages: ['缺少题干'] },
      { row: 7, label: '第 3 题（第 7 行）', messages: ['缺少选项（至少两个）'] },
      { row: 10, label: '第 4 题（第 10 行）', messages: ['题干有 2 个空，答案有 1 个'] },
    ]);
  });

  it('names the field whose text is too long, the material included', () => {
    const { problems } = checked([
      `【材料】${'长'.repeat(10_001)}`,
      '1. 地球是圆的。',
      '【答案】对',
      `【标签】${'签'.repeat(21)}`,
    ]);
    expect(problems).toEqual([
      { row: 2, label: '第 1 题（第 2 行）', messages: ['标签最多 20 个字', '材料最多 10000 个字'] },
    ]);
  });

  it('reports a mark before any question', () => {
    expect(parse(['【答案】A']).problems).toEqual([
      { row: 1, label: '第 1 行', messages: ['【答案】不属于任何题目'] },
    ]);
  });
});
