import { dirname, relative, sep } from 'node:path';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { IncomingFiles } from '../../platform/storage/index.js';
import { queueJoinedRecording } from '../media/index.js';
import * as mediaTables from '../media/tables.js';
import * as tables from './tables.js';

const { lives, liveRecordingParts } = tables;
const { mediaAssets } = mediaTables;

export const RECORDING_JOIN_QUEUE = 'live-recording-join';
/** Parts that arrive together (the callbacks of one stop) are joined once. */
const SETTLE_SECONDS = 5;
/** Probing a part takes a second or so; this long means ffprobe is stuck. */
const PROBE_TIMEOUT_MS = 10 * 60 * 1000;

interface RecordingJoin {
  liveId: number;
}

interface RecordingDeps {
  db: Database;
  jobs: Jobs;
  incoming: IncomingFiles;
}

/**
 * The streaming service finished a file of a stream's recording (the development ingest writes it
 * into the incoming files' arrival folder, ApsaraVideo Live's record callback has it fetched there):
 * it is kept among the incoming files (where every process finds it) as a part of the recording of
 * the live on that stream, and the live's parts are joined into its replay shortly after. Answers
 * the live, or null when no live of that stream went on air (a test push, a cancelled class) or the
 * file is empty; that file is left where it arrived.
 */
export async function recordingFinished(
  deps: RecordingDeps,
  recording: { streamName: string; filePath: string; sizeBytes: number; recordedAt?: Date },
): Promise<number | null> {
  const { db, jobs, incoming } = deps;
  const [live] = await db
    .select({ id: lives.id })
    .from(lives)
    .where(and(eq(lives.streamName, recording.streamName), inArray(lives.state, ['live', 'ended', 'replay'])))
    .orderBy(desc(lives.startsAt))
    .limit(1);
  if (!live || recording.sizeBytes === 0) return null;
  const uploadId = relative(incoming.arrivalFolder, recording.filePath).split(sep).join('/');
  await incoming.keep(uploadId);
  await db.transaction(async (tx) => {
    await tx
      .insert(liveRecordingParts)
      .values({
        liveId: live.id,
        uploadId,
        sizeBytes: recording.sizeBytes,
        recordedAt: recording.recordedAt ?? new Date(),
      })
      .onConflictDoNothing();
    await sendRecordingJoin(jobs, live.id, tx);
  });
  return live.id;
}

/**
 * Sends the live's join (in the caller's transaction): when a part arrives, and when the live goes
 * off air, for the parts that arrived while it was on. One waits and one runs per live at most (a
 * singleton queue keyed by the live).
 */
export function sendRecordingJoin(jobs: Jobs, liveId: number, within: Database) {
  return jobs.send<RecordingJoin>(
    RECORDING_JOIN_QUEUE,
    { liveId },
    { key: String(liveId), startAfter: SETTLE_SECONDS, within },
  );
}

/**
 * The join: once the live is off air, its parts in recorded order become one video for the HLS
 * transcode (a single part goes as it is), and the live remembers it as its recording; the
 * transcode's end makes it the replay (`attachReplay`). A part that arrives later (after the replay
 * exists) joins again, and the new video replaces the replay's media. A join of the parts already
 * joined changes nothing.
 */
export function defineRecordingJoin(deps: RecordingDeps & { shutdown: AbortSignal }): void {
  const { db, jobs, incoming, shutdown } = deps;
  jobs.define<RecordingJoin>({
    name: RECORDING_JOIN_QUEUE,
    singleton: true,
    retry: { limit: 5, delaySeconds: 30, backoff: true },
    handler: async ({ data }) => {
      const [live] = await db
        .select({ id: lives.id, state: lives.state, recordingUploadId: mediaAssets.uploadId })
        .from(lives)
        .leftJoin(mediaAssets, eq(mediaAssets.id, lives.recordingAssetId))
        .where(eq(lives.id, data.liveId));
      if (!live || live.state === 'scheduled') return { skipped: 'no recorded live' };
      // More parts are to come: going off air sends the join again.
      if (live.state === 'live') return { skipped: 'on air' };
      const parts = await db
        .select({
          id: liveRecordingParts.id,
          uploadId: liveRecordingParts.uploadId,
          sizeBytes: liveRecordingParts.sizeBytes,
        })
        .from(liveRecordingParts)
        .where(eq(liveRecordingParts.liveId, live.id))
        .orderBy(asc(liveRecordingParts.recordedAt), asc(liveRecordingParts.id));
      const [first] = parts;
      if (!first) return { skipped: 'no parts' };
      // Named by the parts it joins (parts are only ever added): the same parts, the same list.
      const listUploadId =
        parts.length === 1
          ? first.uploadId
          : `${dirname(first.uploadId)}/replay-${live.id}-${parts.length}-${Math.max(...parts.map((part) => part.id))}.ffconcat`;
      if (listUploadId === live.recordingUploadId) return { skipped: 'joined already' };
      const assetId = await queueJoinedRecording(
        {
          db,
          jobs,
          incoming,
          signal: AbortSignal.any([shutdown, AbortSignal.timeout(PROBE_TIMEOUT_MS)]),
        },
        {
          parts,
          listUploadId,
          fileName: `直播回放-${live.id}${parts.length > 1 ? `（${parts.length} 段）` : ''}`,
        },
      );
      if (assetId === null) return { skipped: 'no part holds a picture' };
      await db.update(lives).set({ recordingAssetId: assetId }).where(eq(lives.id, live.id));
      return { assetId, parts: parts.length };
    },
  });
}
