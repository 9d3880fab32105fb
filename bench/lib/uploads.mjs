// Upload throughput through tus against a plain local copy of the same file, in the same run.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { signInAsEditor } from './operator.mjs';

const MB = 1024 * 1024;
const UPLOADS_PATH = '/api/admin/media/uploads';
const ASSET_LIST_PATH = '/api/admin/media/assets/list';

/**
 * @typedef {{ label: string, megabytesPerSecond: number, runs: number[] }} Throughput
 */

/**
 * Writes a file of random bytes (incompressible, like a video), then alternates `rounds` times a
 * stream copy of it on the local disk (read stream into write stream, what copying a file in Node
 * is) and its upload by tus (one POST, then one PATCH streaming the whole file, as `@uppy/tus` does
 * without a chunk size), each round after the server's checksum of the last upload. Answers the
 * median MB/s of each, each round's ratio (upload over copy) and their median.
 *
 * @param {string} baseUrl
 * @param {{ megabytes: number, rounds: number }} options
 * @returns {Promise<{ copy: Throughput, upload: Throughput, ratios: number[], ratio: number }>}
 */
export async function measureUploads(baseUrl, { megabytes, rounds }) {
  const operator = await signInAsEditor(baseUrl);
  const folder = await mkdtemp(join(tmpdir(), 'zhixue-bench-upload-'));
  try {
    const source = join(folder, 'source.bin');
    await writeRandomFile(source, megabytes);
    const { size } = await stat(source);
    /** @type {number[]} */
    const copies = [];
    /** @type {number[]} */
    const uploads = [];
    for (let round = 0; round < rounds; round++) {
      const target = join(folder, `copy-${round}.bin`);
      copies.push(await timed(size, () => pipeline(createReadStream(source), createWriteStream(target))));
      await rm(target);
      uploads.push(await timed(size, () => uploadByTus(baseUrl, operator, source, size)));
      // The server checksums each upload in a job: let it finish before the next round's copy.
      await processingDone(baseUrl, operator);
    }
    const copy = { label: 'local file copy', megabytesPerSecond: median(copies), runs: copies };
    const upload = { label: 'tus upload', megabytesPerSecond: median(uploads), runs: uploads };
    // Each round's pair ran back to back, at the same machine speed: its ratio is the comparison.
    const ratios = uploads.map((speed, round) => speed / (copies[round] ?? Number.NaN));
    return { copy, upload, ratios, ratio: median(ratios) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * @param {string} path
 * @param {number} megabytes
 */
async function writeRandomFile(path, megabytes) {
  const out = createWriteStream(path);
  for (let written = 0; written < megabytes; written++) {
    if (!out.write(randomBytes(MB))) await once(out, 'drain');
  }
  out.end();
  await finished(out);
}

/**
 * MB/s of `work` moving `bytes`.
 *
 * @param {number} bytes
 * @param {() => Promise<unknown>} work
 */
async function timed(bytes, work) {
  const started = process.hrtime.bigint();
  await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return bytes / MB / seconds;
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * @param {string} baseUrl
 * @param {Record<string, string>} operator
 * @param {string} path
 * @param {number} size
 */
async function uploadByTus(baseUrl, operator, path, size) {
  const metadata = `filename ${Buffer.from('bench.pdf').toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`;
  const created = await fetch(baseUrl + UPLOADS_PATH, {
    method: 'POST',
    headers: {
      ...operator,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': metadata,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus create answered ${created.status}`);
  /** @type {number} */
  const status = await new Promise((resolve, reject) => {
    const patch = request(new URL(location, baseUrl), {
      method: 'PATCH',
      headers: {
        ...operator,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
      },
    });
    patch.on('response', (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    patch.on('error', reject);
    createReadStream(path).on('error', reject).pipe(patch);
  });
  if (status !== 204) throw new Error(`tus PATCH answered ${status}`);
}

/**
 * Waits until no asset of the media library waits for or runs its processing job.
 *
 * @param {string} baseUrl
 * @param {Record<string, string>} operator
 */
async function processingDone(baseUrl, operator) {
  for (const state of ['queued', 'transcoding']) {
    for (;;) {
      const answer = await fetch(baseUrl + ASSET_LIST_PATH, {
        method: 'POST',
        headers: { ...operator, 'content-type': 'application/json' },
        body: JSON.stringify({ state, pageSize: 1 }),
      });
      const { data } = /** @type {{ data: { total: number } }} */ (await answer.json());
      if (data.total === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
