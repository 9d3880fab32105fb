import type { ImportProblem } from '@zhixue/contract';
import { emptyRaw, type RawQuestion, typeFromWord } from './import-rows.js';

/** `一、单项选择题` (a section naming the type of the questions under it). */
const SECTION = /^[一二三四五六七八九十]+\s*[、.．]\s*(.+)$/;
/** `12.`, `12、`, `12．`, `12)` starting a question. */
const NUMBERED = /^(\d{1,4})\s*[.、．)）]\s*(.*)$/;
/** `A.`, `A、`, `A．`, `A:`, `A)` starting an option. */
const OPTION = /^([A-Ha-h])\s*[.、．:：)）]\s*(.*)$/;
/** Later options on the same line: `A. 北京  B. 上海`. */
const INLINE_OPTION = /\s+(?=[B-Hb-h]\s*[.、．:：)）])/;
const FIELD = /^【\s*(答案|解析|难度|分值|分类|标签|题型|忽略空格|忽略大小写|材料|材料结束)\s*】\s*(.*)$/;

type Field = 'stem' | 'option' | 'answer' | 'analysis' | 'material' | 'other';

const FIELD_NAMES = {
  答案: 'answer',
  解析: 'analysis',
  难度: 'difficulty',
  分值: 'score',
  分类: 'category',
  标签: 'tags',
  题型: 'type',
  忽略空格: 'ignoreSpaces',
  忽略大小写: 'ignoreCase',
} as const;

/**
 * Questions pasted in the usual Chinese layout:
 *
 *     一、单选题
 *     1. 中国的首都是（ ）
 *     A. 北京  B. 上海
 *     【答案】A
 *     【解析】……
 *     【难度】简单
 *
 * A question starts at its number; `A.` lines are options; 【答案】【解析】【难度】【分值】【分类】
 * 【标签】【题型】 fill the fields (a line without a mark continues the field before it). A section
 * heading (`二、多选题`) gives the type of the questions under it; without one the type follows from
 * the question (options, 对/错, ___). 【材料】 starts a shared material for the questions after it,
 * until the next 【材料】, section or 【材料结束】. Fill-in answers: blanks split by `|`, accepted
 * answers of one blank by `;`; 【忽略空格】否 and 【忽略大小写】否 make a fill-in strict about spaces and
 * letter case (both are ignored by default, as in the spreadsheet).
 */
export function parseQuestionText(text: string): { raws: RawQuestion[]; problems: ImportProblem[] } {
  const raws: RawQuestion[] = [];
  const problems: ImportProblem[] = [];
  let sectionType = '';
  let material = '';
  let current: RawQuestion | null = null;
  let field: Field = 'other';

  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (const [index, rawLine] of lines.entries()) {
    const lineNo = index + 1;
    const line = rawLine.trim();
    if (!line) continue;

    const section = SECTION.exec(line);
    const sectionTypeWord = section ? typeFromWord((section[1] ?? '').replace(/^[(（]?/, '')) : null;
    if (section && sectionTypeWord) {
      sectionType = section[1] ?? '';
      material = '';
      current = null;
      field = 'other';
      continue;
    }

    const marked = FIELD.exec(line);
    if (marked) {
      const [, name = '', value = ''] = marked;
      if (name === '材料' || name === '材料结束') {
        material = name === '材料' ? value : '';
        current = null;
        field = name === '材料' ? 'material' : 'other';
        continue;
      }
      if (!current) {
        problems.push({ row: lineNo, label: `第 ${lineNo} 行`, messages: [`【${name}】不属于任何题目`] });
        continue;
      }
      const key = FIELD_NAMES[name as keyof typeof FIELD_NAMES];
      current[key] = value;
      field = key === 'answer' || key === 'analysis' ? key : 'other';
      continue;
    }

    const numbered = NUMBERED.exec(line);
    if (numbered) {
      const [, number = '', stem = ''] = numbered;
      current = {
        ...emptyRaw(lineNo, `第 ${number} 题（第 ${lineNo} 行）`),
        type: sectionType,
        stem,
        material,
      };
      raws.push(current);
      field = 'stem';
      continue;
    }

    const option = current && field !== 'analysis' && field !== 'answer' ? OPTION.exec(line) : null;
    if (current && option) {
      for (const part of line.split(INLINE_OPTION)) {
        current.options.push(OPTION.exec(part.trim())?.[2]?.trim() ?? part.trim());
      }
      field = 'option';
      continue;
    }

    if (field === 'material') material = `${material}\n${line}`.trim();
    else if (current && field === 'stem') current.stem = `${current.stem}\n${line}`.trim();
    else if (current && field === 'option') {
      const last = current.options.length - 1;
      current.options[last] = `${current.options[last] ?? ''}${line}`;
    } else if (current && field === 'analysis') current.analysis = `${current.analysis}\n${line}`;
    else if (current && field === 'answer') current.answer = `${current.answer}\n${line}`;
    else {
      problems.push({
        row: lineNo,
        label: `第 ${lineNo} 行`,
        messages: ['无法识别：题目须以题号开头，如“1.”'],
      });
    }
  }
  return { raws, problems };
}
