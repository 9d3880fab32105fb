import { z } from 'zod';
import { PageQuery, pageOf } from '../envelope.js';
import { operatorEndpoint } from './define.js';

/** A China date of this millennium (the log starts with the console; PostgreSQL has no year 0). */
export const ConsoleDay = z.iso
  .date('日期格式为 YYYY-MM-DD')
  .refine((day) => day >= '2000-01-01' && day <= '2999-12-31', '日期超出范围');

export const AuditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The same entry in words (`audit-labels.ts`): 退款, 订单 2026…, and only the fields that changed. */
  actionLabel: z.string(),
  objectLabel: z.string(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() })),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditSearchRequest = PageQuery.extend({
  operatorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Part of the operator's name at the time of the change. */
  operatorName: z.string().trim().max(64).optional(),
  /** A key of AUDIT_ACTION_LABELS (the console offers their words). */
  action: z.string().trim().max(64).optional(),
  /** A key of AUDIT_ENTITY_LABELS. */
  entity: z.string().trim().max(64).optional(),
  /** China dates, both included. */
  from: ConsoleDay.optional(),
  to: ConsoleDay.optional(),
});

/** Newest first. */
export const adminAuditSearch = operatorEndpoint({
  path: '/api/admin/audit/search',
  permission: 'audit.read',
  writes: false,
  request: AuditSearchRequest,
  response: pageOf(AuditEntry),
});
