import { describe, expect, it } from 'vitest';
import { noTaskToday } from './plan-states';

describe('今日任务 on a day that unlocks nothing', () => {
  it('says the term has ended, when it starts, or that today unlocks nothing', () => {
    expect(noTaskToday({ status: 'ended', startDate: '2026-11-01', today: '2026-11-29' })).toBe(
      '本期已结营，已解锁的内容仍可回看',
    );
    expect(noTaskToday({ status: 'upcoming', startDate: '2026-12-10', today: '2026-11-29' })).toBe(
      '2026-12-10 开营，届时这里将列出当天的任务',
    );
    expect(noTaskToday({ status: 'running', startDate: '2026-11-20', today: '2026-11-29' })).toBe(
      '今天没有新解锁的任务',
    );
  });
});
