import { z } from 'zod';
import { EmptyRequest, Id } from '../common.js';
import { OperatorAccountName, OperatorPassword } from './auth.js';
import { operatorEndpoint } from './define.js';
import { OPERATOR_ROLES } from './operator-roles.js';

export const AdminOperator = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  enterpriseId: z.number().int().nullable(),
  disabled: z.boolean(),
  /** Whether the second factor is enrolled; after a reset the next sign-in enrols it again. */
  factorEnrolled: z.boolean(),
  createdAt: z.string(),
});
export type AdminOperator = z.infer<typeof AdminOperator>;

export const adminOperatorList = operatorEndpoint({
  path: '/api/admin/operator/list',
  permission: 'operators.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(AdminOperator),
});

export const OperatorCreateRequest = z
  .object({
    account: OperatorAccountName,
    name: z.string().trim().min(1, '请输入姓名').max(32),
    password: OperatorPassword,
    role: z.enum(OPERATOR_ROLES),
    enterpriseId: Id.nullable().default(null),
  })
  .refine((operator) => (operator.role === 'enterprise_admin') === (operator.enterpriseId !== null), {
    message: '企业管理员须指定企业，其他角色不能指定企业',
    path: ['enterpriseId'],
  });
export const adminOperatorCreate = operatorEndpoint({
  path: '/api/admin/operator/create',
  permission: 'operators.write',
  writes: true,
  request: OperatorCreateRequest,
  response: AdminOperator,
});

/** A disabled operator's sessions end at once; they cannot sign in until enabled again. */
export const adminOperatorSetDisabled = operatorEndpoint({
  path: '/api/admin/operator/set-disabled',
  permission: 'operators.write',
  writes: true,
  request: z.object({ id: Id, disabled: z.boolean() }),
  response: AdminOperator,
});

/** For a lost phone: the second factor is dropped, sessions end, the next sign-in enrols anew. */
export const adminOperatorResetFactor = operatorEndpoint({
  path: '/api/admin/operator/reset-factor',
  permission: 'operators.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminOperator,
});
