import { describe, expect, it } from 'vitest';
import { changeOf, changeText, conversions } from './compare';

describe('a figure against the period before', () => {
  it('says how much it rose or fell, in percent of the period before', () => {
    expect(changeOf(150, 120)).toEqual({ direction: 'up', percent: 25 });
    expect(changeOf(90, 120)).toEqual({ direction: 'down', percent: 25 });
    expect(changeOf(1, 3)).toEqual({ direction: 'down', percent: 66.7 });
    expect(changeText(changeOf(150, 120), '较昨日')).toBe('较昨日↑25%');
  });

  it('has no percent when the period before had nothing', () => {
    expect(changeOf(5, 0)).toEqual({ direction: 'up', percent: null });
    expect(changeText(changeOf(5, 0), '较上月同期')).toBe('较上月同期↑（前期为 0）');
    expect(changeText(changeOf(0, 0), '较昨日')).toBe('较昨日持平');
  });

  it("keeps each funnel stage's share of the stage before", () => {
    expect(conversions([200, 50, 10, 8, 0])).toEqual([null, 25, 20, 80, 0]);
    expect(conversions([0, 3])).toEqual([null, null]);
    expect(conversions([10, 2, 1, 1, 8])).toEqual([null, 20, 50, 100, null]);
  });
});
