import { readdir, readFile } from 'node:fs/promises';
import { type MediaAsset, mediaAssetDetail, mediaAssetList } from '@zhixue/contract';
import type { ApiClient } from './harness.js';

/** Answers counted by what they came to (`'200'`, `'503 B0503'`, `'ECONNREFUSED'` …). */
export type Tally = Record<string, number>;

export function count(tally: Tally, outcome: string | number): void {
  tally[outcome] = (tally[outcome] ?? 0) + 1;
}

/**
 * The ffmpeg processes whose parent is `parent`, read from /proc (Linux, as the servers' hosts): the
 * transcode a server process is running, whichever of the processes the job went to.
 */
export async function ffmpegRunBy(parent: number): Promise<number[]> {
  const found: number[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // "pid (comm) state ppid …": the name may hold spaces, so the fields are read after its ')'.
    const match = /^\d+ \((.*)\) \S+ (\d+)/.exec(stat);
    if (match?.[1] === 'ffmpeg' && Number(match[2]) === parent) found.push(Number(name));
  }
  return found;
}

/** `YYYYMMDDHHMMSS` in China time, as order numbers begin. */
export function chinaStamp(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The media library as the content editor sees it on one process. */
export function mediaLibrary(on: ApiClient, editor: Record<string, string>) {
  const detail = async (id: number): Promise<MediaAsset> =>
    (await on.post(mediaAssetDetail.path, { id }, { headers: editor })).body.data as MediaAsset;
  return {
    detail,
    async newest(): Promise<MediaAsset> {
      const answer = await on.post(mediaAssetList.path, { pageSize: 1 }, { headers: editor });
      const [newest] = (answer.body.data as { list: MediaAsset[] }).list;
      if (!newest) throw new Error('the media library is empty');
      return newest;
    },
    /** The asset once `until` holds, read every 200 ms for at most `withinMs`. */
    async when(id: number, until: (asset: MediaAsset) => boolean, withinMs: number): Promise<MediaAsset> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const asset = await detail(id);
        if (until(asset)) return asset;
        if (Date.now() > deadline) throw new Error(`asset ${id} still ${asset.state} after ${withinMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

export const settledStates = (asset: MediaAsset) => ['ready', 'stored', 'failed'].includes(asset.state);
