import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enterprises } from '../users/tables.js';

/**
 * Files operators upload to the media library (decision 0021). The bytes arrive by tus into the
 * upload folder under `upload_id`; processing (a video's HLS transcode, a PDF's page images) writes
 * into the media storage under a folder of its own run (`transcode_run`), and only a run that
 * finished sets `output_key` and `ready`.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
    /** The tus upload id, which names the file in the upload folder. */
    uploadId: text('upload_id').notNull().unique(),
    /** Operator accounts live with the console; until then this is the id its check answered. */
    ownerOperatorId: integer('owner_operator_id').notNull(),
    /**
     * The enterprise whose admin uploaded it (decision 0035): only that enterprise's console sees
     * and attaches it. Null: the platform's media library.
     */
    entId: integer('ent_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['video', 'slides', 'image'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256'),
    state: text('state', {
      enum: ['uploading', 'stored', 'queued', 'transcoding', 'ready', 'failed'],
    })
      .notNull()
      .default('uploading'),
    progress: smallint('progress').notNull().default(0),
    durationSeconds: integer('duration_seconds'),
    /** The run writing output now; a run that is no longer this one may not mark the asset. */
    transcodeRun: text('transcode_run'),
    /** A video's HLS master playlist; the folder of a PDF's page images (`page-<n>.png`). */
    outputKey: text('output_key'),
    /** Pages of a PDF turned into images. */
    pageCount: integer('page_count'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_assets_created_idx').on(t.createdAt, t.id),
    index('media_assets_state_idx').on(t.state, t.createdAt),
    index('media_assets_ent_idx').on(t.entId, t.createdAt, t.id).where(sql`${t.entId} is not null`),
    check('media_assets_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * The AES-128 key of each encrypted HLS output (decision 0053), by the storage folder the output was
 * written to: one key per uploaded video's transcode run, or per converted MP4. The key is sealed
 * with the server's media secret and never written to the media storage; only the key call of a play
 * entitled to a section playing from the folder answers it.
 */
export const hlsKeys = pgTable('hls_keys', {
  folder: text('folder').primaryKey(),
  sealedKey: text('sealed_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
