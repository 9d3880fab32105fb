import {
  countBlanks,
  IMPORT_MAX_QUESTIONS,
  type ImportPreviewQuestion,
  type ImportProblem,
  MaterialContent,
  QuestionInput,
  type QuestionType,
} from '@zhixue/contract';
import { AppError } from '../../platform/http/index.js';

/**
 * One question as a sheet row or a text block gives it: every field still text. `row` and `label`
 * say where it came from (the sheet's row, or the text's question number and line).
 */
export interface RawQuestion {
  row: number;
  label: string;
  type: string;
  stem: string;
  options: string[];
  answer: string;
  analysis: string;
  score: string;
  difficulty: string;
  category: string;
  tags: string;
  material: string;
  ignoreSpaces: string;
  ignoreCase: string;
}

export const emptyRaw = (row: number, label: string): RawQuestion => ({
  row,
  label,
  type: '',
  stem: '',
  options: [],
  answer: '',
  analysis: '',
  score: '',
  difficulty: '',
  category: '',
  tags: '',
  material: '',
  ignoreSpaces: '',
  ignoreCase: '',
});

/** A checked question of an import, and the shared material text it goes with. */
export interface ImportedQuestion {
  row: number;
  label: string;
  input: QuestionInput;
  material: string | null;
}

export const DEFAULT_SCORE = 5;
export const DEFAULT_CATEGORY = '未分类';

const TYPE_WORDS: Array<[RegExp, QuestionType]> = [
  [/^(单选|单项选择|single)/i, 'single'],
  [/^(多选|多项选择|不定项|multiple)/i, 'multiple'],
  [/^(判断|是非|judge|true)/i, 'judge'],
  [/^(填空|fill)/i, 'fill'],
  [/^(简答|问答|论述|主观|short)/i, 'short'],
];

export function typeFromWord(word: string): QuestionType | null {
  const plain = word.trim();
  return TYPE_WORDS.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}

const TRUE_WORDS = new Set(['对', '正确', '√', '✓', '✔', 'T', 'TRUE', '是', 'Y', 'YES']);
const FALSE_WORDS = new Set(['错', '错误', '×', '✗', '✘', 'X', 'F', 'FALSE', '否', 'N', 'NO']);
const judgeWord = (answer: string) => {
  const word = answer.trim().toUpperCase();
  return TRUE_WORDS.has(word) ? 'T' : FALSE_WORDS.has(word) ? 'F' : null;
};

const DIFFICULTY_WORDS: Record<string, number> = {
  '1': 1,
  易: 1,
  简单: 1,
  容易: 1,
  '2': 2,
  中: 2,
  中等: 2,
  一般: 2,
  '3': 3,
  难: 3,
  困难: 3,
  较难: 3,
};

const YES = new Set(['是', 'Y', 'YES', 'TRUE', '1', '忽略']);
const NO = new Set(['否', 'N', 'NO', 'FALSE', '0', '区分', '不忽略']);

/** Without a stated type: options mean a choice (several letters: multiple), 对/错 a true/false, ___ a fill-in. */
function inferType(raw: RawQuestion): QuestionType {
  if (raw.options.some((option) => option.trim())) {
    return choiceLetters(raw.answer).length > 1 ? 'multiple' : 'single';
  }
  if (judgeWord(raw.answer)) return 'judge';
  return countBlanks(raw.stem) > 0 ? 'fill' : 'short';
}

const choiceLetters = (answer: string) => [...answer.toUpperCase().replace(/[\s,，、;；]/g, '')];

/**
 * The candidate a row stands for, and the problems found before the contract's rules (text that
 * is not a number, a type or a difficulty). The contract's `QuestionInput` checks the rest.
 */
function interpret(raw: RawQuestion): {
  candidate: Record<string, unknown>;
  problems: string[];
  answerUnreadable: boolean;
} {
  const problems: string[] = [];
  let answerUnreadable = false;
  let type = inferType(raw);
  if (raw.type.trim()) {
    const stated = typeFromWord(raw.type);
    if (stated) type = stated;
    else problems.push(`题型「${raw.type.trim()}」无法识别（可填 单选、多选、判断、填空、简答）`);
  }
  const options = [...raw.options];
  while (options.length > 0 && !options[options.length - 1]?.trim()) options.pop();

  const answerText = raw.answer.trim();
  let answer: string[] = [];
  let blanks: string[][] = [];
  let reference = '';
  if (type === 'single' || type === 'multiple') {
    answer = choiceLetters(answerText);
    if (answer.some((letter) => !/^[A-Z]$/.test(letter))) {
      problems.push('答案须为选项字母，如 A 或 ABD');
      answerUnreadable = true;
      answer = [];
    }
  } else if (type === 'judge') {
    const word = judgeWord(answerText);
    answerUnreadable = answerText !== '' && !word;
    if (answerUnreadable) problems.push('判断题的答案须为“正确”或“错误”');
    answer = word ? [word] : [];
  } else if (type === 'fill') {
    blanks = answerText
      ? answerText.split(/[|｜]/).map((blank) =>
          blank
            .split(/[;；]/)
            .map((accepted) => accepted.trim())
            .filter(Boolean),
        )
      : [];
  } else {
    reference = answerText;
  }

  const score = raw.score.trim() ? Number(raw.score.trim()) : DEFAULT_SCORE;
  if (!Number.isInteger(score) || score < 1 || score > 100) problems.push('分值须为 1 到 100 的整数');
  const difficulty = raw.difficulty.trim() ? DIFFICULTY_WORDS[raw.difficulty.trim()] : 2;
  if (difficulty === undefined) problems.push('难度须为 简单、中等 或 困难（或 1、2、3）');
  const flag = (text: string, name: string) => {
    const word = text.trim().toUpperCase();
    if (!word || YES.has(word)) return true;
    if (NO.has(word)) return false;
    problems.push(`${name}须填“是”或“否”`);
    return true;
  };

  return {
    candidate: {
      type,
      stem: raw.stem,
      options,
      answer,
      blanks,
      reference,
      fillIgnoreSpaces: flag(raw.ignoreSpaces, '忽略空格'),
      fillIgnoreCase: flag(raw.ignoreCase, '忽略大小写'),
      score: Number.isInteger(score) && score >= 1 && score <= 100 ? score : DEFAULT_SCORE,
      analysis: raw.analysis,
      difficulty: difficulty ?? 2,
      category: raw.category.trim() || DEFAULT_CATEGORY,
      tags: raw.tags.split(/[,，、;；\s]+/).filter(Boolean),
      materialId: null,
    },
    problems,
    answerUnreadable,
  };
}

/** Every row checked by the same rules as the console's form; a row's problems are all listed. */
export function checkRows(raws: RawQuestion[]): { questions: ImportedQuestion[]; problems: ImportProblem[] } {
  if (raws.length > IMPORT_MAX_QUESTIONS)
    throw new AppError('EXAM_IMPORT_TOO_MANY', { limit: IMPORT_MAX_QUESTIONS });
  const questions: ImportedQuestion[] = [];
  const problems: ImportProblem[] = [];
  for (const raw of raws) {
    const { candidate, problems: found, answerUnreadable } = interpret(raw);
    const checked = QuestionInput.safeParse(candidate);
    // An answer that could not be read is reported as such, not again as missing.
    const issues = checked.success
      ? []
      : checked.error.issues.filter((issue) => !(answerUnreadable && issue.path[0] === 'answer'));
    const material = raw.material.trim() ? MaterialContent.safeParse(raw.material) : null;
    const messages = [
      ...found,
      ...issues.map((issue) => issue.message),
      ...(material?.success === false ? material.error.issues.map((issue) => issue.message) : []),
    ];
    if (messages.length > 0 || !checked.success) {
      problems.push({ row: raw.row, label: raw.label, messages: [...new Set(messages)] });
    } else {
      questions.push({
        row: raw.row,
        label: raw.label,
        input: checked.data,
        material: raw.material.trim() || null,
      });
    }
  }
  return { questions, problems };
}

function answerSummary(input: QuestionInput): string {
  if (input.type === 'judge') return input.answer[0] === 'T' ? '正确' : '错误';
  if (input.type === 'fill') return input.blanks.map((accepted) => accepted.join(' / ')).join(' | ');
  if (input.type === 'short') return input.reference;
  return input.answer.join('');
}

export function previewOf(question: ImportedQuestion): ImportPreviewQuestion {
  return {
    row: question.row,
    label: question.label,
    type: question.input.type,
    stem: question.input.stem,
    answer: answerSummary(question.input),
    score: question.input.score,
    category: question.input.category,
    material: question.material,
  };
}
