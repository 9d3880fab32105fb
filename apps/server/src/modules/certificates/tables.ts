import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

/**
 * A certificate design of its own (a camp's: heading, colours, signature line). Subjects without one
 * print the built-in design of their kind.
 */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    id: serial('id').primaryKey(),
    /** What the console lists it by when a camp picks its template. */
    name: text('name').notNull().default(''),
    heading: text('heading').notNull(),
    /** Printed under the heading: 特发此证 … */
    statement: text('statement').notNull(),
    /** `#rrggbb`: the border and heading. */
    primaryColor: text('primary_color').notNull(),
    /** `#rrggbb`: the inner rule and the seal. */
    accentColor: text('accent_color').notNull(),
    /** Who issues it, printed on the signature line. */
    issuer: text('issuer').notNull(),
    /** The words inside the seal beside the signature line (at most 6 characters fit). */
    sealText: text('seal_text').notNull().default('知学认证'),
  },
  (t) => [
    check('certificate_templates_primary_color_check', sql`${t.primaryColor} ~ '^#[0-9a-f]{6}$'`),
    check('certificate_templates_accent_color_check', sql`${t.accentColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * One certificate per learner and subject (a camp term, a course, an enterprise task), whatever the
 * number of completion events: the unique key decides. The printed fields are copied in when it is
 * issued, so renaming a camp or a learner never rewrites a certificate already handed out.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** 16 characters of Crockford's base 32 (80 random bits), stored without the prefix and dashes. */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    templateId: integer('template_id').references(() => certificateTemplates.id),
    learnerName: text('learner_name').notNull(),
    title: text('title').notNull(),
    termName: text('term_name'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** `refund` or `operator`; set together with `revokedAt`. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_subject_key').on(t.userId, t.subjectKind, t.subjectId),
    index('certificates_user_issued_idx').on(t.userId, t.issuedAt),
    check('certificates_code_check', sql`${t.code} ~ '^[0-9A-HJKMNP-TV-Z]{16}$'`),
    check(
      'certificates_subject_kind_check',
      sql`${t.subjectKind} in ('camp_term', 'course', 'enterprise_task')`,
    ),
    check(
      'certificates_revocation_check',
      sql`(${t.revokedAt} is null and ${t.revokedReason} is null) or (${t.revokedAt} is not null and ${t.revokedReason} in ('refund', 'operator'))`,
    ),
  ],
);
