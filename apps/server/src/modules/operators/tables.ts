import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enterprises } from '../users/tables.js';

/** The console's operators: accounts of their own, never learners. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  account: text('account').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** One of the contract's OPERATOR_ROLES. */
  role: text('role').notNull(),
  /** The one enterprise an enterprise admin acts for; null for every other role. */
  enterpriseId: integer('enterprise_id').references(() => enterprises.id),
  /** The TOTP secret, encrypted with OPERATOR_SECRET; null until the second factor is enrolled. */
  totpSecret: text('totp_secret'),
  /** The time step of the last code accepted: a code of that step or earlier is a replay. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Console sessions, apart from learners' (table `sessions`): only the token's keyed hash is kept.
 * A session ends after 30 idle minutes or 8 hours, whichever comes first.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_live_idx').on(t.operatorId).where(sql`${t.revokedAt} is null`)],
);

/**
 * Every change made in the console, written in the transaction of the change. A trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration 0015_operators): nobody edits history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** The name at the time, as the operator's name may change later. */
    operatorName: text('operator_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The contract path of the call, e.g. `/api/admin/category/create`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_operator_idx').on(t.operatorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
