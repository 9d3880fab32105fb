import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const enterprises = pgTable('enterprises', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile'),
    /** Enterprise learners may also log in with an account name and password. */
    account: text('account'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull(),
    /** 1 male, 2 female, 0 secret. */
    gender: smallint('gender').notNull().default(0),
    entId: integer('ent_id').references(() => enterprises.id),
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    /** Tells a returning user (gift type 2) from a regular one. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set while an operator has disabled the account: no sign-in, and every session ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** The version of 《用户协议》《隐私政策》 the learner last consented to, and when (null: never asked). */
    consentVersion: integer('consent_version'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** When the learner's request to close the account takes effect (null: no request pending). */
    closureDueAt: timestamp('closure_due_at', { withTimezone: true }),
    /** When the account was erased at the learner's request; the row stays for the orders that name it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile).where(sql`${t.mobile} is not null`),
    uniqueIndex('users_account_key').on(t.account).where(sql`${t.account} is not null`),
    // An enterprise's learners (its learner count on the rank call, the admin's learner list) without
    // a scan of every user of the platform.
    index('users_ent_idx').on(t.entId).where(sql`${t.entId} is not null`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    detail: text('detail').notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
