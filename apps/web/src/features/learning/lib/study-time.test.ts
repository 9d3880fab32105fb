import { describe, expect, it } from 'vitest';
import { studyTime } from './study-time';

describe('studyTime', () => {
  it('shows nothing watched as 0 分钟 and a short first session as <1 分钟', () => {
    expect(studyTime(0)).toEqual({ value: '0', unit: '分钟' });
    expect(studyTime(1)).toEqual({ value: '<1', unit: '分钟' });
    expect(studyTime(59)).toEqual({ value: '<1', unit: '分钟' });
  });

  it('counts whole minutes below 100 minutes, never rounding up', () => {
    expect(studyTime(60)).toEqual({ value: '1', unit: '分钟' });
    expect(studyTime(119)).toEqual({ value: '1', unit: '分钟' });
    expect(studyTime(99 * 60 + 59)).toEqual({ value: '99', unit: '分钟' });
  });

  it('switches to hours with one decimal from 100 minutes, rounded down', () => {
    expect(studyTime(100 * 60)).toEqual({ value: '1.6', unit: '小时' });
    expect(studyTime(120 * 60)).toEqual({ value: '2.0', unit: '小时' });
    expect(studyTime(1000 * 3600 + 3599)).toEqual({ value: '1000.9', unit: '小时' });
  });

  it('treats impossible input as nothing watched', () => {
    expect(studyTime(Number.NaN)).toEqual({ value: '0', unit: '分钟' });
    expect(studyTime(-30)).toEqual({ value: '0', unit: '分钟' });
  });
});
