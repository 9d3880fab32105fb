import { createHmac } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config } from '../config/index.js';

/** The OSS bucket ApsaraVideo Live records into, and an AccessKey that reads it. */
export interface RecordingBucket {
  /** The bucket's own address (virtual-hosted: `https://{bucket}.{region endpoint}`). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
}

export function recordingBucketOf(config: Config): RecordingBucket | null {
  const {
    LIVE_RECORD_OSS_ENDPOINT: endpoint,
    LIVE_RECORD_OSS_BUCKET: bucket,
    LIVE_RECORD_OSS_ACCESS_KEY_ID: accessKeyId,
    LIVE_RECORD_OSS_ACCESS_KEY_SECRET: accessKeySecret,
  } = config;
  // The configuration holds all four or none.
  if (!endpoint || !bucket || !accessKeyId || !accessKeySecret) return null;
  return { endpoint, bucket, accessKeyId, accessKeySecret };
}

/**
 * An object path as ApsaraVideo Live names its recordings (`{app}/{stream}/{start}_{stop}.flv`, the
 * template's placeholders filled with letters, digits, `-`, `_`, `:` and `.`): relative, no empty,
 * `.` or `..` segment, so it can be neither another bucket's path nor a path outside the upload folder.
 */
export function isRecordingObject(object: string): boolean {
  if (object.length > 1024 || !/^[\w\-.:]+(\/[\w\-.:]+)*$/.test(object)) return false;
  return object.split('/').every((segment) => segment !== '.' && segment !== '..');
}

/**
 * A GET address of `object` signed with OSS's V1 query signature: `Signature` is the base64
 * HMAC-SHA1, under the AccessKey secret, of `GET\n\n\n{Expires}\n/{bucket}/{object}` (no Content-MD5,
 * no Content-Type, no x-oss- headers).
 */
export function signedObjectUrl(bucket: RecordingBucket, object: string, expiresAt: number): string {
  const signature = createHmac('sha1', bucket.accessKeySecret)
    .update(`GET\n\n\n${expiresAt}\n/${bucket.bucket}/${object}`)
    .digest('base64');
  const path = object.split('/').map(encodeURIComponent).join('/');
  const query = new URLSearchParams({
    OSSAccessKeyId: bucket.accessKeyId,
    Expires: String(expiresAt),
    Signature: signature,
  });
  return `${bucket.endpoint.replace(/\/+$/, '')}/${path}?${query}`;
}

/** OSS answered something other than the object (a refused signature, a missing object, an outage). */
export class RecordingFetchError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`OSS answered ${status} for the recording: ${detail.slice(0, 300)}`);
  }
}

/** How long a signed address works: enough to open the connection, the body streams after. */
const SIGNED_FOR_SECONDS = 15 * 60;

/**
 * Streams a recording from the bucket into `destination` (through `{destination}.part`, renamed once
 * complete, so a download cut short never looks like a recording). Answers its size in bytes.
 */
export async function fetchRecording(
  bucket: RecordingBucket,
  object: string,
  destination: string,
): Promise<number> {
  const expiresAt = Math.floor(Date.now() / 1000) + SIGNED_FOR_SECONDS;
  const response = await fetch(signedObjectUrl(bucket, object, expiresAt));
  if (!response.ok || !response.body) {
    throw new RecordingFetchError(response.status, await response.text().catch(() => ''));
  }
  const partial = `${destination}.part`;
  await mkdir(dirname(destination), { recursive: true });
  try {
    await pipeline(
      Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>),
      createWriteStream(partial),
    );
    await rename(partial, destination);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(destination)).size;
}
