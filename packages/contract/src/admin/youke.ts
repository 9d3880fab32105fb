import { z } from 'zod';
import { EmptyRequest, Id } from '../common.js';
import { AdminCourse, CourseName, CourseSummary } from './courses.js';
import { operatorEndpoint } from './define.js';
import { consolePicture, OrderedIds } from './marketing.js';

// The free-trial area (游客专区, /youke): projects hold lists, lists hold youke courses.

export const YoukeProjectName = z.string().trim().min(1, '请输入项目名称').max(30, '项目名称最多 30 个字');
export const YoukeProjectIntro = z.string().trim().max(200, '项目介绍最多 200 个字');
export const YoukeProjectCover = consolePicture('请上传项目封面');
export const YoukeListName = z.string().trim().min(1, '请输入列表名称').max(20, '列表名称最多 20 个字');

export const AdminYoukeList = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  courseCount: z.number().int(),
});
export type AdminYoukeList = z.infer<typeof AdminYoukeList>;

export const AdminYoukeProject = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  picCover: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  lists: z.array(AdminYoukeList),
});
export type AdminYoukeProject = z.infer<typeof AdminYoukeProject>;

/** Every project, unpublished ones too, in the learners' order, each with its lists in order. */
export const adminYoukeProjectList = operatorEndpoint({
  path: '/api/admin/youke/project/list',
  permission: 'courses.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(AdminYoukeProject),
});

export const YoukeProjectShape = z.object({
  name: YoukeProjectName,
  intro: YoukeProjectIntro,
  picCover: YoukeProjectCover,
});

/** A new project goes last, unpublished until its lists hold courses. */
export const adminYoukeProjectCreate = operatorEndpoint({
  path: '/api/admin/youke/project/create',
  permission: 'courses.write',
  writes: true,
  request: YoukeProjectShape,
  response: AdminYoukeProject,
});

export const adminYoukeProjectUpdate = operatorEndpoint({
  path: '/api/admin/youke/project/update',
  permission: 'courses.write',
  writes: true,
  request: YoukeProjectShape.extend({ id: Id }),
  response: AdminYoukeProject,
});

export const adminYoukeProjectReorder = operatorEndpoint({
  path: '/api/admin/youke/project/reorder',
  permission: 'courses.write',
  writes: true,
  request: z.object({ ids: OrderedIds }),
  response: z.array(AdminYoukeProject),
});

/** An unpublished project leaves /youke with its lists and courses; learners who started keep playing. */
export const adminYoukeProjectSetPublished = operatorEndpoint({
  path: '/api/admin/youke/project/set-published',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id, published: z.boolean() }),
  response: AdminYoukeProject,
});

/** A new list goes last in its project, unpublished. */
export const adminYoukeListCreate = operatorEndpoint({
  path: '/api/admin/youke/list/create',
  permission: 'courses.write',
  writes: true,
  request: z.object({ projectId: Id, name: YoukeListName }),
  response: AdminYoukeProject,
});

export const adminYoukeListRename = operatorEndpoint({
  path: '/api/admin/youke/list/rename',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id, name: YoukeListName }),
  response: AdminYoukeProject,
});

/** The order of every list of one project. */
export const adminYoukeListReorder = operatorEndpoint({
  path: '/api/admin/youke/list/reorder',
  permission: 'courses.write',
  writes: true,
  request: z.object({ projectId: Id, ids: OrderedIds }),
  response: AdminYoukeProject,
});

export const adminYoukeListSetPublished = operatorEndpoint({
  path: '/api/admin/youke/list/set-published',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id, published: z.boolean() }),
  response: AdminYoukeProject,
});

/** The courses of one list in the learners' order, published or not. */
export const adminYoukeListCourses = operatorEndpoint({
  path: '/api/admin/youke/list/courses',
  permission: 'courses.read',
  writes: false,
  request: z.object({ listId: Id }),
  response: z.array(AdminCourse),
});

/**
 * A new free course of the youke area, last in `listId` and unpublished: its chapters, sections and
 * videos are set on the course screen, and it shows on /youke once published.
 */
export const adminYoukeCourseCreate = operatorEndpoint({
  path: '/api/admin/youke/course/create',
  permission: 'courses.write',
  writes: true,
  request: z.object({ listId: Id, name: CourseName, summary: CourseSummary }),
  response: AdminCourse,
});

/** The order of every course of one list. */
export const adminYoukeCourseReorder = operatorEndpoint({
  path: '/api/admin/youke/course/reorder',
  permission: 'courses.write',
  writes: true,
  request: z.object({ listId: Id, ids: OrderedIds }),
  response: z.array(AdminCourse),
});

/** A youke course moved to another list (of any project), where it goes last. */
export const adminYoukeCourseMove = operatorEndpoint({
  path: '/api/admin/youke/course/move',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id, listId: Id }),
  response: AdminCourse,
});
