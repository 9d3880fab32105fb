import { rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { JOIN_LIST_EXTENSION, probeVideo } from './ffmpeg.js';
import { sendProcessing } from './process-asset.js';
import { UnusableSourceError } from './run-tool.js';

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
  file: { uploadId: string; fileName: string; sizeBytes: number; contentType?: string },
): Promise<number> {
  await db
    .insert(mediaAssets)
    .values({
      contentType: 'video/x-flv',
      ...file,
      ownerOperatorId: SYSTEM_OWNER,
      kind: 'video',
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

/** A recorded file in the upload folder (its path under it) and its size. */
export interface RecordedFile {
  uploadId: string;
  sizeBytes: number;
}

/**
 * Recorded files that make one video, in order (a live recorded in parts), become one asset queued
 * for the transcode: one file as it is; two or more joined by a list at `listUploadId` (`.ffconcat`)
 * that ffmpeg reads as one input, decoding file after file, so parts pushed at different sizes or
 * sample rates still join; each file's duration is written in it, which the concat demuxer needs
 * to tell the whole length. A part no probe can read (a push cut off before its first picture) is
 * left out. Answers the asset, or null when no part holds a picture.
 */
export async function queueJoinedRecording(
  deps: { db: Database; jobs: Jobs; incomingFolder: string; signal: AbortSignal },
  recording: { parts: RecordedFile[]; listUploadId: string; fileName: string },
): Promise<number | null> {
  const { db, jobs, incomingFolder, signal } = deps;
  const listPath = join(incomingFolder, recording.listUploadId);
  const entries: Array<RecordedFile & { durationSeconds: number }> = [];
  for (const part of recording.parts) {
    try {
      const facts = await probeVideo(join(incomingFolder, part.uploadId), signal);
      entries.push({ ...part, durationSeconds: facts.durationSeconds });
    } catch (error) {
      if (!(error instanceof UnusableSourceError)) throw error;
    }
  }
  const [only] = entries;
  if (!only) return null;
  if (entries.length === 1) {
    return queueRecordedVideo(db, jobs, {
      uploadId: only.uploadId,
      sizeBytes: only.sizeBytes,
      fileName: recording.fileName,
    });
  }
  if (!recording.listUploadId.endsWith(JOIN_LIST_EXTENSION)) throw new Error('a join list ends in .ffconcat');
  const lines = entries.flatMap((entry) => [
    `file ${quoted(relative(dirname(listPath), join(incomingFolder, entry.uploadId)))}`,
    `duration ${entry.durationSeconds.toFixed(3)}`,
  ]);
  // Written whole, then named: the transcode never reads half a list.
  await writeFile(`${listPath}.part`, ['ffconcat version 1.0', ...lines, ''].join('\n'));
  await rename(`${listPath}.part`, listPath);
  return queueRecordedVideo(db, jobs, {
    uploadId: recording.listUploadId,
    fileName: recording.fileName,
    sizeBytes: entries.reduce((sum, entry) => sum + entry.sizeBytes, 0),
    contentType: 'application/x-ffconcat',
  });
}

/** A path in the concat format's quoting: inside single quotes, a quote is written '\''. */
const quoted = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;

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
