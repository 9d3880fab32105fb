import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import { IN_MEMORY } from '../db/index.js';
import { createLocalDiskStorage, UPLOADS_URL_PREFIX } from './local-disk-storage.js';
import { serveUploads } from './serve-uploads.js';

export type { ObjectStorage } from './object-storage.js';

/**
 * Opens the object storage and, for the local-disk one, serves its files from this server. Files go
 * to `${DATA_DIR}/uploads`; with an in-memory database (tests) to a temporary folder of this server,
 * removed when it closes.
 */
export async function setUpObjectStorage(app: FastifyInstance, config: Config) {
  const temporary = config.DATA_DIR === IN_MEMORY;
  const root = temporary
    ? await mkdtemp(join(tmpdir(), 'zhixue-uploads-'))
    : join(config.DATA_DIR, 'uploads');
  if (temporary) app.addHook('onClose', () => rm(root, { recursive: true, force: true }));
  else await mkdir(root, { recursive: true });
  await serveUploads(app, root, UPLOADS_URL_PREFIX);
  return createLocalDiskStorage(root);
}
