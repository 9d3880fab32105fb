import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';
import type { ObjectStorage } from './object-storage.js';

let root: string;
let storage: ObjectStorage;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'zhixue-storage-test-'));
  storage = createLocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local-disk storage', () => {
  it('stores an object under its key and hands out its address', async () => {
    await storage.put('avatars/7/abc.png', Buffer.from('x'), 'image/png');
    expect(await readFile(join(root, 'avatars/7/abc.png'), 'utf8')).toBe('x');
    expect(await storage.exists('avatars/7/abc.png')).toBe(true);
    expect(await storage.exists('avatars/7/other.png')).toBe(false);
    expect(await storage.exists('avatars/7')).toBe(false);
    expect(storage.publicUrl('avatars/7/abc.png')).toBe('/uploads/avatars/7/abc.png');
    expect(storage.keyOf('/uploads/avatars/7/abc.png')).toBe('avatars/7/abc.png');
  });

  it('maps no other address back to a key', () => {
    for (const url of [
      '/uploads/avatars/7/../8/abc.png',
      '/uploads/../secret',
      '/uploads//avatars/7/abc.png',
      '/uploads/avatars/7/%2e%2e/abc.png',
      '/uploads/avatars\\7\\abc.png',
      '/uploads/avatars/7/abc.png?x=1',
      '/uploads/avatars/7/ABC.png',
      '/uploads/',
      'https://elsewhere.example/uploads/avatars/7/abc.png',
      '/demo/users/default.svg',
    ]) {
      expect(storage.keyOf(url), url).toBeNull();
    }
  });

  it('refuses to write or address an unsafe key', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
    await expect(storage.put('/etc/escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
    expect(() => storage.publicUrl('a/../b')).toThrow(/unsafe/);
    expect(await storage.exists('../../etc/passwd')).toBe(false);
  });
});
