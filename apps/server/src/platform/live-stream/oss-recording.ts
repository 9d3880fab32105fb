import { createHmac } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, extname, posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parse, setOptions, type types } from 'hls-parser';
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
 * A recording no retry can fetch: a master playlist, encrypted or byte-range segments, a segment
 * that is not beside its playlist in the bucket.
 */
export class UnusableRecordingError extends Error {}

// An HLS playlist that breaks the specification is refused, not guessed at (and not logged by the parser).
setOptions({ strictMode: true });

/**
 * Fetches a recording from the bucket to `destinationStem` plus its extension: an FLV or MP4 file as
 * it is; an HLS recording (`.m3u8`) as its segments one after the other in one file, `.ts` (MPEG-TS
 * segments join by concatenation) or, for fMP4 segments, `.mp4` (the initialization section, then
 * the fragments). Written through `{file}.part`, renamed once complete, so a download cut short
 * never looks like a recording. Answers the file and its size in bytes.
 */
export async function fetchRecording(
  bucket: RecordingBucket,
  object: string,
  destinationStem: string,
): Promise<{ filePath: string; sizeBytes: number }> {
  const extension = extname(object).toLowerCase();
  const { objects, fileExtension } =
    extension === '.m3u8'
      ? segmentObjects(object, await (await openObject(bucket, object)).text())
      : { objects: [object], fileExtension: extension };
  const filePath = `${destinationStem}${fileExtension}`;
  const partial = `${filePath}.part`;
  await mkdir(dirname(filePath), { recursive: true });
  const file = createWriteStream(partial);
  try {
    for (const each of objects) {
      const { body } = await openObject(bucket, each);
      await pipeline(Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>), file, {
        end: false,
      });
    }
    await new Promise<void>((resolve, reject) =>
      file.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    await rename(partial, filePath);
  } catch (error) {
    file.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return { filePath, sizeBytes: (await stat(filePath)).size };
}

/** A signed GET of an object that answered it (anything else is a `RecordingFetchError`, retried). */
async function openObject(
  bucket: RecordingBucket,
  object: string,
): Promise<Response & { body: ReadableStream }> {
  const expiresAt = Math.floor(Date.now() / 1000) + SIGNED_FOR_SECONDS;
  const response = await fetch(signedObjectUrl(bucket, object, expiresAt));
  if (!response.ok || !response.body) {
    throw new RecordingFetchError(response.status, await response.text().catch(() => ''));
  }
  return response as Response & { body: ReadableStream };
}

/**
 * The objects of an HLS recording in playing order: a media playlist's initialization section, if
 * any, then its segments, each named relative to the playlist and inside its folder.
 */
function segmentObjects(playlistObject: string, text: string) {
  let playlist: ReturnType<typeof parse>;
  try {
    playlist = parse(text);
  } catch (error) {
    throw new UnusableRecordingError(`not an HLS playlist: ${(error as Error).message}`);
  }
  if (playlist.isMasterPlaylist) throw new UnusableRecordingError('a master playlist, not a recording');
  const { segments } = playlist as types.MediaPlaylist;
  const initialization = segments[0]?.map?.uri;
  if (segments.length === 0) throw new UnusableRecordingError('a playlist without segments');
  if (segments.some((segment) => segment.key || segment.byterange || segment.map?.uri !== initialization)) {
    throw new UnusableRecordingError('encrypted, byte-range or mixed segments');
  }
  const folder = posix.dirname(playlistObject);
  const objects = [
    ...(initialization ? [initialization] : []),
    ...segments.map((segment) => segment.uri),
  ].map((uri) => {
    // Relative names only: isRecordingObject refuses a scheme, a leading `/`, `..` and a query.
    const each = folder === '.' ? uri : `${folder}/${uri}`;
    if (!isRecordingObject(each))
      throw new UnusableRecordingError(`segment ${uri} is not beside its playlist`);
    return each;
  });
  return { objects, fileExtension: initialization ? '.mp4' : '.ts' };
}
