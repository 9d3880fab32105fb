import type { chapters, courses, sections } from '../modules/catalog/tables.js';
import { DEMO_HLS_VIDEOS, DEMO_VIDEOS } from '../platform/storage/demo-media.js';
import { type CoverArt, demoPicture, type Palette, pad } from './art.js';
import type { CourseBlock } from './course-table.js';
import { lecturerById } from './lecturers.js';

type CourseRow = typeof courses.$inferInsert;
type ChapterRow = typeof chapters.$inferInsert;
type SectionRow = typeof sections.$inferInsert;

/** What a single course adds to the database and to the artwork. */
export interface SingleCourseSeed {
  course: CourseRow;
  chapters: ChapterRow[];
  sections: SectionRow[];
  cover: CoverArt;
}

/** Where a single course lives: the main catalogue (by category) or a youke list. */
export interface CoursePlacement {
  channel: 'main' | 'youke' | 'enterprise';
  categoryId: number | null;
  youkeListId: number | null;
  sort: number;
  /** Category or project name, shown as the cover's label. */
  label: string;
  palette: Palette;
  /** Who the course is for; the description's last paragraph. */
  audience: string;
  picHeader: string;
  picPcBanner: string;
}

/** A free course that no other journey uses opens with an HLS source (the rest of it is MP4). */
const HLS_DEMO_COURSE = 36;

/**
 * The demo video of a section, varied along the course. A section's duration is its video's, so a demo
 * section can really be watched to the end (the videos are short to keep the repository light).
 */
function demoVideo(courseId: number, ordinal: number): { key: string; durationSeconds: number } {
  if (courseId === HLS_DEMO_COURSE && ordinal === 0) return DEMO_HLS_VIDEOS[0];
  return DEMO_VIDEOS[(courseId + ordinal) % DEMO_VIDEOS.length] as (typeof DEMO_VIDEOS)[number];
}

/**
 * How many leading sections an unbought learner may watch: all of a free course; for paid courses
 * one or two, except every third course, which has none; for VIP-only courses one on odd ids.
 */
function trialSectionCount(block: CourseBlock, total: number): number {
  switch (block.pricing.charge) {
    case 0:
      return total;
    case 1:
      return [0, 1, 2][block.id % 3] ?? 0;
    default:
      return block.id % 2;
  }
}

/**
 * Ids are derived so that they never move: chapter = course id × 10 + position, section =
 * chapter id × 10 + position (hence at most 9 chapters and 9 sections per chapter).
 */
function buildOutline(block: CourseBlock) {
  if (block.outline.length < 2 || block.outline.length > 4) {
    throw new Error(`seed: course ${block.id} needs 2-4 chapters`);
  }
  const parsed = block.outline.map((line) => {
    const named = /^【(.+?)】(.*)$/.exec(line);
    const [name, list] = named ? [named[1] ?? null, named[2] ?? ''] : [null, line];
    const names = list.split('|').filter(Boolean);
    if (names.length < 2 || names.length > 5) {
      throw new Error(`seed: course ${block.id} chapter needs 2-5 sections`);
    }
    return { name, names };
  });
  const trialCount = trialSectionCount(
    block,
    parsed.reduce((sum, chapter) => sum + chapter.names.length, 0),
  );
  const chapterRows: ChapterRow[] = [];
  const sectionRows: SectionRow[] = [];
  for (const [chapterIndex, chapter] of parsed.entries()) {
    const chapterId = block.id * 10 + chapterIndex + 1;
    const firstOrdinal = sectionRows.length;
    for (const [index, name] of chapter.names.entries()) {
      const id = chapterId * 10 + index + 1;
      const ordinal = sectionRows.length;
      const trial = ordinal < trialCount ? 1 : 0;
      const video = demoVideo(block.id, ordinal);
      sectionRows.push({
        id,
        courseId: block.id,
        chapterId,
        name,
        durationSeconds: video.durationSeconds,
        trial,
        mediaKey: video.key,
        sort: index + 1,
      });
    }
    const trial = firstOrdinal < trialCount ? 1 : 0;
    chapterRows.push({
      id: chapterId,
      courseId: block.id,
      name: chapter.name,
      trial,
      sort: chapterIndex + 1,
    });
  }
  return { chapterRows, sectionRows };
}

type BuiltOutline = ReturnType<typeof buildOutline>;

function describeCourse(block: CourseBlock, placement: CoursePlacement, built: BuiltOutline) {
  const lecturer = lecturerById(block.lecturerId);
  const minutes = Math.round(
    built.sectionRows.reduce((sum, row) => sum + (row.durationSeconds ?? 0), 0) / 60,
  );
  const named = built.chapterRows.flatMap((chapter) => (chapter.name ? [`「${chapter.name}」`] : []));
  const contents = named.length > 0 ? `主要内容包括${named.join('、')}。` : '';
  return [
    block.intro,
    `本课程由${lecturer.name}（${lecturer.title}）主讲，共${built.chapterRows.length}章${built.sectionRows.length}节，` +
      `总时长约${minutes}分钟。${contents}`,
    `适合人群：${placement.audience}`,
  ].join('\n');
}

export function buildSingleCourse(block: CourseBlock, placement: CoursePlacement): SingleCourseSeed {
  const built = buildOutline(block);
  const lessonCount = built.sectionRows.length;
  const cover: CoverArt = {
    kind: 'cover',
    file: `covers/c${pad(block.id, 3)}.svg`,
    title: block.name,
    label: placement.label,
    badge: `${lecturerById(block.lecturerId).name} 主讲 · ${lessonCount}节`,
    palette: placement.palette,
    motif: block.id % 4,
  };
  const course: CourseRow = {
    id: block.id,
    type: 1,
    channel: placement.channel,
    name: block.name,
    summary: block.summary,
    description: describeCourse(block, placement, built),
    picCover: demoPicture(cover),
    picHeader: placement.picHeader,
    picPcBanner: placement.picPcBanner,
    categoryId: placement.categoryId,
    lecturerId: block.lecturerId,
    youkeListId: placement.youkeListId,
    ...block.pricing,
    labels: block.labels,
    isNew: block.isNew,
    isRecommended: block.isRecommended,
    learnerCount: block.learnerCount,
    lessonCount,
    sort: placement.sort,
    published: true,
    publishedAt: block.publishedAt,
  };
  return { course, chapters: built.chapterRows, sections: built.sectionRows, cover };
}
