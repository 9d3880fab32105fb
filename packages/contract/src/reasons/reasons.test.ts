import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors.js';
import { describeReason, isReason, reasonAreas, reasons } from './index.js';

describe('error reasons', () => {
  it('names each reason in one area only', () => {
    const names = Object.values(reasonAreas).flatMap((area) => Object.keys(area));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(reasons).sort()).toEqual([...names].sort());
  });

  it('maps every reason to a catalogue code and a Chinese message', () => {
    for (const [name, entry] of Object.entries(reasons)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(Object.hasOwn(errorCatalogue, entry.code)).toBe(true);
      if (entry.msg !== '{detail}') expect(entry.msg, name).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('fills the placeholders of a message and takes its status from the code', () => {
    expect(describeReason('CAMP_COURSE_LOCKED', { date: '3月3日' })).toEqual({
      code: 'A0301',
      status: 403,
      msg: '该课程将于3月3日解锁',
    });
    expect(describeReason('ALREADY_BOUGHT', { product: '套餐' }).msg).toBe('您已购买该套餐，可直接学习');
    expect(describeReason('CAMP_TERM_ENROLLED')).toEqual({
      code: 'A0409',
      status: 409,
      msg: '你已报名本期训练营，快去学习吧',
    });
  });

  it('recognises only its own reasons', () => {
    expect(isReason('CAMP_TERM_ENROLLED')).toBe(true);
    expect(isReason('toString')).toBe(false);
    expect(isReason('A0409')).toBe(false);
  });
});
