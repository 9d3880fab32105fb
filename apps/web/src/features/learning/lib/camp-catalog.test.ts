import type { CatalogGroup } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { underCampRule } from './camp-catalog';

const section = {
  courseId: 7,
  name: '一',
  durationStr: '01:00',
  durationSeconds: 60,
  learnLast: 0,
  learnStatus: 0,
} as const;
const chapters: CatalogGroup[] = [
  {
    id: 71,
    name: null,
    trial: 1,
    sectionFrontList: [
      { ...section, id: 711, trial: 1, playable: true },
      { ...section, id: 712, trial: 0, playable: false },
    ],
  },
];

describe('underCampRule', () => {
  it('opens every section of an open camp course, whatever the course’s own rule says', () => {
    const [chapter] = underCampRule(chapters, true);
    expect(chapter?.sectionFrontList.map((s) => [s.playable, s.trial])).toEqual([
      [true, 0],
      [true, 0],
    ]);
  });
  it('locks every section of a locked one, trial sections too (no 试看 in a camp)', () => {
    const [chapter] = underCampRule(chapters, false);
    expect(chapter?.sectionFrontList.map((s) => [s.playable, s.trial])).toEqual([
      [false, 0],
      [false, 0],
    ]);
    expect(chapter?.trial).toBe(0);
  });
});
