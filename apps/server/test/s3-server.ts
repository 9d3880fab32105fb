import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, type HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { createS3Client, isNotFound } from '../src/platform/storage/s3-storage.js';

/** The bucket every test server uses, and the credentials s3rver checks signatures with. */
export const TEST_BUCKET = 'zhixue';
const ACCESS_KEY = 'S3RVER';

/** A real S3-protocol server (s3rver) on a free port, its objects in a temporary folder. */
export interface TestS3Server {
  endpoint: string;
  /** The settings that point a test server's storage at this bucket (STORAGE_PROVIDER=s3). */
  env: Record<string, string>;
  /** The client settings of `createS3Client` for this bucket. */
  settings: {
    endpoint: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  /** The Authorization header of every request so far, to see that the storages sign theirs. */
  authorizations: string[];
  /** The object under a key of the bucket, or null. */
  head(key: string): Promise<HeadObjectCommandOutput | null>;
  deleteObject(key: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts s3rver with the test bucket created. s3rver 3.7 answers every call the storages make
 * (objects, ranges, multipart uploads) except ListParts, which @tus/s3-store asks before each
 * PATCH and HEAD; that one call is answered here from s3rver's own record of the upload's parts.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'zhixue-s3rver-'));
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handleS3 = s3rver.callback();
  const authorizations: string[] = [];
  const server = createServer((request, response) => {
    authorizations.push(String(request.headers.authorization ?? ''));
    const listing = listPartsRequest(request);
    if (listing) void answerListParts(directory, listing, response);
    else handleS3(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = {
    endpoint,
    region: 'us-east-1',
    bucket: TEST_BUCKET,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  return {
    endpoint,
    env: {
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      // Browsers would load uploads from a CDN in front of the bucket; tests read the bucket itself.
      S3_PUBLIC_BASE_URL: `${endpoint}/${TEST_BUCKET}/uploads`,
    },
    settings,
    authorizations,
    async head(key) {
      try {
        return await client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
    },
    async stop() {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** An S3 server for the calling test file: started before its tests, stopped after them. */
export function s3ServerForThisFile(): () => TestS3Server {
  let started: TestS3Server | undefined;
  beforeAll(async () => {
    started = await startS3Server();
  });
  afterAll(() => started?.stop());
  return () => {
    if (!started) throw new Error('the S3 server starts in beforeAll; use it inside tests only');
    return started;
  };
}

interface PartsListing {
  bucket: string;
  key: string;
  uploadId: string;
}

/** `GET /{bucket}/{key}?uploadId=…` (path-style) is ListParts. */
function listPartsRequest(request: IncomingMessage): PartsListing | null {
  const url = new URL(request.url ?? '/', 'http://s3');
  const uploadId = url.searchParams.get('uploadId');
  const [, bucket, ...key] = url.pathname.split('/');
  if (request.method !== 'GET' || !uploadId || !bucket || key.length === 0) return null;
  return { bucket, key: decodeURIComponent(key.join('/')), uploadId };
}

/** The parts s3rver keeps of an upload: `{bucket}/._S3rver_uploads/{uploadId}/{n}` and `{n}.md5`. */
async function answerListParts(directory: string, listing: PartsListing, response: ServerResponse) {
  // Upload ids are s3rver's hex names; anything else names no upload.
  const folder = /^[0-9a-f]+$/.test(listing.uploadId)
    ? join(directory, listing.bucket, '._S3rver_uploads', listing.uploadId)
    : null;
  const names = folder ? await readdir(folder).catch(() => null) : null;
  if (!folder || !names) {
    response.writeHead(404, { 'content-type': 'application/xml' });
    response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>');
    return;
  }
  const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number);
  const parts = await Promise.all(
    numbers
      .sort((a, b) => a - b)
      .map(async (number) => {
        const [info, md5] = await Promise.all([
          stat(join(folder, String(number))),
          readFile(join(folder, `${number}.md5`), 'utf8'),
        ]);
        return `<Part><PartNumber>${number}</PartNumber><ETag>"${md5}"</ETag><Size>${info.size}</Size><LastModified>${info.mtime.toISOString()}</LastModified></Part>`;
      }),
  );
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${listing.bucket}</Bucket><UploadId>${listing.uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  );
}
