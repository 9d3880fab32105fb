import { describe, expect, it } from 'vitest';
import { type GradableQuestion, gradeAnswer } from './grade-answer.js';

const multiple: GradableQuestion = {
  type: 'multiple',
  key: { choices: ['A', 'B', 'D'] },
  fillIgnoreSpaces: true,
  fillIgnoreCase: true,
  score: 10,
};

const fill = (ignoreSpaces: boolean, ignoreCase: boolean): GradableQuestion => ({
  type: 'fill',
  key: { blanks: [['Behavior', '行为'], ['预防']] },
  fillIgnoreSpaces: ignoreSpaces,
  fillIgnoreCase: ignoreCase,
  score: 10,
});

describe('grading an answer', () => {
  it('scores multiple choice by the exam credit rule; a wrong option scores nothing', () => {
    const grade = (keys: string[], credit: 'all_or_nothing' | 'half' | 'per_option') =>
      gradeAnswer(multiple, { choices: keys }, keys, credit);
    expect(grade(['A', 'B', 'D'], 'all_or_nothing')).toBe(10);
    expect(grade(['A', 'B'], 'all_or_nothing')).toBe(0);
    expect(grade(['A', 'B'], 'half')).toBe(5);
    expect(grade(['A', 'B'], 'per_option')).toBe(6);
    expect(grade(['A', 'C'], 'per_option')).toBe(0);
    expect(grade([], 'half')).toBe(0);
  });

  it('scores single choice and true/false as all or nothing', () => {
    const single: GradableQuestion = { ...multiple, type: 'single', key: { choices: ['B'] }, score: 5 };
    expect(gradeAnswer(single, { choices: ['t'] }, ['B'], 'per_option')).toBe(5);
    expect(gradeAnswer(single, { choices: ['t'] }, ['A'], 'per_option')).toBe(0);
  });

  it('scores each blank of a fill-in against its accepted answers, by the space and case rule', () => {
    expect(gradeAnswer(fill(true, true), { blanks: [' be havior ', '预防'] }, [], 'half')).toBe(10);
    expect(gradeAnswer(fill(false, true), { blanks: ['be havior', '预防'] }, [], 'half')).toBe(5);
    expect(gradeAnswer(fill(true, false), { blanks: ['behavior', '预 防'] }, [], 'half')).toBe(5);
    expect(gradeAnswer(fill(true, true), { blanks: ['行为'] }, [], 'half')).toBe(5);
    expect(gradeAnswer(fill(true, true), null, [], 'half')).toBe(0);
  });

  it('leaves a short answer to a person', () => {
    const short: GradableQuestion = { ...multiple, type: 'short', key: { reference: '…' } };
    expect(gradeAnswer(short, { text: '答案' }, [], 'half')).toBeNull();
  });
});
