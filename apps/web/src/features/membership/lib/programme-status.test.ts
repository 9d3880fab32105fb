import { describe, expect, it } from 'vitest';
import { formatSpan, formatWhen, programmePhase, splitTalkTitle, startsIn } from './programme-status';

/** 2026-11-21 10:00 China time. */
const NOW = Date.parse('2026-11-21T10:00:00+08:00');

describe('programmePhase', () => {
  const item = { startsAt: '2026-11-21T14:00:00+08:00', endsAt: '2026-11-21T18:00:00+08:00' };

  it('is upcoming before the start, running until the end, then ended', () => {
    expect(programmePhase(item, NOW)).toBe('upcoming');
    expect(programmePhase(item, Date.parse('2026-11-21T14:00:00+08:00'))).toBe('running');
    expect(programmePhase(item, Date.parse('2026-11-21T18:00:00+08:00'))).toBe('ended');
  });
});

describe('formatWhen and formatSpan', () => {
  it('writes China time and the year only when it is not this year', () => {
    expect(formatWhen('2026-12-02T11:30:00Z', NOW)).toBe('12月2日 19:30');
    expect(formatWhen('2027-01-05T06:00:00Z', NOW)).toBe('2027年1月5日 14:00');
  });

  it('writes one day with its hours and several days as a range', () => {
    expect(
      formatSpan({ startsAt: '2026-12-03T14:00:00+08:00', endsAt: '2026-12-03T18:00:00+08:00' }, NOW),
    ).toBe('12月3日 14:00-18:00');
    expect(
      formatSpan({ startsAt: '2026-11-26T20:00:00+08:00', endsAt: '2026-12-17T20:00:00+08:00' }, NOW),
    ).toBe('11月26日 - 12月17日');
    expect(
      formatSpan({ startsAt: '2026-12-20T09:00:00+08:00', endsAt: '2027-01-10T09:00:00+08:00' }, NOW),
    ).toBe('12月20日 - 2027年1月10日');
  });
});

describe('startsIn', () => {
  it('counts China calendar days to the start', () => {
    expect(startsIn('2026-11-21T19:30:00+08:00', NOW)).toBe('今天19:30开播');
    expect(startsIn('2026-11-22T19:30:00+08:00', NOW)).toBe('明天19:30开播');
    expect(startsIn('2026-11-30T19:30:00+08:00', NOW)).toBe('9天后开播');
  });
});

describe('splitTalkTitle', () => {
  it('separates the issue number from the topic', () => {
    expect(splitTalkTitle('第24期｜AI时代培训师需要的三种新能力')).toEqual({
      issue: '第24期',
      topic: 'AI时代培训师需要的三种新能力',
    });
    expect(splitTalkTitle('特别策划')).toEqual({ issue: null, topic: '特别策划' });
  });
});
