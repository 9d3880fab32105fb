import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.js';
import type { MediaStorage, ObjectStorage } from './object-storage.js';
import { createS3Client, createS3MediaStorage, createS3UploadStorage } from './s3-storage.js';

let s3: TestS3Server;
let media: MediaStorage;
let uploads: ObjectStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  const client = createS3Client(s3.settings);
  media = createS3MediaStorage(client, s3.settings.bucket);
  uploads = createS3UploadStorage(client, s3.settings.bucket, 'https://cdn.example.com/uploads');
});
afterAll(() => s3.stop());

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

describe('S3-compatible storage', () => {
  it('keeps media under media/ and reads it whole or by byte range', async () => {
    await media.put('demo/clip.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect((await s3.head('media/demo/clip.mp4'))?.ContentType).toBe('video/mp4');
    expect(s3.authorizations.every((header) => header.startsWith('AWS4-HMAC-SHA256 '))).toBe(true);
    expect(await media.stat('demo/clip.mp4')).toEqual({ size: 10, contentType: 'video/mp4' });
    expect(await media.exists('demo/clip.mp4')).toBe(true);
    expect(await text(await media.read('demo/clip.mp4'))).toBe('0123456789');
    expect(await text(await media.read('demo/clip.mp4', { start: 2, end: 5 }))).toBe('2345');
  });

  it('answers null for a missing object and refuses unsafe keys', async () => {
    expect(await media.stat('demo/none.mp4')).toBeNull();
    expect(await media.exists('demo/none.mp4')).toBe(false);
    expect(await media.exists('../escape')).toBe(false);
    await expect(media.put('../escape.mp4', Buffer.from('x'), 'video/mp4')).rejects.toThrow(/unsafe/);
  });

  it('keeps uploads under uploads/ with public addresses of its own', async () => {
    await uploads.put('avatars/7/a.png', Buffer.from('png'), 'image/png');
    expect(await s3.head('uploads/avatars/7/a.png')).not.toBeNull();
    expect(await uploads.exists('avatars/7/a.png')).toBe(true);
    expect(uploads.publicUrl('avatars/7/a.png')).toBe('https://cdn.example.com/uploads/avatars/7/a.png');
    expect(uploads.keyOf('https://cdn.example.com/uploads/avatars/7/a.png')).toBe('avatars/7/a.png');
    expect(uploads.keyOf('https://cdn.example.com/uploads/../x')).toBeNull();
    expect(uploads.keyOf('/uploads/avatars/7/a.png')).toBeNull();
  });
});
