import { describe, expect, it } from 'vitest';
import { optionsInShownOrder } from './option-order.js';

const options = (...texts: string[]) =>
  texts.map((text, index) => ({ key: String.fromCharCode(65 + index), text }));

describe('the order an attempt shows options in', () => {
  it('shows 正确 before 错误 for every true/false question, authored either way, shuffled or not', () => {
    const swapped = [
      { key: 'F', text: '错误' },
      { key: 'T', text: '正确' },
    ];
    for (let run = 0; run < 20; run++) {
      expect(optionsInShownOrder('judge', swapped, true).map((option) => option.text)).toEqual([
        '正确',
        '错误',
      ]);
    }
  });

  it('keeps 以上… options last, in their authored order, and shuffles the others', () => {
    const authored = options('甲', '乙', '丙', '丁', '以上都对', '以上都不对');
    const firsts = new Set<string>();
    for (let run = 0; run < 60; run++) {
      const shown = optionsInShownOrder('multiple', authored, true).map((option) => option.text);
      expect(shown.slice(-2)).toEqual(['以上都对', '以上都不对']);
      expect([...shown.slice(0, 4)].sort()).toEqual(['丁', '丙', '乙', '甲']);
      firsts.add(shown[0] ?? '');
    }
    // Sixty shuffles of four options all starting alike would mean no shuffle at all.
    expect(firsts.size).toBeGreaterThan(1);
    for (const text of ['以上皆是', '以上皆非', '上述都不是']) {
      expect(optionsInShownOrder('single', options('甲', text, '乙'), true).at(-1)?.text).toBe(text);
    }
  });

  it('keeps the authored order when the exam does not shuffle', () => {
    const authored = options('甲', '乙', '丙', '丁');
    expect(optionsInShownOrder('single', authored, false)).toEqual(authored);
  });
});
