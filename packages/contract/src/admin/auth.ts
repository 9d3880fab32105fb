import { z } from 'zod';
import { EmptyRequest, Id } from '../common.js';
import { endpoint } from '../endpoint.js';
import { operatorEndpoint } from './define.js';
import { OPERATOR_ROLES } from './operator-roles.js';
import { PERMISSIONS } from './roles.js';

export const OperatorAccountName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_.-]{2,31}$/, '账号为 3-32 位小写字母、数字或 _ . -，以字母开头');
/** At least 10 characters: an operator account reaches every learner's data. */
export const OperatorPassword = z.string().min(10, '密码至少 10 位').max(128, '密码最多 128 位');
export const TotpCode = z.string().regex(/^\d{6}$/, '请输入 6 位动态验证码');

export const OperatorProfile = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  enterpriseId: z.number().int().nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type OperatorProfile = z.infer<typeof OperatorProfile>;

/**
 * The password step. Its answer is a short-lived ticket for the code step; an operator without a
 * second factor yet gets a new secret to enrol (shown once, as text and as an otpauth QR code).
 */
export const adminSignIn = endpoint({
  path: '/api/admin/auth/sign-in',
  access: 'public',
  request: z.object({ account: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
  response: z.object({
    ticket: z.string(),
    enrolment: z.object({ secret: z.string(), otpauthUrl: z.string() }).nullable(),
  }),
});

/** The code step: a valid, unused code opens the session (cookie `zx_admin`). */
export const adminVerifyCode = endpoint({
  path: '/api/admin/auth/verify-code',
  access: 'public',
  request: z.object({ ticket: z.string().min(1).max(128), code: TotpCode }),
  response: OperatorProfile,
});

/** The first operator of a fresh install, through the one-time link the server printed in its log. */
export const adminSetUp = endpoint({
  path: '/api/admin/auth/set-up',
  access: 'public',
  request: z.object({
    setupToken: z.string().min(1).max(256),
    account: OperatorAccountName,
    name: z.string().trim().min(1).max(32),
    password: OperatorPassword,
  }),
  response: z.object({ id: Id }),
});

export const adminMe = operatorEndpoint({
  path: '/api/admin/auth/me',
  permission: 'console.use',
  writes: false,
  request: EmptyRequest,
  response: OperatorProfile,
});

export const adminSignOut = operatorEndpoint({
  path: '/api/admin/auth/sign-out',
  permission: 'console.use',
  writes: false,
  request: EmptyRequest,
  response: z.null(),
});
