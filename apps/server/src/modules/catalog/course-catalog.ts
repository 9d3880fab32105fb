import { type CatalogGroup, ProductTypes } from '@zhixue/contract';
import { asc, eq } from 'drizzle-orm';
import { createTtlCache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, type ContentCaches, type Session } from '../../platform/http/index.js';
import { type CourseFactsReader, FACTS_TTL_MS } from './course-facts.js';
import { decideCanStudy, type LearnerFlagsReader } from './entitlements.js';
import { formatClockDuration } from './formatting.js';
import type { StudyRecords } from './study-records.js';
import * as tables from './tables.js';

const { chapters, sections } = tables;

export interface OutlineChapter {
  id: number;
  name: string | null;
  trial: number;
  sections: Array<{ id: number; name: string; durationSeconds: number; trial: number }>;
}

/** A section as the outline and the player need it. */
export interface CourseSection {
  id: number;
  chapterId: number;
  name: string;
  durationSeconds: number;
  trial: number;
  mediaKey: string | null;
}

/** The course's sections in catalog order (chapter order, then section order). */
export function readCourseSections(db: Database, courseId: number): Promise<CourseSection[]> {
  return db
    .select({
      id: sections.id,
      chapterId: sections.chapterId,
      name: sections.name,
      durationSeconds: sections.durationSeconds,
      trial: sections.trial,
      mediaKey: sections.mediaKey,
    })
    .from(sections)
    .innerJoin(chapters, eq(chapters.id, sections.chapterId))
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(sections.sort), asc(sections.id));
}

/** A course's chapters and their sections, in order; shared with the youke module. */
export async function readOutline(db: Database, courseId: number): Promise<OutlineChapter[]> {
  const [chapterRows, sectionRows] = await Promise.all([
    db
      .select({ id: chapters.id, name: chapters.name, trial: chapters.trial })
      .from(chapters)
      .where(eq(chapters.courseId, courseId))
      .orderBy(asc(chapters.sort), asc(chapters.id)),
    readCourseSections(db, courseId),
  ]);
  return chapterRows.map((chapter) => ({
    ...chapter,
    sections: sectionRows
      .filter((section) => section.chapterId === chapter.id)
      .map(({ id, name, durationSeconds, trial }) => ({ id, name, durationSeconds, trial })),
  }));
}

/**
 * The chapters and sections of a single course, with what this learner may play and where they
 * stand. A bundle has no sections of its own: its page lists courses through `course/bundle/catalog`,
 * so asking for a bundle's sections is a caller's mistake (A0400) rather than an empty answer.
 */
/** Where one learner stands in a course's outline. */
export interface OutlineProgress {
  lastSectionId: number | null;
  finished: Set<number>;
  /** Whether the learner may play a section (bought, member, trial section, free course ...). */
  canPlay: (section: OutlineChapter['sections'][number]) => boolean;
}

/** The outline as the catalog calls answer it: chapters with each section's state for the learner. */
export function presentOutline(
  outline: OutlineChapter[],
  courseId: number,
  { lastSectionId, finished, canPlay }: OutlineProgress,
): CatalogGroup[] {
  return outline.map((chapter) => ({
    id: chapter.id,
    name: chapter.name,
    trial: chapter.trial,
    sectionFrontList: chapter.sections.map((section) => ({
      id: section.id,
      courseId,
      name: section.name,
      durationStr: formatClockDuration(section.durationSeconds),
      durationSeconds: section.durationSeconds,
      learnLast: section.id === lastSectionId ? 1 : 0,
      learnStatus: finished.has(section.id) ? 1 : 0,
      trial: section.trial,
      playable: canPlay(section),
    })),
  })) as CatalogGroup[];
}

export function createCourseCatalog(
  db: Database,
  factsOf: CourseFactsReader,
  readLearnerFlags: LearnerFlagsReader,
  study: StudyRecords,
  caches: ContentCaches,
) {
  const outlines = caches.add(
    createTtlCache<number, OutlineChapter[]>({ ttlMs: FACTS_TTL_MS, maxEntries: 2_000 }),
  );

  return async function loadCourseCatalog(
    session: Session | null,
    courseId: number,
  ): Promise<CatalogGroup[]> {
    const facts = await factsOf(courseId);
    if (!facts) throw new AppError('COURSE_NOT_FOUND');
    if (facts.course.type === ProductTypes.BUNDLE) throw new AppError('BUNDLE_NEEDS_BUNDLE_CATALOG');
    const bundleIds = facts.containingBundles.map((bundle) => bundle.id);
    const [outline, learner] = await Promise.all([
      outlines.get(courseId, () => readOutline(db, courseId)),
      readLearnerFlags(db, session, courseId, bundleIds),
    ]);
    const finished = session ? await study.finishedSections(db, session.userId, courseId) : new Set<number>();
    const canStudy = decideCanStudy(facts, learner, session?.isVip ?? false);
    return presentOutline(outline, courseId, {
      lastSectionId: learner.lastSectionId,
      finished,
      canPlay: (section) => canStudy || section.trial === 1,
    });
  };
}
