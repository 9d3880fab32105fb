import { relative } from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { appendSection, clearCatalogueCaches } from '../catalog/index.js';
import { queueRecordedVideo, readyVideo } from '../media/index.js';

const { lives } = tables;

/** The chapter of a course that holds its lives' replays. */
export const REPLAY_CHAPTER = '直播回放';

/**
 * The streaming service finished a recording of a stream (the development ingest writes it into the
 * media upload folder): it becomes a media asset queued for the HLS transcode, and the live remembers
 * it. A lecturer who pushed twice leaves two recordings; the later one is the replay.
 */
export async function recordingFinished(
  deps: { db: Database; jobs: Jobs; incomingFolder: string },
  recording: { streamName: string; filePath: string; sizeBytes: number },
): Promise<number | null> {
  const { db, jobs, incomingFolder } = deps;
  const [live] = await db
    .select({ id: lives.id, title: lives.title })
    .from(lives)
    .where(and(eq(lives.streamName, recording.streamName), inArray(lives.state, ['live', 'ended'])))
    .orderBy(desc(lives.startsAt))
    .limit(1);
  if (!live || recording.sizeBytes === 0) return null;
  const assetId = await queueRecordedVideo(db, jobs, {
    uploadId: relative(incomingFolder, recording.filePath),
    fileName: `直播回放-${live.id}.flv`,
    sizeBytes: recording.sizeBytes,
  });
  await db.update(lives).set({ recordingAssetId: assetId }).where(eq(lives.id, live.id));
  return assetId;
}

/**
 * A transcoded video is ready: if it is an ended live's recording, it becomes a section of the live's
 * course (in the chapter 直播回放), so that watching it counts as learning through the heartbeats
 * of any section, and the live turns 回放. Idempotent: the live's state is the guard, under its lock.
 */
export async function attachReplay(db: Database, assetId: number): Promise<number | null> {
  const sectionId = await db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: lives.id, title: lives.title, courseId: lives.courseId, state: lives.state })
      .from(lives)
      .where(eq(lives.recordingAssetId, assetId))
      .for('update');
    // A live of a camp term alone has no course to hold its replay.
    if (live?.state !== 'ended' || live.courseId === null) return null;
    const video = await readyVideo(tx, assetId);
    if (!video) return null;
    const id = await appendSection(tx, live.courseId, REPLAY_CHAPTER, {
      name: `直播回放：${live.title}`,
      mediaKey: video.outputKey,
      durationSeconds: video.durationSeconds,
    });
    await tx.update(lives).set({ state: 'replay', replaySectionId: id }).where(eq(lives.id, live.id));
    return id;
  });
  // The course's outline (cached per process) shows the new section at once.
  if (sectionId !== null) clearCatalogueCaches(db);
  return sectionId;
}
