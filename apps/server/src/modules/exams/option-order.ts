import { randomInt } from 'node:crypto';
import type { QuestionOption } from './tables.js';

/**
 * Options whose meaning depends on standing after the others (以上都对, 以上都不对, 以上皆是, 以上皆非,
 * 上述都不是 …): moved up the list they would point at nothing, so a shuffle leaves them last.
 */
const POINTS_AT_THE_OTHERS = /^\s*(以上|上述)/;

/** 判断题 read 正确 then 错误 on every question of a paper, whatever the shuffle or the authoring. */
const JUDGE_ORDER: Record<string, number> = { T: 0, F: 1 };

/**
 * The options of a question in the order one attempt shows them. A true/false question always shows
 * 正确 before 错误 (a pair that swaps from one question to the next misleads, and its order hides
 * nothing); otherwise with `shuffle` the options are shuffled, except those that refer to the
 * others, which stay last in their authored order.
 */
export function optionsInShownOrder(
  type: string,
  authored: readonly QuestionOption[],
  shuffle: boolean,
): QuestionOption[] {
  if (type === 'judge') {
    return [...authored].sort((a, b) => (JUDGE_ORDER[a.key] ?? 2) - (JUDGE_ORDER[b.key] ?? 2));
  }
  if (!shuffle) return [...authored];
  const last = authored.filter((option) => POINTS_AT_THE_OTHERS.test(option.text));
  const free = authored.filter((option) => !POINTS_AT_THE_OTHERS.test(option.text));
  return [...shuffled(free), ...last];
}

/** Fisher–Yates with the crypto generator: an order a learner cannot predict from earlier attempts. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
