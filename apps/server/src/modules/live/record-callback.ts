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
} from '../../platform/live-stream/index.js';
import { recordingFinished } from './replay.js';
import { rememberCallback, requireSignedCallback, STREAM_NAME } from './stream-callback.js';

export const RECORDING_FETCH_QUEUE = 'live-recording-fetch';

/**
 * The record callback's body as ApsaraVideo Live sends it (fields it may add are ignored). Only FLV
 * and MP4 recordings are single files; an HLS recording (`.m3u8` and its segments) is refused, so the
 * console's callback log shows a recording template that cannot become a replay.
 */
const RecordEvent = z.object({
  domain: z.string().max(253),
  app: z.string().max(64),
  stream: z.string().regex(STREAM_NAME),
  uri: z
    .string()
    .refine(isRecordingObject)
    .refine((uri) => ['.flv', '.mp4'].includes(extname(uri).toLowerCase())),
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
  incomingFolder: string,
): void {
  const bucket = recordingBucketOf(config);
  defineRecordingFetch(app, { db, jobs, incomingFolder, bucket });
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
 * The download: the recording is streamed from the bucket into the upload folder
 * (`live/{stream}/oss-{start}-{stop}.{ext}`) and handed to `recordingFinished`, as the development
 * ingest hands its own. Retried with growing delays (about two hours in all) when OSS refuses or fails.
 */
function defineRecordingFetch(
  app: FastifyInstance,
  deps: Pick<AppContext, 'db' | 'jobs'> & { incomingFolder: string; bucket: RecordingBucket | null },
): void {
  const { db, jobs, incomingFolder, bucket } = deps;
  jobs.define<RecordingFetch>({
    name: RECORDING_FETCH_QUEUE,
    retry: { limit: 8, delaySeconds: 30, backoff: true },
    // A class of several hours recorded at a few Mbit/s is gigabytes.
    timeoutSeconds: 2 * 60 * 60,
    handler: async ({ data }) => {
      if (!bucket) throw new Error('LIVE_RECORD_OSS_BUCKET is not configured');
      const { streamName, object, startTime, stopTime } = data;
      const filePath = join(
        incomingFolder,
        'live',
        streamName,
        `oss-${startTime}-${stopTime}${extname(object).toLowerCase()}`,
      );
      const sizeBytes = await fetchRecording(bucket, object, filePath);
      const assetId = await recordingFinished(
        { db, jobs, incomingFolder },
        { streamName, filePath, sizeBytes },
      );
      if (assetId === null) {
        // No live of that stream is on air or ended (a test push, a cancelled class): nothing to keep.
        await rm(filePath, { force: true });
        app.log.warn({ streamName, object }, 'live recording of no ended live dropped');
      }
      return { assetId, sizeBytes };
    },
  });
}
