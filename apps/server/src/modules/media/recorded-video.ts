import { and, eq } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { sendProcessing } from './process-asset.js';

const { mediaAssets } = tables;

/** Operator id of assets nobody uploaded (recordings made by the server itself). */
const SYSTEM_OWNER = 0;

/**
 * A video file already in the upload folder (at `uploadId`, a path under it) becomes a media asset
 * and is queued for its transcode. A second call for the same file answers the asset it made.
 */
export async function queueRecordedVideo(
  db: Database,
  jobs: Jobs,
  file: { uploadId: string; fileName: string; sizeBytes: number },
): Promise<number> {
  await db
    .insert(mediaAssets)
    .values({
      ...file,
      ownerOperatorId: SYSTEM_OWNER,
      kind: 'video',
      contentType: 'video/x-flv',
      state: 'queued',
    })
    .onConflictDoNothing();
  const [asset] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(eq(mediaAssets.uploadId, file.uploadId));
  if (!asset) throw new Error(`recorded video ${file.uploadId} not stored`);
  await sendProcessing(jobs, asset.id);
  return asset.id;
}

/** A ready video's HLS playlist key and duration; null while it is not ready. */
export async function readyVideo(
  db: Database,
  assetId: number,
): Promise<{ outputKey: string; durationSeconds: number } | null> {
  const [asset] = await db
    .select({ outputKey: mediaAssets.outputKey, durationSeconds: mediaAssets.durationSeconds })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.id, assetId), eq(mediaAssets.state, 'ready'), eq(mediaAssets.kind, 'video')));
  return asset?.outputKey
    ? { outputKey: asset.outputKey, durationSeconds: asset.durationSeconds ?? 1 }
    : null;
}
