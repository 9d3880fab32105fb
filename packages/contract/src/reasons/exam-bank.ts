import { defineReasons } from './define.js';

/** The console's question bank and its import. */
export const examBankReasons = defineReasons({
  EXAM_QUESTION_NOT_FOUND: { code: 'A0404', msg: '该题目不存在' },
  EXAM_MATERIAL_NOT_FOUND: { code: 'A0404', msg: '该材料不存在' },
  /** A paper's fixed list names it: the paper would lose a question it was built with. */
  EXAM_QUESTION_IN_PAPER: { code: 'A0409', msg: '该题已被试卷「{paper}」使用，不能删除' },
  /** Attempts keep their copy of the question's id; the grading and the review read the bank. */
  /** Its questions would lose their shared stem: they are deleted or moved to another material first. */
  EXAM_MATERIAL_IN_USE: {
    code: 'A0409',
    msg: '该材料仍有 {count} 道题目在用，请先删除这些题目或改用其他材料',
  },
  EXAM_QUESTION_ANSWERED: { code: 'A0409', msg: '该题已有考生作答，不能删除或更改题型' },
  EXAM_IMPORT_NOT_XLSX: { code: 'A0415', msg: '请上传 .xlsx 格式的 Excel 文件' },
  EXAM_IMPORT_UNREADABLE: { code: 'A0400', msg: '文件已损坏或不是有效的 Excel 文件' },
  EXAM_IMPORT_TOO_LARGE: { code: 'A0413', msg: '文件过大：解压后内容不能超过 {limit}' },
  EXAM_IMPORT_TOO_MANY: { code: 'A0413', msg: '一次最多导入 {limit} 道题' },
  EXAM_IMPORT_EMPTY: { code: 'A0400', msg: '没有找到可导入的题目' },
  /** The import call re-checks what the preview showed: a faulty row means nothing is imported. */
  EXAM_IMPORT_HAS_PROBLEMS: { code: 'A0400', msg: '有 {count} 处问题，未导入任何题目，请修改后重试' },
});
