import { describe, expect, it } from 'vitest';
import {
  checkMediaLink,
  issuedAtOf,
  MEDIA_LINK_TTL_SECONDS,
  newPlayId,
  signMediaFolderLink,
  signMediaLink,
} from './signatures.js';

const SECRET = 'a-test-secret-of-enough-length-000000';
const NOW = Date.UTC(2026, 10, 21, 12);

/** The query of a signed address, as the media route reads it. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('media links', () => {
  it('signs a file for one learner, one key, until it expires', () => {
    const link = signMediaLink(SECRET, 7, 'demo/sample-1.mp4', NOW);
    expect(link.expiresAt.getTime()).toBe(NOW + MEDIA_LINK_TTL_SECONDS * 1000);
    const query = queryOf(link.url);
    expect(checkMediaLink(SECRET, 'demo/sample-1.mp4', query, NOW)).toEqual({
      result: 'ok',
      userId: 7,
      folderQuery: null,
    });
    expect(checkMediaLink(SECRET, 'demo/sample-2.mp4', query, NOW).result).toBe('forged');
    expect(checkMediaLink(SECRET, 'demo/sample-1.mp4', { ...query, u: '8' }, NOW).result).toBe('forged');
    expect(checkMediaLink('another-secret', 'demo/sample-1.mp4', query, NOW).result).toBe('forged');
    const later = NOW + MEDIA_LINK_TTL_SECONDS * 1000;
    expect(checkMediaLink(SECRET, 'demo/sample-1.mp4', query, later).result).toBe('expired');
  });

  it('signs a folder for every key under it, and answers the query to sign a playlist with', () => {
    const link = signMediaFolderLink(SECRET, 7, 'demo/hls-1/index.m3u8', NOW);
    expect(link.url).toMatch(/^\/media\/demo\/hls-1\/index\.m3u8\?u=7&e=\d+&d=demo\/hls-1&s=[\w-]+$/);
    const query = queryOf(link.url);
    for (const key of ['demo/hls-1/index.m3u8', 'demo/hls-1/segment-3.m4s', 'demo/hls-1/low/segment-0.m4s']) {
      expect(checkMediaLink(SECRET, key, query, NOW), key).toEqual({
        result: 'ok',
        userId: 7,
        folderQuery: link.url.split('?')[1],
      });
    }
    for (const key of [
      'demo/sample-1.mp4',
      'demo/hls-10/index.m3u8',
      'demo/hls-1',
      'other/hls-1/index.m3u8',
    ]) {
      expect(checkMediaLink(SECRET, key, query, NOW).result, key).toBe('forged');
    }
    for (const d of ['demo', 'demo/hls-1/low', '', 'demo/hls-2']) {
      expect(checkMediaLink(SECRET, 'demo/hls-1/segment-0.m4s', { ...query, d }, NOW).result, d).toBe(
        'forged',
      );
    }
    expect(
      checkMediaLink(SECRET, 'demo/hls-1/segment-0.m4s', { ...query, d: ['demo/hls-1'] }, NOW).result,
    ).toBe('forged');
    const later = NOW + MEDIA_LINK_TTL_SECONDS * 1000;
    expect(checkMediaLink(SECRET, 'demo/hls-1/segment-0.m4s', query, later).result).toBe('expired');
  });

  it('never takes a file signature for a folder one, or a folder signature for a file one', () => {
    const file = queryOf(signMediaLink(SECRET, 7, 'demo/hls-1/index.m3u8', NOW).url);
    expect(checkMediaLink(SECRET, 'demo/hls-1/index.m3u8', file, NOW).result).toBe('ok');
    expect(checkMediaLink(SECRET, 'demo/hls-1/segment-0.m4s', file, NOW).result).toBe('forged');
    expect(checkMediaLink(SECRET, 'demo/hls-1/index.m3u8', { ...file, d: 'demo/hls-1' }, NOW).result).toBe(
      'forged',
    );
    // Even a file signature of the folder's own name.
    const folderAsFile = queryOf(signMediaLink(SECRET, 7, 'demo/hls-1', NOW).url);
    expect(
      checkMediaLink(SECRET, 'demo/hls-1/index.m3u8', { ...folderAsFile, d: 'demo/hls-1' }, NOW).result,
    ).toBe('forged');
    const { d: _folder, ...folder } = queryOf(
      signMediaFolderLink(SECRET, 7, 'demo/hls-1/index.m3u8', NOW).url,
    );
    expect(checkMediaLink(SECRET, 'demo/hls-1/index.m3u8', folder, NOW).result).toBe('forged');
    expect(checkMediaLink(SECRET, 'demo/hls-1', folder, NOW).result).toBe('forged');
  });

  it('refuses to sign a playlist that is not in a folder', () => {
    expect(() => signMediaFolderLink(SECRET, 7, 'index.m3u8', NOW)).toThrow();
  });
});

describe('play ids', () => {
  it('are distinct for every play one process opens in the same millisecond, and keep its time', () => {
    const ids = Array.from({ length: 1024 }, () => newPlayId(NOW));
    expect(new Set(ids).size).toBe(1024);
    expect(new Set(ids.map(issuedAtOf))).toEqual(new Set([NOW]));
  });
});
