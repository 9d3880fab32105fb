import { IMPORT_MAX_QUESTIONS, type ImportProblem, MAX_OPTIONS, optionLetter } from '@zhixue/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/http/index.js';
import {
  headerColumns,
  MAX_UNZIPPED_LABEL,
  openWorkbook as openSheet,
  SheetRefused,
} from '../../platform/spreadsheet/index.js';
import { emptyRaw, type RawQuestion } from './import-rows.js';

type TextField = Exclude<keyof RawQuestion, 'row' | 'label' | 'options'>;

const COLUMNS: Array<{ header: string; field: TextField | `option${number}`; width: number; note?: string }> =
  [
    {
      header: '题型',
      field: 'type',
      width: 10,
      note: '单选、多选、判断、填空、简答；不填则按选项和答案判断',
    },
    { header: '题干', field: 'stem', width: 40, note: '填空题用 ___ 表示空' },
    ...Array.from({ length: MAX_OPTIONS }, (_, index) => ({
      header: `选项${optionLetter(index)}`,
      field: `option${index}` as const,
      width: 14,
    })),
    {
      header: '答案',
      field: 'answer',
      width: 16,
      note: '选择题填字母（多选如 ABD）；判断题填 正确/错误；填空题各空用 | 分隔，同一空的多个答案用 ; 分隔；简答题填参考答案',
    },
    { header: '解析', field: 'analysis', width: 30 },
    { header: '分值', field: 'score', width: 8, note: '1 到 100 的整数，默认 5' },
    { header: '难度', field: 'difficulty', width: 8, note: '简单、中等、困难，默认中等' },
    { header: '分类', field: 'category', width: 12, note: '默认“未分类”' },
    { header: '标签', field: 'tags', width: 14, note: '多个用逗号分隔' },
    { header: '材料', field: 'material', width: 30, note: '共用材料：同一段文字的题目共用一份材料' },
    { header: '忽略空格', field: 'ignoreSpaces', width: 10, note: '填空题：是/否，默认是' },
    { header: '忽略大小写', field: 'ignoreCase', width: 10, note: '填空题：是/否，默认是' },
  ];

/** One example of each type, by header; the columns left out are empty. */
const EXAMPLES: Array<Record<string, string>> = [
  {
    题型: '单选',
    题干: '中国的首都是（ ）',
    选项A: '北京',
    选项B: '上海',
    选项C: '广州',
    选项D: '深圳',
    答案: 'A',
    解析: '北京是首都。',
    分值: '5',
    难度: '简单',
    分类: '常识',
    标签: '地理',
  },
  {
    题型: '多选',
    题干: '下列属于直辖市的有（ ）',
    选项A: '北京',
    选项B: '上海',
    选项C: '苏州',
    选项D: '重庆',
    答案: 'ABD',
    分值: '10',
    难度: '中等',
    分类: '常识',
    标签: '地理',
  },
  { 题型: '判断', 题干: '地球绕太阳公转。', 答案: '正确', 分值: '5', 难度: '简单', 分类: '常识' },
  {
    题型: '填空',
    题干: '水的化学式是___。',
    答案: 'H2O;H₂O',
    分值: '5',
    难度: '简单',
    分类: '常识',
    忽略空格: '是',
    忽略大小写: '是',
  },
  {
    题型: '简答',
    题干: '简述安全生产方针。',
    答案: '安全第一、预防为主、综合治理',
    分值: '20',
    难度: '困难',
    分类: '安全',
  },
];

async function openWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  try {
    return await openSheet(file);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    if (error.fault === 'notXlsx') throw new AppError('EXAM_IMPORT_NOT_XLSX');
    if (error.fault === 'tooLarge')
      throw new AppError('EXAM_IMPORT_TOO_LARGE', { limit: MAX_UNZIPPED_LABEL });
    throw new AppError('EXAM_IMPORT_UNREADABLE');
  }
}

/** The first sheet's rows after the header, read by the header's names (columns may be moved or left out). */
export async function readQuestionSheet(
  fileBase64: string,
): Promise<{ raws: RawQuestion[]; problems: ImportProblem[] }> {
  const workbook = await openWorkbook(Buffer.from(fileBase64, 'base64'));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('EXAM_IMPORT_EMPTY');
  // The header row and the questions; rows only formatted are not counted.
  if (sheet.actualRowCount > IMPORT_MAX_QUESTIONS + 1) {
    throw new AppError('EXAM_IMPORT_TOO_MANY', { limit: IMPORT_MAX_QUESTIONS });
  }
  const columnOf = headerColumns(sheet);
  const missing = ['题干', '答案'].filter((header) => !columnOf.has(header));
  if (missing.length > 0) {
    return {
      raws: [],
      problems: [
        { row: 1, label: '第 1 行（表头）', messages: missing.map((header) => `表头缺少「${header}」列`) },
      ],
    };
  }

  const raws: RawQuestion[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const raw = emptyRaw(rowNumber, `第 ${rowNumber} 行`);
    for (const { header, field } of COLUMNS) {
      const column = columnOf.get(header);
      const text = column === undefined ? '' : row.getCell(column).text.trim();
      if (field.startsWith('option')) raw.options[Number(field.slice(6))] = text;
      else raw[field as TextField] = text;
    }
    raw.options = Array.from(raw.options, (option) => option ?? '');
    const blank = [raw.type, raw.stem, raw.answer, raw.analysis, ...raw.options].every((text) => !text);
    if (!blank) raws.push(raw);
  });
  return { raws, problems: [] };
}

/** The template: the header (with each column's rule as a note) and one example of each type. */
export async function questionSheetTemplate(): Promise<{ fileName: string; fileBase64: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('题目');
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  COLUMNS.forEach(({ note }, index) => {
    if (note) sheet.getRow(1).getCell(index + 1).note = note;
  });
  sheet.getRow(1).font = { bold: true };
  for (const example of EXAMPLES) sheet.addRow(COLUMNS.map(({ header }) => example[header] ?? ''));
  const bytes = await workbook.xlsx.writeBuffer();
  return { fileName: '题目导入模板.xlsx', fileBase64: Buffer.from(bytes).toString('base64') };
}
