import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { signMediaFolderLink, signMediaLink } from '../src/modules/learning/signatures.js';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { type MediaStorage, publishDemoMedia } from '../src/platform/storage/index.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress, withS3MediaServer } from './learning-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1330003');
const { data } = learningCalls(server);
const demoFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../media');
const SECRET = DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET;

/** A free course of the demo catalogue whose first section is the HLS source `demo/hls-1`. */
const HLS_COURSE = 36;
const PLAYLIST_KEY = 'demo/hls-1/index.m3u8';
const FOLDER = 'demo/hls-1';

let owner: LoggedIn;
let stranger: LoggedIn;
let address: PlayAddress;
/** The signed query of the folder, as the playlist's address carries it. */
let folderQuery: string;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([
    loginWithCode(server, freshPhone()),
    loginWithCode(server, freshPhone()),
  ]);
  const detail = await data<{ section: { id: number } }>(owner, '/api/front/learn/play/detail', {
    courseId: HLS_COURSE,
  });
  address = await data<PlayAddress>(owner, '/api/front/vod/play/sts', {
    courseId: HLS_COURSE,
    sectionId: detail.section.id,
  });
  // Without the play's key ticket (k), which only variant playlists and a key URI carry on.
  folderQuery = new URL(address.playUrl, 'http://x').search.slice(1).replace(/&k=[^&]*/, '');
});

const get = (url: string, who: LoggedIn | null, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(server.baseUrl + url, { method, headers: { ...(who ? who.headers : {}), ...headers } });

/** A GET with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(path: string, who: LoggedIn): Promise<number> {
  return new Promise((done, fail) => {
    const url = new URL(server.baseUrl);
    const sent = httpRequest({ host: url.hostname, port: url.port, path, headers: who.headers }, (answer) => {
      answer.resume();
      answer.on('end', () => done(answer.statusCode ?? 0));
    });
    sent.on('error', fail);
    sent.end();
  });
}

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { code: string }).code;
}

/** The URIs a playlist names: its URI lines and the URI attributes of its tags. */
function urisOf(playlist: string): string[] {
  return playlist.split('\n').flatMap((line) => {
    if (line.startsWith('#')) return [...line.matchAll(/URI="([^"]*)"/g)].map((match) => match[1] ?? '');
    return line.trim() === '' ? [] : [line.trim()];
  });
}

async function servedPlaylist(): Promise<string> {
  const response = await get(address.playUrl, owner);
  expect(response.status).toBe(200);
  return response.text();
}

describe('an HLS section', () => {
  it('is addressed as HLS, signed for its folder', () => {
    expect(address.format).toBe('hls');
    const url = new URL(address.playUrl, 'http://x');
    expect(url.pathname).toBe(`/media/${PLAYLIST_KEY}`);
    expect(url.searchParams.get('d')).toBe(FOLDER);
    expect(url.searchParams.get('u')).toBe(String(owner.userId));
    expect(address.durationSeconds).toBe(24);
  });

  it('keeps MP4 for the other sections of the course', async () => {
    const sections = await readCourseSections(server.database.db, HLS_COURSE);
    expect(sections[0]?.mediaKey).toBe(PLAYLIST_KEY);
    const mp4 = await data<PlayAddress>(owner, '/api/front/vod/play/sts', {
      courseId: HLS_COURSE,
      sectionId: sections[1]?.id,
    });
    expect(mp4.format).toBe('mp4');
    expect(new URL(mp4.playUrl, 'http://x').searchParams.has('d')).toBe(false);
  });

  it('serves the playlist with every URI carrying the folder signature, never cached', async () => {
    const response = await get(address.playUrl, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const playlist = await response.text();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(playlist)));
    const stored = await readFile(resolve(demoFolder, PLAYLIST_KEY), 'utf8');
    const uris = urisOf(playlist);
    expect(uris).toEqual(urisOf(stored).map((uri) => `${uri}?${folderQuery}`));
    expect(uris.filter((uri) => uri.startsWith('segment-')).length).toBe(4);
    expect(uris.some((uri) => uri.startsWith('init.mp4?'))).toBe(true);
    expect(playlist).toContain('#EXT-X-ENDLIST');

    const head = await get(address.playUrl, owner, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(playlist)));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('plays every file the playlist names, as the player resolves it, with ranges', async () => {
    const playlistUrl = new URL(address.playUrl, server.baseUrl);
    for (const uri of urisOf(await servedPlaylist())) {
      const url = new URL(uri, playlistUrl);
      const bytes = await readFile(resolve(demoFolder, url.pathname.replace('/media/', '')));
      const response = await get(url.pathname + url.search, owner);
      expect(response.status, uri).toBe(200);
      expect(response.headers.get('content-type'), uri).toBe(
        uri.startsWith('init.mp4') ? 'video/mp4' : 'video/iso.segment',
      );
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes), uri).toBe(true);
    }
    const segment = new URL(`segment-1.m4s?${folderQuery}`, playlistUrl);
    const bytes = await readFile(resolve(demoFolder, `${FOLDER}/segment-1.m4s`));
    const ranged = await get(segment.pathname + segment.search, owner, { range: 'bytes=100-199' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('refuses a file outside the signed folder, and a signature of one kind used as the other', async () => {
    const fileLink = signMediaLink(SECRET, owner.userId, `${FOLDER}/segment-0.m4s`);
    const fileQuery = new URL(fileLink.url, 'http://x').search.slice(1);
    const playlistFileQuery = new URL(signMediaLink(SECRET, owner.userId, PLAYLIST_KEY).url, 'http://x')
      .search;
    const withoutFolder = folderQuery.replace(/&d=[^&]+/, '');
    const refused = [
      // Outside the folder, beside it, or a folder whose name only starts alike.
      `/media/demo/sample-1.mp4?${folderQuery}`,
      `/media/demo/hls-2/segment-0.m4s?${folderQuery}`,
      `/media/demo/hls-1-copy/segment-0.m4s?${folderQuery}`,
      // The folder changed to a wider, a narrower or an empty one.
      `/media/${FOLDER}/segment-0.m4s?${folderQuery.replace(`d=${FOLDER}`, 'd=demo')}`,
      `/media/${FOLDER}/segment-0.m4s?${folderQuery.replace(`d=${FOLDER}`, `d=${FOLDER}/x`)}`,
      `/media/${FOLDER}/segment-0.m4s?${folderQuery.replace(`d=${FOLDER}`, 'd=')}`,
      `/media/${FOLDER}/segment-0.m4s?${folderQuery}&d=${FOLDER}`,
      // A folder signature without its folder is no file signature, of the playlist or of a segment.
      `/media/${PLAYLIST_KEY}?${withoutFolder}`,
      `/media/${FOLDER}/segment-0.m4s?${withoutFolder}`,
      // A file signature with a folder added is no folder signature.
      `/media/${FOLDER}/segment-0.m4s?${fileQuery}&d=${FOLDER}`,
      `/media/${FOLDER}/segment-1.m4s?${fileQuery}`,
      `/media/${FOLDER}/segment-1.m4s${playlistFileQuery}`,
      `/media/${PLAYLIST_KEY}${playlistFileQuery}&d=${FOLDER}`,
      // A forged signature.
      `/media/${FOLDER}/segment-0.m4s?${folderQuery.replace(/s=[^&]+/, 's=AAAA')}`,
    ];
    for (const link of refused) {
      const response = await get(link, owner);
      expect([response.status, await errorCode(response)], link).toEqual([403, 'A0301']);
    }
  });

  it('refuses another learner, a visitor and an expired folder link', async () => {
    const segment = `/media/${FOLDER}/segment-0.m4s?${folderQuery}`;
    for (const link of [address.playUrl, segment]) {
      const stolen = await get(link, stranger);
      expect([stolen.status, await errorCode(stolen)], link).toEqual([403, 'A0301']);
      const anonymous = await get(link, null);
      expect(anonymous.status, link).toBe(403);
      await anonymous.arrayBuffer();
    }
    const expired = signMediaFolderLink(SECRET, owner.userId, PLAYLIST_KEY, Date.now() - 11 * 60 * 1000);
    const expiredQuery = new URL(expired.url, 'http://x').search;
    for (const link of [expired.url, `/media/${FOLDER}/segment-0.m4s${expiredQuery}`]) {
      const late = await get(link, owner);
      expect([late.status, await errorCode(late)], link).toEqual([410, 'A0410']);
    }
  });

  it('never climbs out of the folder by a hostile path, and never answers 500', async () => {
    const query = `?${folderQuery}`;
    const hostile = [
      `/media/${FOLDER}/../sample-1.mp4${query}`,
      `/media/${FOLDER}/%2e%2e/sample-1.mp4${query}`,
      `/media/${FOLDER}/..%2Fsample-1.mp4${query}`,
      `/media/${FOLDER}%2F..%2Fsample-1.mp4${query}`,
      `/media/demo%2Fsample-1.mp4${query}`,
      `/media/${FOLDER}//segment-0.m4s${query}`,
      `/media/${FOLDER}/./segment-0.m4s${query}`,
      `/media/${FOLDER}/%00segment-0.m4s${query}`,
      `/media/${FOLDER}/segment-0.m4s?${folderQuery.replace(`d=${FOLDER}`, `d=${FOLDER}/..`)}`,
      `/media/${FOLDER}/segment-0.m4s?${folderQuery.replace(`d=${FOLDER}`, 'd=demo%2Fhls-1%2F..')}`,
      `/media/${FOLDER}/segment-0.m4s?${folderQuery.replace(`d=${FOLDER}`, 'd[]=demo')}`,
      `/media/${FOLDER}/segment-0.m4s?${folderQuery}&u=1`,
    ];
    for (const path of hostile) {
      expect([403, 404], path).toContain(await rawGet(path, owner));
    }
  });
});

describe('the demo HLS source', () => {
  it('is published file by file, each with the type a bucket keeps with it', async () => {
    const stored = new Map<string, string>();
    const storage: MediaStorage = {
      kind: 's3',
      put: async (key, _bytes, contentType) => void stored.set(key, contentType),
      exists: async () => false,
      stat: async () => null,
      read: async () => Readable.from([]),
    };
    await publishDemoMedia(storage);
    const files = (await readdir(resolve(demoFolder, FOLDER))).map((name) => `${FOLDER}/${name}`);
    expect(files.length).toBe(6);
    for (const key of files) expect(stored.has(key), key).toBe(true);
    expect(stored.get(PLAYLIST_KEY)).toBe('application/vnd.apple.mpegurl');
    expect(stored.get(`${FOLDER}/init.mp4`)).toBe('video/mp4');
    expect(stored.get(`${FOLDER}/segment-0.m4s`)).toBe('video/iso.segment');
    expect(stored.get('demo/sample-1.mp4')).toBe('video/mp4');
  });
});

describe('an HLS source in an S3-compatible bucket', () => {
  it('serves the signed playlist and its segments from the bucket', async () => {
    await withS3MediaServer(async (s3Server) => {
      const who = await loginWithCode(s3Server, freshPhone());
      const calls = learningCalls(s3Server);
      const [first] = await readCourseSections(s3Server.database.db, HLS_COURSE);
      const played = await calls.data<PlayAddress>(who, '/api/front/vod/play/sts', {
        courseId: HLS_COURSE,
        sectionId: first?.id,
      });
      const load = (url: string) => fetch(new URL(url, s3Server.baseUrl), { headers: who.headers });
      const playlist = await load(played.playUrl);
      expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      const segment = urisOf(await playlist.text()).find((uri) => uri.startsWith('segment-2.m4s?'));
      const answer = await load(`/media/${FOLDER}/${segment}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('video/iso.segment');
      const bytes = await readFile(resolve(demoFolder, `${FOLDER}/segment-2.m4s`));
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    });
  }, 60_000);
});
