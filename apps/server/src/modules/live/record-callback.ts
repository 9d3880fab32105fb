import { rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { LIVE_RECORD_CALLBACK_PATH } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { AppError, successBody } from '../../platform/http/index.js';
import {
  fetchRecording,
  isRecordingObject,
  type LiveStreamProvider,
  type RecordingBucket,
  recordingBucketOf,
  UnusableRecordingError,
} from '../../platform/live-stream/index.js';
import type { IncomingFiles } from '../../platform/storage/index.js';
import { recordingFinished } from './recording-parts.js';
import { rememberCallback, requireSignedCallback, STREAM_NAME } from './stream-callback.js';

export const RECORDING_FETCH_QUEUE = 'live-recording-fetch';

/**
 * The record callback's body as ApsaraVideo Live sends it (fields it may add are ignored): a recording
 * as an FLV or MP4 file, or in HLS (the `.m3u8` playlist, its segments beside it).
 */
const RecordEvent = z.object({
  domain: z.string().max(253),
  app: z.string().max(64),
  stream: z.string().regex(STREAM_NAME),
  uri: z
    .string()
    .refine(isRecordingObject)
    .refine((uri) => ['.flv', '.mp4', '.m3u8'].includes(extname(uri).toLowerCase())),
  duration: z.number().nonnegative().optional(),
  start_time: z.number().int().nonnegative(),
  stop_time: z.number().int().nonnegative(),
});

/** What the fetch job needs: whose recording, which object, and the folder name it lands under. */
interface RecordingFetch {
  streamName: string;
  object: string;
  startTime: number;
  stopTime: number;
}

function readRecordEvent(body: unknown, appName: string): RecordingFetch | null {
  let parsed: unknown;
  try {
    parsed = typeof body === 'string' ? JSON.parse(body) : null;
  } catch {
    return null;
  }
  const event = RecordEvent.safeParse(parsed);
  if (!event.success || event.data.app !== appName) return null;
  const { stream, uri, start_time, stop_time } = event.data;
  return { streamName: stream, object: uri, startTime: start_time, stopTime: stop_time };
}

/**
 * ApsaraVideo Live's record callback: a recording of a stream is complete in the recording bucket.
 * Signed as the stream callbacks are (a forged or stale one: A0301) and remembered in
 * `live_stream_callbacks` (a replay: A0409) in the transaction that sends the download's job, so an
 * OSS refusal or outage is retried there while the callback is answered at once.
 */
export function registerRecordCallback(
  app: FastifyInstance,
  { db, config, jobs }: AppContext,
  provider: LiveStreamProvider,
  incoming: IncomingFiles,
): void {
  const bucket = recordingBucketOf(config);
  defineRecordingFetch(app, { db, jobs, incoming, bucket });
  app.register(async (scope) => {
    // The body is parsed here, after the signature, whatever content type it claims.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(LIVE_RECORD_CALLBACK_PATH, async (request) => {
      const { signature } = requireSignedCallback(provider, request, config.LIVE_NOTIFY_KEY);
      const recording = readRecordEvent(request.body, config.LIVE_APP_NAME);
      if (!recording) throw new AppError('MALFORMED_REQUEST');
      if (!bucket) throw new AppError('LIVE_RECORDING_BUCKET_UNSET');
      // Remembered and sent together: a failure between the two would otherwise lose the recording
      // (remembered, so the provider's retry is refused as a replay, yet never fetched).
      await db.transaction(async (tx) => {
        await rememberCallback(tx, signature, {
          action: 'record',
          streamName: recording.streamName,
          eventTime: `${recording.startTime}-${recording.stopTime}`,
        });
        await jobs.send(RECORDING_FETCH_QUEUE, recording, { within: tx });
      });
      return successBody(null);
    });
  });
}

/**
 * The download: the recording is streamed from the bucket into the incoming files' arrival folder
 * (`live/{stream}/oss-{start}-{stop}.{ext}`) and becomes a part of the live's recording, as the
 * development ingest's files do. Retried with growing delays (about two hours in all) when OSS
 * refuses or fails; a recording no retry can fetch (an HLS playlist that is not one recording's) is
 * logged and dropped.
 */
function defineRecordingFetch(
  app: FastifyInstance,
  deps: Pick<AppContext, 'db' | 'jobs'> & { incoming: IncomingFiles; bucket: RecordingBucket | null },
): void {
  const { db, jobs, incoming, bucket } = deps;
  jobs.define<RecordingFetch>({
    name: RECORDING_FETCH_QUEUE,
    retry: { limit: 8, delaySeconds: 30, backoff: true },
    // A class of several hours recorded at a few Mbit/s is gigabytes.
    timeoutSeconds: 2 * 60 * 60,
    handler: async ({ data }) => {
      if (!bucket) throw new Error('LIVE_RECORD_OSS_BUCKET is not configured');
      const { streamName, object, startTime, stopTime } = data;
      let fetched: { filePath: string; sizeBytes: number };
      try {
        fetched = await fetchRecording(
          bucket,
          object,
          join(incoming.arrivalFolder, 'live', streamName, `oss-${startTime}-${stopTime}`),
        );
      } catch (error) {
        if (!(error instanceof UnusableRecordingError)) throw error;
        app.log.warn({ streamName, object, reason: error.message }, 'live recording not usable');
        return { unusable: error.message };
      }
      const liveId = await recordingFinished(
        { db, jobs, incoming },
        { streamName, ...fetched, recordedAt: new Date(startTime * 1000) },
      );
      if (liveId === null) {
        // No live of that stream went on air (a test push, a cancelled class): nothing to keep.
        await rm(fetched.filePath, { force: true });
        app.log.warn({ streamName, object }, 'live recording of no live dropped');
      }
      return { liveId, sizeBytes: fetched.sizeBytes };
    },
  });
}
