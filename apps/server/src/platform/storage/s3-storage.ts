import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, isSafeKey, type MediaStorage, type ObjectStorage } from './object-storage.js';

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

/** The client settings of every S3 client of the server, ours and @tus/s3-store's. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them. By default the SDK sends a streamed body in aws-chunked
    // framing with a trailing checksum, which many S3-compatible services do not understand: they
    // store the framing as part of the object, or refuse the request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client(s3ClientConfig(settings));
}

export const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** Objects of one bucket under a key prefix (`uploads/`, `media/`), so both areas can share a bucket. */
function bucketArea(client: S3Client, bucket: string, prefix: string) {
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return prefix + key;
  };
  return {
    async put(key: string, bytes: Uint8Array, contentType: string) {
      // A PUT replaces the object whole: readers see the old bytes or the new, never a mix.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async stat(key: string) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return {
          size: Number(head.ContentLength ?? 0),
          contentType: head.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`no body for storage key ${key}`);
      return answer.Body;
    },
  };
}

/**
 * Private media in an S3-compatible bucket. The signed media route reads it and streams the bytes,
 * so the bucket stays private and the route's checks (who, which section, until when) hold.
 */
export function createS3MediaStorage(client: S3Client, bucket: string): MediaStorage {
  const area = bucketArea(client, bucket, 'media/');
  return {
    kind: 's3',
    put: area.put,
    stat: area.stat,
    read: area.read,
    exists: async (key) => isSafeKey(key) && (await area.stat(key)) !== null,
  };
}

/**
 * Uploads (avatars) in the same bucket under `uploads/`, loaded by browsers from `publicBaseUrl`
 * (a CDN or the bucket's public address for that prefix).
 */
export function createS3UploadStorage(
  client: S3Client,
  bucket: string,
  publicBaseUrl: string,
): ObjectStorage {
  const area = bucketArea(client, bucket, 'uploads/');
  const base = publicBaseUrl.endsWith('/') ? publicBaseUrl : `${publicBaseUrl}/`;
  return {
    kind: 's3',
    put: area.put,
    exists: async (key) => isSafeKey(key) && (await area.stat(key)) !== null,
    publicUrl(key) {
      assertSafeKey(key);
      return base + key;
    },
    keyOf(url) {
      if (!url.startsWith(base)) return null;
      const key = url.slice(base.length);
      return isSafeKey(key) ? key : null;
    },
  };
}
