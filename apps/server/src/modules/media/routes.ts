import { MEDIA_UPLOADS_PATH } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { IncomingFiles, MediaStorage, ObjectStorage } from '../../platform/storage/index.js';
import { registerAssetCalls } from './asset-calls.js';
import { markUploaded } from './asset-records.js';
import { defineMp4Encryption, sendMp4Encryptions } from './encrypt-mp4.js';
import { hlsKeySealer } from './hls-keys.js';
import { defineProcessing, sendProcessing } from './process-asset.js';
import { registerImageUpload } from './upload-image.js';
import { registerMediaUploads } from './uploads.js';

/**
 * The media library (decisions 0021 and 0017): resumable uploads, the processing job (checksum, HLS
 * transcode), the console's picture upload and its calls, all behind the console's operator session.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  context: AppContext,
  {
    media,
    uploads,
    incoming,
    onVideoReady,
  }: {
    media: MediaStorage;
    uploads: ObjectStorage;
    incoming: IncomingFiles;
    /** A video became ready (a live's recording turns into its replay). */
    onVideoReady?: (assetId: number) => Promise<void>;
  },
): Promise<void> {
  const { config, db, jobs } = context;
  const shutdown = new AbortController();
  app.addHook('onClose', async () => shutdown.abort());
  const sealer = hlsKeySealer(config.MEDIA_SIGNING_SECRET);
  defineMp4Encryption(jobs, { db, sealer, media, shutdown: shutdown.signal });
  if (config.ENCRYPT_MP4_ON_START) {
    // Once the jobs run (the queue is declared at their start); a failure leaves the MP4s playing.
    app.addHook('onReady', async () => {
      await sendMp4Encryptions(jobs, db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the conversion of MP4 sections to encrypted HLS was not sent'),
      );
    });
  }
  defineProcessing(jobs, {
    db,
    sealer,
    media,
    incoming,
    shutdown: shutdown.signal,
    ...(onVideoReady ? { onVideoReady } : {}),
  });
  await registerMediaUploads(app, {
    db,
    basePath: MEDIA_UPLOADS_PATH,
    resolveOperator: context.routes.resolveOperator,
    recordAudit: context.routes.recordAudit,
    maxBytes: config.MEDIA_UPLOAD_MAX_BYTES,
    datastore: incoming.uploadStore,
    async onUploaded(uploadId) {
      // One transaction: an upload is never left marked done without its processing job.
      await db.transaction(async (tx) => {
        const assetId = await markUploaded(tx, uploadId);
        if (assetId !== null) await sendProcessing(jobs, assetId, tx);
      });
    },
  });
  registerImageUpload(app, context, uploads);
  registerAssetCalls(app, context);
}
