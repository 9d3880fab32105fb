import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { promisify } from 'node:util';
import { MEDIA_UPLOADS_PATH, userAvatarUploadPath } from '@zhixue/contract';
import { type ApiClient, readEnvelope } from './harness.js';
import type { LoggedIn } from './login-helpers.js';

const TUS = { 'tus-resumable': '1.0.0' };

/** `Upload-Metadata`: comma-separated `key base64(value)` pairs. */
export function uploadMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** tus calls as a client makes them, by an operator (or nobody, with `headers` of `{}`). */
export function tusClient(server: ApiClient, headers: Record<string, string>) {
  return {
    create: (size: number, metadata: Record<string, string>, extra: Record<string, string> = {}) =>
      server.fetch(MEDIA_UPLOADS_PATH, {
        method: 'POST',
        headers: {
          ...TUS,
          ...headers,
          'upload-length': String(size),
          'upload-metadata': uploadMetadata(metadata),
          ...extra,
        },
      }),
    offset: async (location: string) => {
      const answer = await server.fetch(location, { method: 'HEAD', headers: { ...TUS, ...headers } });
      return { status: answer.status, offset: Number(answer.headers.get('upload-offset')) };
    },
    patch: (location: string, offset: number, bytes: Uint8Array) =>
      server.fetch(location, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...headers,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes,
      }),
    /**
     * A PATCH announcing all of `bytes` whose connection is cut after `sentBytes`, as a dropped
     * network would: the server keeps what arrived.
     */
    cutPatch(location: string, offset: number, bytes: Uint8Array, sentBytes: number): Promise<void> {
      const url = new URL(location, server.baseUrl);
      return new Promise((resolve) => {
        const sent = httpRequest(url, {
          method: 'PATCH',
          headers: {
            ...TUS,
            ...headers,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(bytes.length),
          },
        });
        sent.on('error', () => resolve());
        sent.on('response', (answer) => {
          answer.resume();
          resolve();
        });
        sent.write(bytes.subarray(0, sentBytes), () => {
          // Give the server a moment to write what arrived, then drop the connection.
          setTimeout(() => {
            sent.destroy();
            resolve();
          }, 300);
        });
      });
    },
  };
}

const run = promisify(execFile);

/** A small test video drawn by ffmpeg (colour bars, a tone), as an operator would upload one. */
export async function drawTestVideo(
  path: string,
  { width, height, seconds }: { width: number; height: number; seconds: number },
): Promise<void> {
  await run('/usr/bin/ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    path,
  ]);
}

/** A PDF of `pages` blank pages, written out by hand (the cross-reference table needs byte offsets). */
export function blankPdf(pages: number): Buffer {
  const pageIds = Array.from({ length: pages }, (_, index) => index + 3);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    ...pageIds.map(() => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] >>'),
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(text);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text);
}

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A learner uploads PNG_1X1 as their avatar; answers the address it is served at. */
export async function uploadAvatar(server: ApiClient, who: LoggedIn): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'avatar.png');
  const answer = await server.fetch(userAvatarUploadPath, {
    method: 'POST',
    headers: who.headers,
    body: form,
  });
  return ((await readEnvelope(answer)).data as { url: string }).url;
}
