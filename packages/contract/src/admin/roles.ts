/**
 * Operators' roles and what each may do. The server checks an `operator` endpoint's permission
 * against this table on every call, and the console builds its menu from the same table.
 */
export const PERMISSIONS = [
  /** Signing in, one's own profile, signing out: every role. */
  'console.use',
  'categories.read',
  'categories.write',
  'courses.read',
  'courses.write',
  'operators.read',
  'operators.write',
  'audit.read',
  'jobs.read',
  'jobs.write',
  'media.read',
  'media.write',
  'exams.read',
  'exams.write',
  /** Scoring short answers in the grading queue. */
  'exams.grade',
  /** Announcements to learners in the message centre. */
  'messages.broadcast',
  /** Trainers review submitted coursework and remove comments. */
  'coursework.review',
  /** Creating assignments on camp plan items. */
  'coursework.write',
  'lecturers.read',
  'lecturers.write',
  /** Banners, hot search terms and site settings. */
  'marketing.read',
  'marketing.write',
  'vip-plans.read',
  'vip-plans.write',
  /** Training camps, their terms, enrolments (转期, removal) and waiting lists. */
  'camps.read',
  'camps.write',
  /** Showing an offline session's rotating check-in QR code. */
  'camps.checkin',
  /** Searching orders and reading one with its payments and refunds. */
  'orders.read',
  /** Refunding a paid order, in full or in part. */
  'orders.refund',
  /** Confirming or rejecting an assisted payment (对公转账). */
  'orders.confirm-transfer',
  /** Reconciling the providers' daily bills with our orders, and reading what disagrees. */
  'orders.reconcile',
  /** Revenue by day, channel and product type. */
  'revenue.read',
  /** Searching learners. */
  'learners.read',
  /** Granting or extending a learner's membership by hand, with a reason. */
  'learners.vip',
  /** Disabling and enabling a learner's account, resetting a learner's password. */
  'learners.manage',
  /** Seeing learners' phone numbers unmasked. */
  'learners.phone',
  /** The enterprise admin's screens: its learners, departments, library, topics, tasks, statistics. */
  'enterprise.read',
  'enterprise.write',
  /** City-centre applications: reading the queue, and approving or rejecting one. */
  'applications.read',
  'applications.review',
  /** Lives: the schedule and attendance. */
  'lives.read',
  /** Scheduling, editing and cancelling lives; reading a lecturer's push address. */
  'lives.write',
  /** Hiding and deleting comments beside a live's player. */
  'lives.moderate',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const OPERATOR_ROLES = [
  'super_admin',
  'content_editor',
  'finance',
  'support',
  'trainer',
  'enterprise_admin',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_NAMES: Record<OperatorRole, string> = {
  super_admin: '超级管理员',
  content_editor: '内容编辑',
  finance: '财务',
  support: '客服',
  trainer: '培训师',
  enterprise_admin: '企业管理员',
};

/**
 * The grants. Trainers set up and grade exams; finance refunds orders; support and finance confirm
 * bank transfers, and support, who calls learners back, sees their phone numbers and reviews
 * city-centre applications; enterprise admins run their own enterprise. An enterprise admin is scoped to one enterprise: every call it is granted
 * answers for that enterprise only. The enterprise screens act for the operator's enterprise, so
 * they belong to that role alone: the super admin, who has none, is not granted them.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  super_admin: PERMISSIONS.filter((permission) => !permission.startsWith('enterprise.')),
  content_editor: [
    'console.use',
    'categories.read',
    'categories.write',
    'courses.read',
    'courses.write',
    'audit.read',
    'jobs.read',
    'jobs.write',
    'media.read',
    'media.write',
    'exams.read',
    'exams.write',
    'lecturers.read',
    'lecturers.write',
    'marketing.read',
    'marketing.write',
    'vip-plans.read',
    'vip-plans.write',
    'camps.read',
    'camps.write',
    'camps.checkin',
    'lives.read',
    'lives.write',
    'lives.moderate',
  ],
  finance: [
    'console.use',
    'audit.read',
    'vip-plans.read',
    'orders.read',
    'orders.refund',
    'orders.confirm-transfer',
    'orders.reconcile',
    'revenue.read',
    'learners.read',
  ],
  support: [
    'console.use',
    'categories.read',
    'courses.read',
    'jobs.read',
    'media.read',
    'lecturers.read',
    'marketing.read',
    'vip-plans.read',
    'messages.broadcast',
    'orders.read',
    'orders.confirm-transfer',
    'learners.phone',
    'learners.read',
    'learners.vip',
    'learners.manage',
    'applications.read',
    'applications.review',
    'lives.read',
    'lives.moderate',
  ],
  trainer: [
    'console.use',
    'exams.read',
    'exams.write',
    'exams.grade',
    'coursework.review',
    'coursework.write',
    'camps.read',
    'camps.checkin',
    'lives.read',
    'lives.moderate',
  ],
  enterprise_admin: ['console.use', 'enterprise.read', 'enterprise.write'],
};

export function roleHasPermission(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether the role reads learners' phone numbers whole; every other role sees them masked. */
export function seesLearnerPhones(role: OperatorRole): boolean {
  return roleHasPermission(role, 'learners.phone');
}

/** Every console call goes under this prefix and carries this header (a cross-site form cannot set it). */
export const ADMIN_PATH_PREFIX = '/api/admin/';
export const ADMIN_HEADER = 'x-zhixue-admin';
