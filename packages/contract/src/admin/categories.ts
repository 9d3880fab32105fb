import { z } from 'zod';
import { EmptyRequest, Id } from '../common.js';
import { operatorEndpoint } from './define.js';

export const CategoryName = z.string().trim().min(1, '请输入分类名称').max(20, '分类名称最多 20 个字');

export const AdminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  hidden: z.boolean(),
  courseCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** Every category, hidden ones too, in the order learners see them (parents, then their children). */
export const adminCategoryList = operatorEndpoint({
  path: '/api/admin/category/list',
  permission: 'categories.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(AdminCategory),
});

export const CategoryCreateRequest = z.object({ name: CategoryName, parentId: Id.nullable().default(null) });
export const adminCategoryCreate = operatorEndpoint({
  path: '/api/admin/category/create',
  permission: 'categories.write',
  writes: true,
  request: CategoryCreateRequest,
  response: AdminCategory,
});

export const CategoryRenameRequest = z.object({ id: Id, name: CategoryName });
export const adminCategoryRename = operatorEndpoint({
  path: '/api/admin/category/rename',
  permission: 'categories.write',
  writes: true,
  request: CategoryRenameRequest,
  response: AdminCategory,
});

/** The new order of the categories under one parent (all of them, each once). */
export const adminCategoryReorder = operatorEndpoint({
  path: '/api/admin/category/reorder',
  permission: 'categories.write',
  writes: true,
  request: z.object({
    parentId: Id.nullable().default(null),
    ids: z
      .array(Id)
      .min(1)
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, '分类不能重复'),
  }),
  response: z.array(AdminCategory),
});

/** A hidden category and its courses' filter leave the learner site; its courses stay on sale. */
export const adminCategorySetHidden = operatorEndpoint({
  path: '/api/admin/category/set-hidden',
  permission: 'categories.write',
  writes: true,
  request: z.object({ id: Id, hidden: z.boolean() }),
  response: AdminCategory,
});
