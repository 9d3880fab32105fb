import { defineReasons } from './define.js';

/** Exams: starting, saving and submitting an attempt, and grading it. */
export const examReasons = defineReasons({
  EXAM_NOT_FOUND: { code: 'A0404', msg: '考试不存在' },
  EXAM_NOT_ENROLLED: { code: 'A0301', msg: '报名训练营后才能参加考试' },
  EXAM_NOT_OPEN: { code: 'A0400', msg: '考试将于{date}开始' },
  EXAM_CLOSED: { code: 'A0400', msg: '考试已结束' },
  EXAM_ATTEMPTS_USED: { code: 'A0400', msg: '考试次数已用完' },
  /** The paper's draw rules ask for more questions than the bank holds: an operator must fix them. */
  EXAM_PAPER_SHORT_OF_QUESTIONS: { code: 'B0001', msg: '试卷题目不足，请联系管理员' },
  EXAM_ATTEMPT_NOT_FOUND: { code: 'A0404', msg: '答卷不存在' },
  EXAM_TIME_UP: { code: 'A0400', msg: '考试时间已到，答卷已按最后保存的答案提交' },
  EXAM_ALREADY_SUBMITTED: { code: 'A0409', msg: '答卷已提交，不能再修改' },
  /** The attempt was started on another device (a browser's own id), and is still open there. */
  EXAM_OTHER_DEVICE: { code: 'A0409', msg: '本次考试已在另一台设备上开始，请在原设备上继续作答' },
  EXAM_QUESTION_NOT_IN_PAPER: { code: 'A0400', msg: '该题不在本次试卷中' },
  EXAM_ANSWER_WRONG_TYPE: { code: 'A0400', msg: '答案与题型不符' },
  EXAM_GRADE_INVALID: { code: 'A0400', msg: '评分须为本题分值以内的整数' },
  EXAM_NOTHING_TO_GRADE: { code: 'A0409', msg: '该答卷没有待批改的题目' },
  EXAM_PAPER_NOT_FOUND: { code: 'A0404', msg: '试卷不存在' },
  EXAM_PAPER_QUESTION_UNKNOWN: { code: 'A0400', msg: '试卷中有不存在的题目' },
  EXAM_OWNER_NOT_FOUND: { code: 'A0404', msg: '所属训练营或企业不存在' },
  EXAM_PASS_SCORE_TOO_HIGH: { code: 'A0400', msg: '及格分不能高于试卷总分' },
});
