import { z } from 'zod';
import { CatalogGroup } from './catalog.js';
import { EmptyRequest, Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';
import { YoukeCard } from './home.js';

/** Free trial (youke) projects: each holds lists, each list holds free courses of channel `youke`. */
export const YoukeProject = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  picCover: z.string(),
  /** How many lists the project holds. */
  listCount: z.number().int().optional(),
});
export type YoukeProject = z.infer<typeof YoukeProject>;

export const youkeProjectList = endpoint({
  path: '/api/front/youke/project/list',
  access: 'public',
  request: EmptyRequest,
  response: z.array(YoukeProject),
  cacheSeconds: 60,
});

export const YoukeList = z.object({ id: z.number().int(), name: z.string() });
export type YoukeList = z.infer<typeof YoukeList>;

/** The lists of one project, in order; an unknown project answers an empty array. */
export const youkeListList = endpoint({
  path: '/api/front/youke/list/list',
  access: 'public',
  request: z.object({ projectId: Id }),
  response: z.array(YoukeList),
  cacheSeconds: 60,
});

/** Published youke courses, optionally of one project or one list (A0404 for an unknown list). */
export const youkeCourseList = endpoint({
  path: '/api/front/youke/course/list',
  access: 'public',
  request: PageQuery.extend({ projectId: Id.optional(), listId: Id.optional() }),
  response: pageOf(YoukeCard),
  cacheSeconds: 30,
});

export const YoukeCourseDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  picCover: z.string(),
  picHeader: z.string(),
  lecturerId: z.number().int().nullable(),
  lecturerName: z.string().nullable(),
  learnerCount: z.number().int(),
  lessonCount: z.number().int(),
  durationSeconds: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  listId: z.number().int(),
  listName: z.string(),
});
export type YoukeCourseDetail = z.infer<typeof YoukeCourseDetail>;

/** A published youke course; a main-site or unknown course id is A0404. */
export const youkeCourseDetail = endpoint({
  path: '/api/front/youke/course/detail',
  access: 'public',
  request: z.object({ id: Id }),
  response: YoukeCourseDetail,
  cacheSeconds: 30,
});

/**
 * Chapters and sections of a youke course, in the shape of `course/catalog`. Youke courses are free
 * trial courses, so every section is playable; learnLast/learnStatus follow the learner's progress
 * (0 for a visitor).
 */
export const youkeCourseCatalog = endpoint({
  path: '/api/front/youke/course/catalog',
  access: 'optional',
  request: z.object({ id: Id }),
  response: z.array(CatalogGroup),
});
