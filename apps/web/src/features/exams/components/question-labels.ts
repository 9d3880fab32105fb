import type { QuestionType } from '@zhixue/contract';

export const QUESTION_TYPE_LABEL: Record<QuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  fill: '填空题',
  short: '简答题',
};

/** Options are lettered by where the attempt shows them; the letters mean nothing on the server. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
