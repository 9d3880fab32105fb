import type { MediaAsset, MediaKind, MediaState, Page } from '@zhixue/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { mediaAssets } = tables;
export type AssetRow = typeof mediaAssets.$inferSelect;

/**
 * Whose files a console call sees (decision 0035): the platform's library (`PLATFORM`) or one
 * enterprise's videos (its id). Another owner's file is the same not-found as one never uploaded.
 */
export type MediaOwner = number | null;
export const PLATFORM: MediaOwner = null;

const ownedBy = (owner: MediaOwner) =>
  owner === PLATFORM ? isNull(mediaAssets.entId) : eq(mediaAssets.entId, owner);

export function presentAsset(row: AssetRow): MediaAsset {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    state: row.state,
    progress: row.progress,
    durationSeconds: row.durationSeconds,
    outputKey: row.outputKey,
    pageCount: row.pageCount,
    failure: row.failure,
    ownerOperatorId: row.ownerOperatorId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createUploadingAsset(
  db: Database,
  asset: {
    uploadId: string;
    ownerOperatorId: number;
    /** The enterprise whose admin uploads it; absent or null for the platform's library. */
    entId?: number | null;
    kind: MediaKind;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  },
): Promise<number> {
  const [row] = await db.insert(mediaAssets).values(asset).returning({ id: mediaAssets.id });
  if (!row) throw new Error(`no media asset inserted for upload ${asset.uploadId}`);
  return row.id;
}

/** The last byte arrived: the asset waits for its processing job. Null for an upload nobody recorded. */
export async function markUploaded(db: Database, uploadId: string): Promise<number | null> {
  const [row] = await db
    .update(mediaAssets)
    .set({ state: 'queued', updatedAt: new Date() })
    .where(and(eq(mediaAssets.uploadId, uploadId), eq(mediaAssets.state, 'uploading')))
    .returning({ id: mediaAssets.id });
  return row?.id ?? null;
}

export async function findAsset(db: Database, id: number): Promise<AssetRow | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  return row ?? null;
}

/** An asset of `owner`'s; another's is MEDIA_ASSET_NOT_FOUND, as one never uploaded. */
export async function readAsset(db: Database, id: number, owner: MediaOwner): Promise<AssetRow> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.id, id), ownedBy(owner)));
  if (!row) throw new AppError('MEDIA_ASSET_NOT_FOUND');
  return row;
}

export async function pageAssets(
  db: Database,
  owner: MediaOwner,
  { pageCurrent, pageSize, state }: { pageCurrent: number; pageSize: number; state?: MediaState | undefined },
): Promise<Page<MediaAsset>> {
  const where = and(ownedBy(owner), state ? eq(mediaAssets.state, state) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaAssets)
      .where(where)
      .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
      .limit(pageSize)
      .offset((pageCurrent - 1) * pageSize),
    db.select({ value: count() }).from(mediaAssets).where(where),
  ]);
  return { list: rows.map(presentAsset), total: total?.value ?? 0, pageCurrent, pageSize };
}

/** A failed asset goes back to waiting for a new run; false when it had not failed. */
export async function requeueFailed(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(mediaAssets)
    .set({ state: 'queued', progress: 0, failure: null, updatedAt: new Date() })
    .where(and(eq(mediaAssets.id, id), eq(mediaAssets.state, 'failed')))
    .returning({ id: mediaAssets.id });
  return rows.length > 0;
}

/**
 * The last run of an asset's job died with its process (its job was given up for abandoned): the
 * asset it left transcoding is failed with the reason, and the console can queue it again.
 */
export async function failAbandoned(db: Database, id: number, failure: string): Promise<void> {
  await db
    .update(mediaAssets)
    .set({ state: 'failed', failure, updatedAt: new Date() })
    .where(and(eq(mediaAssets.id, id), eq(mediaAssets.state, 'transcoding')));
}

/**
 * What one processing run may write. Every write names the run: once another run has claimed the
 * asset (a retry after this one was given up for dead), this run's writes change nothing, so a run
 * that outlived its job can never mark the asset, let alone mark it ready.
 */
export interface AssetRun {
  claim(): Promise<void>;
  recordChecksum(sha256: string): Promise<void>;
  recordProgress(percent: number, durationSeconds: number): Promise<void>;
  finishStored(): Promise<void>;
  /** Marks the asset ready with its output (and a video's duration or a PDF's page count). */
  finishReady(
    outputKey: string,
    facts: { durationSeconds: number } | { pageCount: number },
  ): Promise<boolean>;
  /** `final`: no retry follows, the asset is failed; otherwise it waits for the retry. */
  fail(failure: string, final: boolean): Promise<void>;
}

export function assetRun(db: Database, id: number, run: string): AssetRun {
  const ofThisRun = and(eq(mediaAssets.id, id), eq(mediaAssets.transcodeRun, run));
  const update = (values: Partial<AssetRow>, where = ofThisRun) =>
    db
      .update(mediaAssets)
      .set({ ...values, updatedAt: new Date() })
      .where(where)
      .returning({ id: mediaAssets.id });
  return {
    async claim() {
      await db
        .update(mediaAssets)
        .set({ state: 'transcoding', progress: 0, failure: null, transcodeRun: run, updatedAt: new Date() })
        .where(eq(mediaAssets.id, id));
    },
    async recordChecksum(sha256) {
      await update({ sha256 });
    },
    async recordProgress(percent, durationSeconds) {
      // Progress is written without waiting: one landing after the end must not undo `ready`.
      await update(
        { progress: percent, durationSeconds },
        and(ofThisRun, eq(mediaAssets.state, 'transcoding')),
      );
    },
    async finishStored() {
      await update({ state: 'stored', progress: 100 });
    },
    async finishReady(outputKey, facts) {
      return (await update({ state: 'ready', progress: 100, outputKey, ...facts })).length > 0;
    },
    async fail(failure, final) {
      await update({ state: final ? 'failed' : 'queued', failure });
    },
  };
}
