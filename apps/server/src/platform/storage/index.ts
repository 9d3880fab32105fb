import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import { IN_MEMORY } from '../db/index.js';
import type { IncomingFiles } from './incoming-files.js';
import { createLocalDiskStorage, UPLOADS_URL_PREFIX } from './local-disk-storage.js';
import { createLocalIncomingFiles } from './local-incoming-files.js';
import { createLocalMediaStorage } from './local-media-storage.js';
import type { MediaStorage, ObjectStorage } from './object-storage.js';
import { createS3IncomingFiles } from './s3-incoming-files.js';
import {
  createS3Client,
  createS3MediaStorage,
  createS3UploadStorage,
  type S3Settings,
  s3ClientConfig,
} from './s3-storage.js';
import { serveUploads } from './serve-uploads.js';

export { DEMO_HLS_VIDEOS, DEMO_SLIDES, DEMO_VIDEOS, publishDemoMedia } from './demo-media.js';
export { detectImageType, type ImageType } from './image-type.js';
export { IncomingFileMissingError, type IncomingFiles } from './incoming-files.js';
export { mediaContentType } from './local-media-storage.js';
export {
  type ByteRange,
  isSafeKey,
  type MediaStorage,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.js';

export interface Storages {
  /** Public files (avatars, the console's covers, banners and lecturer photos), loaded by browsers directly. */
  uploads: ObjectStorage;
  /** Private files (section videos, slides), read only by the signed media route. */
  media: MediaStorage;
  /** Resumable uploads and recordings waiting for their jobs: `DATA_DIR/incoming`, or the bucket's `incoming/`. */
  incoming: IncomingFiles;
}

/**
 * Opens the object storages. Locally, uploads go to `${DATA_DIR}/uploads` (served by this server at
 * `/uploads/`) and media to `${DATA_DIR}/media` (not served); with an in-memory database (tests) both
 * go to a temporary folder of this server, removed when it closes. With STORAGE_PROVIDER=s3 both live
 * in one bucket under `uploads/`, `media/` and `incoming/` (resumable uploads in progress and the
 * files jobs process), so that several processes share them (decisions 0021 and 0039).
 */
export async function setUpObjectStorage(app: FastifyInstance, config: Config): Promise<Storages> {
  if (config.STORAGE_PROVIDER === 's3') {
    const bucket = config.S3_BUCKET ?? '';
    const settings: S3Settings = {
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    };
    const client = createS3Client(settings);
    app.addHook('onClose', async () => client.destroy());
    return {
      uploads: createS3UploadStorage(client, bucket, config.S3_PUBLIC_BASE_URL ?? ''),
      media: createS3MediaStorage(client, bucket),
      incoming: createS3IncomingFiles({
        client,
        clientConfig: s3ClientConfig(settings),
        bucket,
        arrivalFolder: await folderUnder(await localRoot(app, config), 'incoming'),
      }),
    };
  }
  const root = await localRoot(app, config);
  const uploads = await folderUnder(root, 'uploads');
  const media = await folderUnder(root, 'media');
  await serveUploads(app, uploads, UPLOADS_URL_PREFIX);
  return {
    uploads: createLocalDiskStorage(uploads),
    media: createLocalMediaStorage(media),
    incoming: createLocalIncomingFiles(await folderUnder(root, 'incoming')),
  };
}

/** DATA_DIR, or with an in-memory database a temporary folder removed when the server closes. */
async function localRoot(app: FastifyInstance, config: Config): Promise<string> {
  if (config.DATA_DIR !== IN_MEMORY) return config.DATA_DIR;
  const root = await mkdtemp(join(tmpdir(), 'zhixue-files-'));
  // A job still finishing as the server closes (jobs stop beside it) may add a file during the
  // removal: retried, rm takes that one too instead of failing with ENOTEMPTY.
  app.addHook('onClose', () => rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));
  return root;
}

async function folderUnder(root: string, name: string): Promise<string> {
  const folder = join(root, name);
  await mkdir(folder, { recursive: true });
  return folder;
}
