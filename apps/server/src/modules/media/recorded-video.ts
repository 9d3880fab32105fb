import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { IncomingFiles } from '../../platform/storage/index.js';
import { JOIN_LIST_EXTENSION, probeVideo } from './ffmpeg.js';
import { joinListText } from './join-list.js';
import { sendProcessing } from './process-asset.js';
import { UnusableSourceError } from './run-tool.js';
import * as tables from './tables.js';

const { mediaAssets } = tables;

/** Operator id of assets nobody uploaded (recordings made by the server itself). */
const SYSTEM_OWNER = 0;

/**
 * A video file already among the incoming files (at `uploadId`) becomes a media asset
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

/** A recorded file among the incoming files (its upload id) and its size. */
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
  deps: { db: Database; jobs: Jobs; incoming: IncomingFiles; signal: AbortSignal },
  recording: { parts: RecordedFile[]; listUploadId: string; fileName: string },
): Promise<number | null> {
  const { db, jobs, incoming, signal } = deps;
  const entries = await incoming.withLocalFiles(
    recording.parts.map((part) => part.uploadId),
    (folder) => probedParts(recording.parts, folder, signal),
  );
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
  await incoming.writeText(recording.listUploadId, joinListText(recording.listUploadId, entries));
  return queueRecordedVideo(db, jobs, {
    uploadId: recording.listUploadId,
    fileName: recording.fileName,
    sizeBytes: entries.reduce((sum, entry) => sum + entry.sizeBytes, 0),
    contentType: 'application/x-ffconcat',
  });
}

/** The parts with their durations, in order; a part no probe can read is left out. */
async function probedParts(parts: RecordedFile[], folder: string, signal: AbortSignal) {
  const entries: Array<RecordedFile & { durationSeconds: number }> = [];
  for (const part of parts) {
    try {
      const facts = await probeVideo(join(folder, part.uploadId), signal);
      entries.push({ ...part, durationSeconds: facts.durationSeconds });
    } catch (error) {
      if (!(error instanceof UnusableSourceError)) throw error;
    }
  }
  return entries;
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
