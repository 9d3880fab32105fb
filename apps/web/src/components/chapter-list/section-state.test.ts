import { describe, expect, it } from 'vitest';
import { sectionView } from './section-state';

const base = { learnStatus: 0, learnLast: 0, trial: 0, playable: true } as const;

describe('sectionView', () => {
  it('labels: 已学完 over 继续学习 over 播放', () => {
    expect(sectionView(base, true).label).toBe('播放');
    expect(sectionView({ ...base, learnLast: 1 }, true)).toMatchObject({
      label: '继续学习',
      lastViewed: true,
    });
    expect(sectionView({ ...base, learnLast: 1, learnStatus: 1 }, true)).toMatchObject({
      label: '已学完',
      lastViewed: true,
    });
  });
  it('试看 only on trial sections of a course the learner may not study', () => {
    expect(sectionView({ ...base, trial: 1 }, false).trial).toBe(true);
    expect(sectionView({ ...base, trial: 1 }, true).trial).toBe(false);
    expect(sectionView(base, false).trial).toBe(false);
  });
  it('locks what is not playable', () => {
    expect(sectionView({ ...base, playable: false }, false).locked).toBe(true);
    expect(sectionView(base, false).locked).toBe(false);
  });
});
