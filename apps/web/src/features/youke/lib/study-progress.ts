import type { CatalogGroup } from '@zhixue/contract';

export interface StudyProgress {
  /** Sections of the course. */
  total: number;
  /** Sections the learner has finished (learnStatus 1). */
  finished: number;
  /** The learner has begun: a section is finished or marked as watched last. */
  started: boolean;
}

/** The learner's progress through a youke course, from its catalog (a visitor has none). */
export function studyProgress(chapters: CatalogGroup[]): StudyProgress {
  const sections = chapters.flatMap((chapter) => chapter.sectionFrontList);
  const finished = sections.filter((section) => section.learnStatus === 1).length;
  return {
    total: sections.length,
    finished,
    started: finished > 0 || sections.some((section) => section.learnLast === 1),
  };
}

/** Whole percent of the course finished; 0 for a course without sections. */
export function progressPercent({ total, finished }: StudyProgress): number {
  return total === 0 ? 0 : Math.round((finished / total) * 100);
}
