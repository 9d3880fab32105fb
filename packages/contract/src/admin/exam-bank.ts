import { z } from 'zod';
import { EmptyRequest, Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { QuestionType } from '../exams.js';
import { operatorEndpoint } from './define.js';

/**
 * The question bank in the console: questions of every type, shared materials, and import from a
 * spreadsheet or pasted text. Options are authored as texts; their letters (A, B, …) follow their
 * order. True/false questions have the fixed options `T` (正确) and `F` (错误).
 */

export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  fill: '填空题',
  short: '简答题',
};
export const DIFFICULTY_NAMES: Record<number, string> = { 1: '简单', 2: '中等', 3: '困难' };

export const MAX_OPTIONS = 8;
/** A blank in a fill-in stem: three underscores or more. */
export const BLANK_PATTERN = /_{3,}/g;
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
export const countBlanks = (stem: string) => stem.match(BLANK_PATTERN)?.length ?? 0;

const Text = (name: string, max: number) => z.string().trim().max(max, `${name}最多 ${max} 个字`);

/**
 * A question as the console writes it, and as each imported row must be: the same rules, so an
 * import row reports exactly what the form would. `answer` holds option letters (choice and
 * true/false), `blanks` the accepted answers of each blank, `reference` a short answer's model answer.
 */
export const QuestionInput = z
  .object({
    type: QuestionType,
    stem: Text('题干', 5000).min(1, '缺少题干'),
    options: z.array(Text('选项', 1000)).max(MAX_OPTIONS, `选项最多 ${MAX_OPTIONS} 个`).default([]),
    answer: z
      .array(z.string().regex(/^[A-Z]$/, '答案须为选项字母'))
      .max(MAX_OPTIONS)
      .default([]),
    blanks: z
      .array(z.array(Text('填空答案', 200).min(1, '填空答案不能为空')).min(1, '缺少正确答案').max(10))
      .max(10, '最多 10 个空')
      .default([]),
    reference: Text('参考答案', 5000).default(''),
    fillIgnoreSpaces: z.boolean().default(true),
    fillIgnoreCase: z.boolean().default(true),
    score: z
      .number()
      .int('分值须为整数')
      .min(1, '分值须为 1 到 100 的整数')
      .max(100, '分值须为 1 到 100 的整数'),
    analysis: Text('解析', 5000).default(''),
    difficulty: z.number().int().min(1, '难度须为 1 到 3').max(3, '难度须为 1 到 3').default(2),
    category: Text('分类', 30).min(1, '缺少分类'),
    tags: z.array(Text('标签', 20).min(1)).max(10, '标签最多 10 个').default([]),
    materialId: Id.nullable().default(null),
  })
  .superRefine((question, context) => {
    const problem = (message: string, path: string) =>
      context.addIssue({ code: 'custom', message, path: [path] });
    const { type, options, answer } = question;
    if (type === 'single' || type === 'multiple') {
      if (options.length < 2) problem('缺少选项（至少两个）', 'options');
      options.forEach((text, index) => {
        if (!text) problem(`选项 ${optionLetter(index)} 为空`, 'options');
      });
      if (answer.length === 0) problem('缺少正确答案', 'answer');
      for (const letter of options.length >= 2 ? answer : []) {
        if (letter.charCodeAt(0) - 65 >= options.length) problem(`答案 ${letter} 不在选项中`, 'answer');
      }
      if (new Set(answer).size !== answer.length) problem('答案有重复的选项', 'answer');
      if (type === 'single' && answer.length > 1) problem('单选题只能有一个正确答案', 'answer');
      if (type === 'multiple' && answer.length === 1) problem('多选题至少有两个正确答案', 'answer');
    }
    if (type === 'judge') {
      if (answer.length === 0) problem('缺少正确答案', 'answer');
      else if (answer.length > 1 || !['T', 'F'].includes(answer[0] ?? '')) {
        problem('判断题的答案须为“正确”或“错误”', 'answer');
      }
    }
    if (type === 'fill') {
      const blanks = countBlanks(question.stem);
      if (blanks === 0 && question.stem) problem('题干中缺少填空（用 ___ 表示）', 'stem');
      if (question.blanks.length === 0) problem('缺少正确答案', 'blanks');
      else if (blanks > 0 && blanks !== question.blanks.length) {
        problem(`题干有 ${blanks} 个空，答案有 ${question.blanks.length} 个`, 'blanks');
      }
    }
  });
export type QuestionInput = z.infer<typeof QuestionInput>;

export const AdminQuestion = z.object({
  id: z.number().int(),
  type: QuestionType,
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  blanks: z.array(z.array(z.string())),
  reference: z.string(),
  fillIgnoreSpaces: z.boolean(),
  fillIgnoreCase: z.boolean(),
  score: z.number().int(),
  analysis: z.string(),
  difficulty: z.number().int(),
  category: z.string(),
  tags: z.array(z.string()),
  materialId: z.number().int().nullable(),
  /** The shared material's text, for the list. */
  material: z.string().nullable(),
  /** Fixed papers that list it: such a question cannot be deleted. */
  paperCount: z.number().int(),
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;

export const QuestionListRequest = PageQuery.extend({
  /** One question by its number (a paper's picker showing a question already on it). */
  id: Id.optional(),
  type: QuestionType.optional(),
  category: z.string().trim().max(30).optional(),
  difficulty: z.coerce.number().int().min(1).max(3).optional(),
  tag: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(50).optional(),
});

/** Newest first, filtered by number, type, category, difficulty, a tag and words of the stem. */
export const adminQuestionList = operatorEndpoint({
  path: '/api/admin/exam-bank/question/list',
  permission: 'exams.read',
  writes: false,
  request: QuestionListRequest,
  response: pageOf(AdminQuestion),
});

/** The categories and tags in use, for the list's filters and the form's suggestions. */
export const adminQuestionFacets = operatorEndpoint({
  path: '/api/admin/exam-bank/question/facets',
  permission: 'exams.read',
  writes: false,
  request: EmptyRequest,
  response: z.object({ categories: z.array(z.string()), tags: z.array(z.string()) }),
});

export const adminQuestionCreate = operatorEndpoint({
  path: '/api/admin/exam-bank/question/create',
  permission: 'exams.write',
  writes: true,
  request: QuestionInput,
  response: AdminQuestion,
});

export const adminQuestionUpdate = operatorEndpoint({
  path: '/api/admin/exam-bank/question/update',
  permission: 'exams.write',
  writes: true,
  request: z.object({ id: Id, question: QuestionInput }),
  response: AdminQuestion,
});

/** Refused while a paper lists the question or an attempt holds it, with the reason. */
export const adminQuestionDelete = operatorEndpoint({
  path: '/api/admin/exam-bank/question/delete',
  permission: 'exams.write',
  writes: true,
  request: z.object({ id: Id }),
  response: z.object({ id: z.number().int() }),
});

export const AdminMaterial = z.object({
  id: z.number().int(),
  content: z.string(),
  questionCount: z.number().int(),
});
export type AdminMaterial = z.infer<typeof AdminMaterial>;

export const MaterialContent = Text('材料', 10_000).min(1, '请输入材料内容');

export const adminMaterialList = operatorEndpoint({
  path: '/api/admin/exam-bank/material/list',
  permission: 'exams.read',
  writes: false,
  request: PageQuery.extend({ keyword: z.string().trim().max(50).optional() }),
  response: pageOf(AdminMaterial),
});

/** A new material (`id` null) or a changed text for every question that shares it. */
export const adminMaterialSave = operatorEndpoint({
  path: '/api/admin/exam-bank/material/save',
  permission: 'exams.write',
  writes: true,
  request: z.object({ id: Id.nullable(), content: MaterialContent }),
  response: AdminMaterial,
});

/** A material no question uses any more (EXAM_MATERIAL_IN_USE otherwise). */
export const adminMaterialDelete = operatorEndpoint({
  path: '/api/admin/exam-bank/material/delete',
  permission: 'exams.write',
  writes: true,
  request: z.object({ id: Id }),
  response: z.object({ id: z.number().int() }),
});

/** An uploaded spreadsheet travels as base64 in the JSON body; the body limit bounds it too. */
export const IMPORT_FILE_MAX_BYTES = 600 * 1024;
export const IMPORT_MAX_QUESTIONS = 500;
export const IMPORT_TEXT_MAX_CHARS = 200_000;

/** An uploaded .xlsx as base64 (the question bank's and the enterprise learners' imports). */
export const XlsxFileBase64 = z
  .string()
  .max(Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4, '文件不能超过 600 KB')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, '文件内容有误');

export const ImportSource = z.discriminatedUnion('source', [
  z.object({ source: z.literal('xlsx'), fileBase64: XlsxFileBase64 }),
  z.object({
    source: z.literal('text'),
    text: z.string().max(IMPORT_TEXT_MAX_CHARS, `文本最多 ${IMPORT_TEXT_MAX_CHARS} 个字`),
  }),
]);
export type ImportSource = z.infer<typeof ImportSource>;

/** Where a problem is: the sheet's row number, or the text's question number and its line. */
export const ImportProblem = z.object({
  row: z.number().int(),
  label: z.string(),
  messages: z.array(z.string()),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

export const ImportPreviewQuestion = z.object({
  row: z.number().int(),
  label: z.string(),
  type: QuestionType,
  stem: z.string(),
  answer: z.string(),
  score: z.number().int(),
  category: z.string(),
  material: z.string().nullable(),
});
export type ImportPreviewQuestion = z.infer<typeof ImportPreviewQuestion>;

/** Reads the source and checks every question; writes nothing. */
export const adminQuestionImportPreview = operatorEndpoint({
  path: '/api/admin/exam-bank/import/preview',
  permission: 'exams.write',
  writes: false,
  request: ImportSource,
  response: z.object({ questions: z.array(ImportPreviewQuestion), problems: z.array(ImportProblem) }),
});

/** All or nothing: any problem refuses the whole import (`EXAM_IMPORT_HAS_PROBLEMS`). */
export const adminQuestionImport = operatorEndpoint({
  path: '/api/admin/exam-bank/import/run',
  permission: 'exams.write',
  writes: true,
  request: ImportSource,
  response: z.object({ imported: z.number().int(), ids: z.array(z.number().int()) }),
});

/** The spreadsheet template, with a header row and one example of each type. */
export const adminQuestionImportTemplate = operatorEndpoint({
  path: '/api/admin/exam-bank/import/template',
  permission: 'exams.read',
  writes: false,
  request: EmptyRequest,
  response: z.object({ fileName: z.string(), fileBase64: z.string() }),
});
