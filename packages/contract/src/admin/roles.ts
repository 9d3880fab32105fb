import { type GrantedRole, OPERATOR_ROLES, type OperatorRole } from './operator-roles.js';
import { CAMP_GRANTS } from './permissions/camps.js';
import { CATALOG_GRANTS } from './permissions/catalog.js';
import { COURSEWORK_GRANTS } from './permissions/coursework.js';
import { DASHBOARD_GRANTS } from './permissions/dashboard.js';
import { ENTERPRISE_GRANTS } from './permissions/enterprise.js';
import { EXAM_GRANTS } from './permissions/exams.js';
import { LIVE_GRANTS } from './permissions/live.js';
import { MARKETING_GRANTS } from './permissions/marketing.js';
import { MEDIA_GRANTS } from './permissions/media.js';
import { MEMBERSHIP_GRANTS } from './permissions/membership.js';
import { MESSAGE_GRANTS } from './permissions/messages.js';
import { OPERATOR_GRANTS } from './permissions/operators.js';
import { ORDER_GRANTS } from './permissions/orders.js';
import { REFERRAL_GRANTS } from './permissions/referrals.js';
import { LEARNER_GRANTS } from './permissions/users.js';

/**
 * Operators' permissions and the roles they are granted to, each area's declared in `permissions/`.
 * The server checks an `operator` endpoint's permission against this table on every call, and the
 * console builds its menu from the same table.
 */
const GRANTS = {
  ...OPERATOR_GRANTS,
  ...DASHBOARD_GRANTS,
  ...CATALOG_GRANTS,
  ...MEDIA_GRANTS,
  ...EXAM_GRANTS,
  ...MESSAGE_GRANTS,
  ...COURSEWORK_GRANTS,
  ...MARKETING_GRANTS,
  ...MEMBERSHIP_GRANTS,
  ...CAMP_GRANTS,
  ...ORDER_GRANTS,
  ...REFERRAL_GRANTS,
  ...LEARNER_GRANTS,
  ...ENTERPRISE_GRANTS,
  ...LIVE_GRANTS,
};
export type Permission = keyof typeof GRANTS;
export const PERMISSIONS = Object.keys(GRANTS) as Permission[];
const GRANTED_TO: Record<Permission, readonly GrantedRole[]> = GRANTS;

function permissionsOf(role: OperatorRole): readonly Permission[] {
  // The enterprise screens act for the operator's enterprise, so they belong to the enterprise admin
  // alone: the super admin, who has none, holds every other permission without being named.
  if (role === 'super_admin') {
    return PERMISSIONS.filter((permission) => !permission.startsWith('enterprise.'));
  }
  return PERMISSIONS.filter((permission) => GRANTED_TO[permission].includes(role));
}

export const ROLE_PERMISSIONS = Object.fromEntries(
  OPERATOR_ROLES.map((role) => [role, permissionsOf(role)]),
) as Record<OperatorRole, readonly Permission[]>;

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
