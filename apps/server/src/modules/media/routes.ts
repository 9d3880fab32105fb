import { MEDIA_UPLOADS_PATH } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import { registerAssetCalls } from './asset-calls.js';
import { markUploaded } from './asset-records.js';
import { defineProcessing, sendProcessing } from './process-asset.js';
import { type OperatorCheck, registerMediaUploads } from './uploads.js';

export type { OperatorCheck } from './uploads.js';

/**
 * The media library (decision 0021): resumable uploads, the processing job (checksum, HLS transcode)
 * and the console's calls, all behind the injected operator check.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  { config, db, jobs }: AppContext,
  {
    media,
    incomingFolder,
    authorize,
  }: { media: MediaStorage; incomingFolder: string; authorize: OperatorCheck },
): Promise<void> {
  const shutdown = new AbortController();
  app.addHook('onClose', async () => shutdown.abort());
  defineProcessing(jobs, { db, media, incomingFolder, shutdown: shutdown.signal });
  await registerMediaUploads(app, {
    db,
    basePath: MEDIA_UPLOADS_PATH,
    authorize,
    maxBytes: config.MEDIA_UPLOAD_MAX_BYTES,
    incomingFolder,
    async onUploaded(uploadId) {
      const assetId = await markUploaded(db, uploadId);
      if (assetId !== null) await sendProcessing(jobs, assetId);
    },
  });
  registerAssetCalls(app, { db, jobs, authorize });
}
