import type { CatalogGroup, Section } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { progressPercent, studyProgress } from './study-progress';

function section(id: number, learn: Partial<Pick<Section, 'learnLast' | 'learnStatus'>> = {}): Section {
  return {
    id,
    courseId: 201,
    name: `第${id}节`,
    durationStr: '05:00',
    durationSeconds: 300,
    learnLast: 0,
    learnStatus: 0,
    trial: 1,
    playable: true,
    ...learn,
  };
}

function chapter(id: number, sections: Section[]): CatalogGroup {
  return { id, name: `第${id}章`, trial: 1, sectionFrontList: sections };
}

describe('studyProgress', () => {
  it('a visitor has not started', () => {
    const progress = studyProgress([chapter(1, [section(1), section(2)]), chapter(2, [section(3)])]);
    expect(progress).toEqual({ total: 3, finished: 0, started: false });
    expect(progressPercent(progress)).toBe(0);
  });
  it('counts finished sections over every chapter', () => {
    const progress = studyProgress([
      chapter(1, [section(1, { learnStatus: 1 }), section(2, { learnStatus: 1 })]),
      chapter(2, [section(3, { learnLast: 1 })]),
    ]);
    expect(progress).toEqual({ total: 3, finished: 2, started: true });
    expect(progressPercent(progress)).toBe(67);
  });
  it('has started once a section is marked as watched last, even unfinished', () => {
    expect(studyProgress([chapter(1, [section(1, { learnLast: 1 }), section(2)])]).started).toBe(true);
  });
  it('an empty catalog is 0%', () => {
    expect(progressPercent(studyProgress([]))).toBe(0);
  });
});
