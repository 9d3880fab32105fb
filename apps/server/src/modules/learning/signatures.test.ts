import { describe, expect, it } from 'vitest';
import {
  checkMediaLink,
  createMediaLinkChecker,
  issuedAtOf,
  type KeyRecheck,
  MEDIA_LINK_TTL_SECONDS,
  newPlayId,
  readKeyTicket,
  signKeyTicket,
  signMediaFolderLink,
  signMediaLink,
} from './signatures.js';

const SECRET = 'a-test-secret-of-enough-length-000000';
const NOW = Date.UTC(2026, 10, 21, 12);

/** The query of a signed address, as the media route reads it. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

/** A check of one secret, as a call computes it or as a process's media route remembers it. */
type CheckerOf = (
  secret: string,
) => (key: string, query: object, nowMs: number) => ReturnType<typeof checkMediaLink>;
const computed: CheckerOf = (secret) => (key, query, nowMs) => checkMediaLink(secret, key, query, nowMs);
/** One remembering checker per secret for the whole suite: what it remembered must not let anything else pass. */
function remembering(): CheckerOf {
  const checkers = new Map<string, ReturnType<typeof createMediaLinkChecker>>();
  return (secret) => {
    const checker = checkers.get(secret) ?? createMediaLinkChecker(secret);
    checkers.set(secret, checker);
    return checker;
  };
}

describe.each([
  ['computed at each check', computed],
  ['remembered by the media route', remembering()],
])('media links, %s', (_, check) => {
  it('signs a file for one learner, one key, until it expires', () => {
    const link = signMediaLink(SECRET, 7, 'demo/sample-1.mp4', NOW);
    expect(link.expiresAt.getTime()).toBe(NOW + MEDIA_LINK_TTL_SECONDS * 1000);
    const query = queryOf(link.url);
    expect(check(SECRET)('demo/sample-1.mp4', query, NOW)).toEqual({
      result: 'ok',
      userId: 7,
      folderQuery: null,
    });
    expect(check(SECRET)('demo/sample-2.mp4', query, NOW).result).toBe('forged');
    const altered = `${query.s?.startsWith('A') ? 'B' : 'A'}${query.s?.slice(1)}`;
    expect(check(SECRET)('demo/sample-1.mp4', { ...query, s: altered }, NOW).result).toBe('forged');
    expect(check(SECRET)('demo/sample-1.mp4', { ...query, u: '8' }, NOW).result).toBe('forged');
    expect(check('another-secret')('demo/sample-1.mp4', query, NOW).result).toBe('forged');
    const later = NOW + MEDIA_LINK_TTL_SECONDS * 1000;
    expect(check(SECRET)('demo/sample-1.mp4', query, later).result).toBe('expired');
  });

  it('signs a folder for every key under it, and answers the query to sign a playlist with', () => {
    const link = signMediaFolderLink(SECRET, 7, 'demo/hls-1/index.m3u8', NOW);
    expect(link.url).toMatch(/^\/media\/demo\/hls-1\/index\.m3u8\?u=7&e=\d+&d=demo\/hls-1&s=[\w-]+$/);
    const query = queryOf(link.url);
    for (const key of ['demo/hls-1/index.m3u8', 'demo/hls-1/segment-3.m4s', 'demo/hls-1/low/segment-0.m4s']) {
      expect(check(SECRET)(key, query, NOW), key).toEqual({
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
      expect(check(SECRET)(key, query, NOW).result, key).toBe('forged');
    }
    for (const d of ['demo', 'demo/hls-1/low', '', 'demo/hls-2']) {
      expect(check(SECRET)('demo/hls-1/segment-0.m4s', { ...query, d }, NOW).result, d).toBe('forged');
    }
    expect(check(SECRET)('demo/hls-1/segment-0.m4s', { ...query, d: ['demo/hls-1'] }, NOW).result).toBe(
      'forged',
    );
    const later = NOW + MEDIA_LINK_TTL_SECONDS * 1000;
    expect(check(SECRET)('demo/hls-1/segment-0.m4s', query, later).result).toBe('expired');
  });

  it('never takes a file signature for a folder one, or a folder signature for a file one', () => {
    const file = queryOf(signMediaLink(SECRET, 7, 'demo/hls-1/index.m3u8', NOW).url);
    expect(check(SECRET)('demo/hls-1/index.m3u8', file, NOW).result).toBe('ok');
    expect(check(SECRET)('demo/hls-1/segment-0.m4s', file, NOW).result).toBe('forged');
    expect(check(SECRET)('demo/hls-1/index.m3u8', { ...file, d: 'demo/hls-1' }, NOW).result).toBe('forged');
    // Even a file signature of the folder's own name.
    const folderAsFile = queryOf(signMediaLink(SECRET, 7, 'demo/hls-1', NOW).url);
    expect(check(SECRET)('demo/hls-1/index.m3u8', { ...folderAsFile, d: 'demo/hls-1' }, NOW).result).toBe(
      'forged',
    );
    const { d: _folder, ...folder } = queryOf(
      signMediaFolderLink(SECRET, 7, 'demo/hls-1/index.m3u8', NOW).url,
    );
    expect(check(SECRET)('demo/hls-1/index.m3u8', folder, NOW).result).toBe('forged');
    expect(check(SECRET)('demo/hls-1', folder, NOW).result).toBe('forged');
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

describe('key tickets', () => {
  const play = { playId: newPlayId(NOW), userId: 7, sessionId: 3, courseId: 11, sectionId: 42 };
  const rules: KeyRecheck[] = [
    null,
    { rule: 'course' },
    { rule: 'camp', trainingId: 5 },
    { rule: 'live', liveId: 5 },
  ];

  it('carry the rule the key call decides again, whichever it is', () => {
    for (const recheck of rules) {
      const ticket = signKeyTicket(SECRET, { ...play, recheck });
      expect(readKeyTicket(SECRET, ticket, NOW)).toEqual({ result: 'ok', ticket: { ...play, recheck } });
    }
  });

  it('are refused when their rule is changed: a live’s replay does not pass as a camp’s, nor as no rule', () => {
    const live = signKeyTicket(SECRET, { ...play, recheck: { rule: 'live', liveId: 5 } });
    const fields = live.split('.');
    const withCode = (code: string, ...rest: string[]) =>
      [...fields.slice(0, 5), code, ...rest, fields.at(-1)].join('.');
    for (const changed of [withCode('2', '5'), withCode('0'), withCode('1'), withCode('3', '6')]) {
      expect(readKeyTicket(SECRET, changed, NOW)).toEqual({ result: 'forged' });
    }
  });
});
