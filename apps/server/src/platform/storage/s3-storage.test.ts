import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStorage, ObjectStorage } from './object-storage.js';
import { type FakeS3, startFakeS3 } from './s3-fake.js';
import { createS3Client, createS3MediaStorage, createS3UploadStorage } from './s3-storage.js';

let fake: FakeS3;
let media: MediaStorage;
let uploads: ObjectStorage;

beforeAll(async () => {
  fake = await startFakeS3();
  const client = createS3Client({
    endpoint: fake.endpoint,
    region: 'us-east-1',
    bucket: 'zhixue',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });
  media = createS3MediaStorage(client, 'zhixue');
  uploads = createS3UploadStorage(client, 'zhixue', 'https://cdn.example.com/uploads');
});
afterAll(() => fake.close());

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

describe('S3-compatible storage', () => {
  it('keeps media under media/ and reads it whole or by byte range', async () => {
    await media.put('demo/clip.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect(fake.objects.get('/zhixue/media/demo/clip.mp4')?.contentType).toBe('video/mp4');
    expect(fake.authorizations.every((header) => header.startsWith('AWS4-HMAC-SHA256 '))).toBe(true);
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
    expect(fake.objects.has('/zhixue/uploads/avatars/7/a.png')).toBe(true);
    expect(await uploads.exists('avatars/7/a.png')).toBe(true);
    expect(uploads.publicUrl('avatars/7/a.png')).toBe('https://cdn.example.com/uploads/avatars/7/a.png');
    expect(uploads.keyOf('https://cdn.example.com/uploads/avatars/7/a.png')).toBe('avatars/7/a.png');
    expect(uploads.keyOf('https://cdn.example.com/uploads/../x')).toBeNull();
    expect(uploads.keyOf('/uploads/avatars/7/a.png')).toBeNull();
  });
});
