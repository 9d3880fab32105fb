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

/** The roles a permission is granted to by name: the super admin's are decided by one rule (roles.ts). */
export type GrantedRole = Exclude<OperatorRole, 'super_admin'>;

/** An area's console permissions (`<area>.<action>`), each with the roles it is granted to. */
export type PermissionGrants = Readonly<Record<`${string}.${string}`, readonly GrantedRole[]>>;
