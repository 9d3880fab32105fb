import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { trainingPlanItems, trainingTerms } from '../camps/tables/camps.js';
import { courses, lecturers, sections } from '../catalog/tables.js';
import { enterprises, users } from '../users/tables.js';

/**
 * A live class. `state` moves scheduled → live (the streaming service reports the push started) →
 * ended (it stopped) → replay (the recording became `replay_section_id`, a section of the course).
 * `audience` says who may watch; a term or enterprise audience names which one.
 */
export const lives = pgTable(
  'lives',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => lecturers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expectedMinutes: integer('expected_minutes').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    termId: integer('term_id').references(() => trainingTerms.id, { onDelete: 'set null' }),
    audience: text('audience').notNull(),
    audienceTermId: integer('audience_term_id').references(() => trainingTerms.id, { onDelete: 'cascade' }),
    audienceEntId: integer('audience_ent_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('scheduled'),
    /** The stream's name at the streaming service (`live-{id}` unless an operator says otherwise). */
    streamName: text('stream_name').notNull(),
    replaySectionId: integer('replay_section_id').references(() => sections.id, { onDelete: 'set null' }),
    /** The camp plan item (a `live` item of the term's camp) that attending this live does. */
    planItemId: integer('plan_item_id').references(() => trainingPlanItems.id, { onDelete: 'set null' }),
    /** The media asset the recording became (its HLS transcode is the replay section's media). */
    recordingAssetId: integer('recording_asset_id'),
    /** Cancelled by an operator: shown to nobody, reminded to nobody. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lives_state_check', sql`${t.state} in ('scheduled', 'live', 'ended', 'replay')`),
    check('lives_audience_check', sql`${t.audience} in ('anyone', 'members', 'term', 'enterprise')`),
    check('lives_audience_term_check', sql`(${t.audience} = 'term') = (${t.audienceTermId} is not null)`),
    check('lives_audience_ent_check', sql`(${t.audience} = 'enterprise') = (${t.audienceEntId} is not null)`),
    check('lives_length_check', sql`${t.expectedMinutes} between 1 and 1440`),
    index('lives_starts_at_idx').on(t.startsAt),
    index('lives_course_idx').on(t.courseId, t.startsAt),
  ],
);

/** A learner's 预约 of a live: reminders go to these rows. */
export const liveSubscriptions = pgTable(
  'live_subscriptions',
  {
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] }), index('live_subscriptions_user_idx').on(t.userId)],
);

/**
 * How many subscribers a live has, as sixteen partial counts (by the learner's id modulo 16) that a
 * statement trigger on `live_subscriptions` keeps (migration 0033). Counting 100,000 rows on every
 * 预约 made the call slow exactly when a live was popular, and one counter on the live's row made
 * every 预约 of a popular live wait for the one before it: sixteen rows let them pass each other.
 */
export const liveSubscriberCounts = pgTable(
  'live_subscriber_counts',
  {
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.shard] })],
);

/**
 * The files a live's recording arrived in: ApsaraVideo Live cuts a class longer than its recording
 * cycle into several, and a lecturer who pushes again after a break makes another. The replay is all
 * of them in the order they were recorded (`recorded_at`, the part's start).
 */
export const liveRecordingParts = pgTable(
  'live_recording_parts',
  {
    id: serial('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    /** The file's path in the media upload folder. */
    uploadId: text('upload_id').notNull().unique(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_recording_parts_live_idx').on(t.liveId, t.recordedAt)],
);

/**
 * Stream callbacks handled, by what identifies one: a replay of a handled callback (same signature,
 * action, stream and time) finds its row and is refused.
 */
export const liveStreamCallbacks = pgTable(
  'live_stream_callbacks',
  {
    signature: text('signature').notNull(),
    action: text('action').notNull(),
    streamName: text('stream_name').notNull(),
    eventTime: text('event_time').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.signature, t.action, t.streamName, t.eventTime] })],
);

/** A comment beside the player; an operator hides it (kept, shown to nobody) or deletes it. */
export const liveComments = pgTable(
  'live_comments',
  {
    id: serial('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_comments_live_idx').on(t.liveId, t.id)],
);

/**
 * Who watched a live while it streamed, and for how long: the player's heartbeats add the time
 * since the learner's previous one (capped, so a page left open without beating adds nothing).
 */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] }), index('live_attendance_user_idx').on(t.userId)],
);

/** Learners who allow SMS reminders of the lives they subscribe to (no row: the message centre only). */
export const liveSmsOptIns = pgTable('live_sms_opt_ins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The SMS reminders due, one row each, claimed by the reminder sweep (the key makes each one once per
 * start time) and marked `sent_at` by the job that sends them.
 */
export const liveSmsReminders = pgTable(
  'live_sms_reminders',
  {
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.liveId, t.minutes, t.startsAt, t.userId] }),
    index('live_sms_reminders_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
  ],
);
