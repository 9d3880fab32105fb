import type { CatalogGroup } from '@zhixue/contract';

/**
 * A course's catalog as a camp's player shows it: the course's own catalog says what its buyers and
 * trial viewers may play, but in a camp every section is open, or none, by the camp's rule.
 */
export function underCampRule(chapters: CatalogGroup[], open: boolean): CatalogGroup[] {
  return chapters.map((chapter) => ({
    ...chapter,
    trial: 0,
    sectionFrontList: chapter.sectionFrontList.map((section) => ({ ...section, trial: 0, playable: open })),
  }));
}
