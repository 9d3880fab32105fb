import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MediaKind } from '@zhixue/contract';
import type { Sealer } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import type { Job, Jobs } from '../../platform/jobs/index.js';
import type { IncomingFiles, MediaStorage } from '../../platform/storage/index.js';
import { type AssetRow, type AssetRun, assetRun, failAbandoned, findAsset } from './asset-records.js';
import { probeVideo, runFfmpeg } from './ffmpeg.js';
import { withNewHlsKey } from './hls-keys.js';
import { hlsArguments, MASTER_PLAYLIST } from './hls-ladder.js';
import { renderPdfPages } from './pdf-pages.js';
import { UnusableSourceError } from './run-tool.js';
import { withSourceFile } from './source-file.js';
import { produce } from './stored-output.js';

export const PROCESS_QUEUE = 'media-process';
const RETRY = { limit: 3, delaySeconds: 5, backoff: true };
/** Longer than any transcode we expect: a job still running then counts as dead and is retried. */
const TIMEOUT_SECONDS = 4 * 60 * 60;
const PROGRESS_EVERY_MS = 1000;
/** Where each kind's output goes in the media storage, under `<asset id>/<run id>/`. */
const OUTPUT_FOLDERS: Record<Exclude<MediaKind, 'image'>, string> = { video: 'transcodes', slides: 'slides' };

/** The ready listener failed after the asset was marked ready (which stays so). */
class ListenerFailed extends Error {
  constructor(cause: unknown) {
    super('the ready listener failed', { cause });
  }
}

export interface ProcessAssetJob {
  assetId: number;
}

export interface ProcessDeps {
  db: Database;
  /** Seals each video's HLS key for the database (decision 0053). */
  sealer: Sealer;
  media: MediaStorage;
  /** The uploaded files, one per upload id: a job fetches its own whichever process received it. */
  incoming: IncomingFiles;
  /** Aborted when the server closes: a running tool is killed, and the job is retried later. */
  shutdown: AbortSignal;
  /**
   * Told when a video is ready (a live's recording becomes its replay). Called again by a retry if it
   * failed, so it must be idempotent.
   */
  onVideoReady?: (assetId: number) => Promise<void>;
}

/**
 * The one job of an uploaded file: its SHA-256, then a video's HLS transcode or a PDF's page images.
 * Each run claims the asset under a fresh run id and writes into a fresh storage folder named by
 * it, so a run restarted after a crash or a stop starts clean, and only a run that stored every
 * file marks the asset ready.
 */
export function defineProcessing(jobs: Jobs, deps: ProcessDeps): void {
  jobs.define<ProcessAssetJob>({
    name: PROCESS_QUEUE,
    retry: RETRY,
    timeoutSeconds: TIMEOUT_SECONDS,
    singleton: true,
    handler: (job) => processAsset(deps, job),
    onAbandoned: (data, reason) => failAbandoned(deps.db, data.assetId, reason),
  });
}

/** Sends the asset's job (in the caller's transaction when given); one waits and one runs per asset at most. */
export function sendProcessing(jobs: Jobs, assetId: number, within?: Database): Promise<string | null> {
  return jobs.send<ProcessAssetJob>(PROCESS_QUEUE, { assetId }, { key: String(assetId), within });
}

async function processAsset(deps: ProcessDeps, job: Job<ProcessAssetJob>): Promise<unknown> {
  const { db, shutdown } = deps;
  const asset = await findAsset(db, job.data.assetId);
  // A retry after the listener failed: the video is ready, the listener is told again.
  if (asset?.state === 'ready' && asset.kind === 'video' && deps.onVideoReady) {
    await deps.onVideoReady(asset.id);
    return { skipped: 'ready', told: true };
  }
  if (!asset || asset.state === 'ready' || asset.state === 'stored' || asset.state === 'uploading') {
    return { skipped: asset?.state ?? 'missing' };
  }
  const runId = randomBytes(6).toString('hex');
  const run = assetRun(db, asset.id, runId);
  await run.claim();
  try {
    // A file missing here (never stored, or removed) fails like any error: retried, then final.
    return await withSourceFile(deps.incoming, asset.uploadId, (source) =>
      processSource(deps, { asset, run, runId, job }, source),
    );
  } catch (error) {
    // The asset is ready; only telling the listener failed: the retry tells it again.
    if (error instanceof ListenerFailed) throw error.cause;
    const message = error instanceof Error ? error.message : String(error);
    const final = error instanceof UnusableSourceError || job.attempt > RETRY.limit;
    await run.fail(shutdown.aborted ? `interrupted by a server stop: ${message}` : message, final);
    // A source no run can use fails for good now; retrying it would only repeat the failure.
    if (error instanceof UnusableSourceError) return { failed: message };
    throw error;
  }
}

/** The run's work on the source's local copy: checksum, then the kind's output stored as one folder. */
async function processSource(
  deps: ProcessDeps,
  { asset, run, runId, job }: { asset: AssetRow; run: AssetRun; runId: string; job: Job<ProcessAssetJob> },
  source: string,
): Promise<unknown> {
  const { shutdown } = deps;
  if (!asset.sha256) await run.recordChecksum(await sha256Of(source));
  if (asset.kind === 'image') {
    await run.finishStored();
    return { stored: true };
  }
  const folderKey = `${OUTPUT_FOLDERS[asset.kind]}/${asset.id}/${runId}`;
  const ready =
    asset.kind === 'video'
      ? await run.finishReady(`${folderKey}/${MASTER_PLAYLIST}`, {
          // Every video is encrypted under a key of its own: which sections hand the key to whom is
          // the key call's decision, so a video attached later to a paid section is protected too.
          durationSeconds: await produce(deps.media, folderKey, (folder) =>
            withNewHlsKey(deps, folderKey, (keyInfoFile) =>
              transcode(source, folder, { run, job, shutdown, keyInfoFile }),
            ),
          ),
        })
      : await run.finishReady(folderKey, {
          pageCount: await produce(deps.media, folderKey, (folder) =>
            renderPdfPages(source, folder, shutdown),
          ),
        });
  if (ready && asset.kind === 'video' && deps.onVideoReady) {
    await deps.onVideoReady(asset.id).catch((error: unknown) => {
      throw new ListenerFailed(error);
    });
  }
  // Overtaken by a newer run (this job was given up for dead and retried): that run finishes the work.
  return ready ? { outputKey: folderKey } : { overtakenBy: 'a newer run' };
}

/**
 * Transcodes `source` into `folder` as HLS encrypted with the key of `keyInfoFile`, recording
 * progress; answers the duration in seconds.
 */
async function transcode(
  source: string,
  folder: string,
  {
    run,
    job,
    shutdown,
    keyInfoFile,
  }: { run: AssetRun; job: Job<ProcessAssetJob>; shutdown: AbortSignal; keyInfoFile: string },
): Promise<number> {
  const facts = await probeVideo(source, shutdown);
  const durationSeconds = Math.max(1, Math.round(facts.durationSeconds));
  let reportedAt = 0;
  let reported = -1;
  await runFfmpeg(hlsArguments(source, folder, facts, keyInfoFile), {
    signal: shutdown,
    onOutputSeconds(seconds) {
      // Copying the output to storage is the last part of the run: ffmpeg's share stops at 95%.
      const percent = Math.min(95, Math.floor((seconds / facts.durationSeconds) * 95));
      const now = Date.now();
      if (percent === reported || now - reportedAt < PROGRESS_EVERY_MS) return;
      reported = percent;
      reportedAt = now;
      void Promise.all([
        run.recordProgress(percent, durationSeconds),
        job.reportProgress(percent / 100),
      ]).catch(() => undefined);
    },
  });
  return durationSeconds;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
