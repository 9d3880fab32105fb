import type { PermissionGrants } from '../operator-roles.js';

export const MARKETING_GRANTS = {
  /** Banners, hot search terms and site settings. */
  'marketing.read': ['content_editor', 'support'],
  'marketing.write': ['content_editor'],
  /** City-centre applications: reading the queue, and approving or rejecting one (support calls the applicants). */
  'applications.read': ['support'],
  'applications.review': ['support'],
  /** Coupon batches (优惠券): reading them and their codes; creating and stopping them. */
  'coupons.read': ['content_editor', 'support', 'finance'],
  'coupons.write': ['content_editor'],
  /** Group offers (拼团): reading them and their groups; creating and stopping them. */
  'groups.read': ['content_editor', 'support', 'finance'],
  'groups.write': ['content_editor'],
  /** Flash sales (秒杀): reading them with their units; creating and stopping them. */
  'flashSales.read': ['content_editor', 'support', 'finance'],
  'flashSales.write': ['content_editor'],
} as const satisfies PermissionGrants;
