import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, PutObjectCommand, type S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@tus/server';
import { assertUploadId, IncomingFileMissingError, type IncomingFiles } from './incoming-files.js';
import { isNotFound } from './s3-storage.js';
import { createS3UploadStore } from './s3-upload-store.js';

/** Where incoming files live in the bucket, beside `uploads/` and `media/`. */
const INCOMING_PREFIX = 'incoming/';

/**
 * Incoming files in the bucket under `incoming/`, for several processes: tus keeps uploads in
 * progress there (any process continues any upload), a recording that arrived on one process's
 * disk is moved there, and a job on any process fetches a copy to work on.
 */
export function createS3IncomingFiles({
  client,
  clientConfig,
  bucket,
  arrivalFolder,
}: {
  client: S3Client;
  clientConfig: S3ClientConfig;
  bucket: string;
  /** This process's folder for recordings on their way to the bucket. */
  arrivalFolder: string;
}): IncomingFiles {
  const uploadStore = createS3UploadStore({ ...clientConfig, bucket }, INCOMING_PREFIX);
  const objectKey = (uploadId: string) => {
    assertUploadId(uploadId);
    return INCOMING_PREFIX + uploadId;
  };
  const open = async (uploadId: string): Promise<Readable> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(uploadId) }));
      if (!(answer.Body instanceof Readable)) throw new Error(`no body for incoming file ${uploadId}`);
      return answer.Body;
    } catch (error) {
      throw isNotFound(error) ? new IncomingFileMissingError(uploadId) : error;
    }
  };

  return {
    uploadStore,
    arrivalFolder,
    async keep(uploadId) {
      const path = join(arrivalFolder, uploadId);
      // Stored as tus stores an upload (in parts, so a recording of several gigabytes fits), then
      // removed here: the bucket is its one place.
      const { size } = await stat(path);
      await uploadStore.create(new Upload({ id: uploadId, size, offset: 0 }));
      if (size > 0) await uploadStore.write(createReadStream(path), uploadId, 0);
      await rm(path, { force: true });
    },
    async writeText(uploadId, text) {
      // One PUT: readers see the whole list or none.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(uploadId),
          Body: text,
          ContentType: 'text/plain',
        }),
      );
    },
    async readText(uploadId) {
      const chunks: Buffer[] = [];
      for await (const chunk of await open(uploadId)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    async withLocalFiles(uploadIds, use) {
      const folder = await mkdtemp(join(tmpdir(), 'zhixue-incoming-'));
      try {
        for (const uploadId of uploadIds) {
          // Opened first: an unsafe or missing id fails before anything is written.
          const source = await open(uploadId);
          const path = join(folder, uploadId);
          await mkdir(dirname(path), { recursive: true });
          await pipeline(source, createWriteStream(path));
        }
        return await use(folder);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
