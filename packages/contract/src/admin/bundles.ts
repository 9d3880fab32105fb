import { z } from 'zod';
import { Id } from '../common.js';
import { AdminCourse, CourseDetailsRequest } from './courses.js';
import { operatorEndpoint } from './define.js';

/**
 * Bundles (系列课, course type 2): a bundle is a row of `courses` with its texts and prices, edited,
 * published and listed as single courses are; what is its own is its member courses, under named
 * groups (the learner's bundle catalog shows one heading per group), in the operator's order.
 */
export const adminBundleCreate = operatorEndpoint({
  path: '/api/admin/bundle/create',
  permission: 'courses.write',
  writes: true,
  request: CourseDetailsRequest,
  response: AdminCourse,
});

export const AdminBundleMember = z.object({
  id: z.number().int(),
  name: z.string(),
  published: z.boolean(),
});
export type AdminBundleMember = z.infer<typeof AdminBundleMember>;

export const AdminBundleGroup = z.object({ name: z.string(), courses: z.array(AdminBundleMember) });
export type AdminBundleGroup = z.infer<typeof AdminBundleGroup>;

export const AdminBundleMembers = z.object({ bundle: AdminCourse, groups: z.array(AdminBundleGroup) });
export type AdminBundleMembers = z.infer<typeof AdminBundleMembers>;

export const adminBundleMembers = operatorEndpoint({
  path: '/api/admin/bundle/members',
  permission: 'courses.read',
  writes: false,
  request: z.object({ id: Id }),
  response: AdminBundleMembers,
});

export const BundleGroupName = z.string().trim().min(1, '请输入分组名称').max(30, '分组名称最多 30 个字');

/**
 * The whole membership at once, groups and courses in their new order: single courses of the main
 * site, each at most once in the bundle. Replacing it whole means an order never mixes two edits.
 */
export const adminBundleSetMembers = operatorEndpoint({
  path: '/api/admin/bundle/set-members',
  permission: 'courses.write',
  writes: true,
  request: z.object({
    id: Id,
    groups: z
      .array(z.object({ name: BundleGroupName, courseIds: z.array(Id).max(50, '每组最多 50 门课程') }))
      .max(10, '最多 10 个分组'),
  }),
  response: AdminBundleMembers,
});
