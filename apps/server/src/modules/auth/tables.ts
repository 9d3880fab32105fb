import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

/** Login sessions. Only a hash of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    deviceType: text('device_type').notNull(),
    /** The spec's device id: city name plus IP address. */
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** `logout`, `replaced` (a newer login on the same device type), `removed` (ended from the account page), `password`. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_live_idx').on(t.userId, t.deviceType).where(sql`${t.revokedAt} is null`)],
);

/** A WeChat identity linked to one user. */
export const wechatAccounts = pgTable(
  'wechat_accounts',
  {
    openid: text('openid').primaryKey(),
    unionid: text('unionid'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wechat_accounts_user_key').on(t.userId)],
);
