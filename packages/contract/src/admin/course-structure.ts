import { z } from 'zod';
import { Flag, Id } from '../common.js';
import { AdminCourse, CourseDetailsRequest } from './courses.js';
import { operatorEndpoint } from './define.js';

export const ChapterName = z.string().trim().min(1, '请输入章名称').max(60, '章名称最多 60 个字');
export const SectionName = z.string().trim().min(1, '请输入小节名称').max(60, '小节名称最多 60 个字');

/** A new single course of the main site, unpublished until an operator publishes it. */
export const adminCourseCreate = operatorEndpoint({
  path: '/api/admin/course/create',
  permission: 'courses.write',
  writes: true,
  request: CourseDetailsRequest,
  response: AdminCourse,
});

export const AdminOutlineSection = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1: playable before buying (试看). */
  trial: Flag,
  durationSeconds: z.number().int(),
  mediaKey: z.string().nullable(),
  /** Learners with progress on the section: deleting it would erase theirs. */
  learnersWithProgress: z.number().int(),
});
export type AdminOutlineSection = z.infer<typeof AdminOutlineSection>;

export const AdminOutlineChapter = z.object({
  id: z.number().int(),
  name: z.string(),
  sections: z.array(AdminOutlineSection),
});
export type AdminOutlineChapter = z.infer<typeof AdminOutlineChapter>;

export const AdminCourseOutline = z.object({
  course: AdminCourse,
  chapters: z.array(AdminOutlineChapter),
});
export type AdminCourseOutline = z.infer<typeof AdminCourseOutline>;

/** A course with its chapters and sections in the order learners see them. */
export const adminCourseOutline = operatorEndpoint({
  path: '/api/admin/course/outline',
  permission: 'courses.read',
  writes: false,
  request: z.object({ id: Id }),
  response: AdminCourseOutline,
});

export const adminChapterCreate = operatorEndpoint({
  path: '/api/admin/course/chapter/create',
  permission: 'courses.write',
  writes: true,
  request: z.object({ courseId: Id, name: ChapterName }),
  response: AdminCourseOutline,
});

export const adminChapterRename = operatorEndpoint({
  path: '/api/admin/course/chapter/rename',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id, name: ChapterName }),
  response: AdminCourseOutline,
});

/** Refused while a learner has progress on one of its sections (their records would go with it). */
export const adminChapterDelete = operatorEndpoint({
  path: '/api/admin/course/chapter/delete',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminCourseOutline,
});

export const adminSectionCreate = operatorEndpoint({
  path: '/api/admin/course/section/create',
  permission: 'courses.write',
  writes: true,
  request: z.object({ chapterId: Id, name: SectionName, trial: Flag.default(0) }),
  response: AdminCourseOutline,
});

export const adminSectionUpdate = operatorEndpoint({
  path: '/api/admin/course/section/update',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id, name: SectionName, trial: Flag }),
  response: AdminCourseOutline,
});

/** Refused while a learner has progress on it. */
export const adminSectionDelete = operatorEndpoint({
  path: '/api/admin/course/section/delete',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminCourseOutline,
});

const distinct = (ids: number[]) => new Set(ids).size === ids.length;

export const CourseReorderRequest = z
  .object({
    courseId: Id,
    chapters: z.array(z.object({ id: Id, sectionIds: z.array(Id).max(500) })).max(200),
  })
  .refine(({ chapters }) => distinct(chapters.map((chapter) => chapter.id)), '章不能重复')
  .refine(({ chapters }) => distinct(chapters.flatMap((chapter) => chapter.sectionIds)), '小节不能重复');

/**
 * The whole order of a course in one call: its chapters, and each chapter's sections (a section may
 * move to another chapter). Every chapter and section of the course must be named exactly once.
 */
export const adminCourseReorder = operatorEndpoint({
  path: '/api/admin/course/reorder',
  permission: 'courses.write',
  writes: true,
  request: CourseReorderRequest,
  response: AdminCourseOutline,
});
