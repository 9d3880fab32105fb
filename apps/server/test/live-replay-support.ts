import type { AdminLive } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { attachReplay } from '../src/modules/live/index.js';
import * as tables from '../src/tables.js';
import type { TestServer } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/** The demo catalogue's HLS video (24 s): what a recording's transcode makes, as far as playback goes. */
export const DEMO_TRANSCODE = { outputKey: 'demo/hls-1/index.m3u8', durationSeconds: 24 };

/** What the replay tests set up: a live made in the console, and its recording transcoded. */
export function liveReplayFixtures(server: TestServer) {
  let editor: SignedInOperator | undefined;

  async function createLive(values: Record<string, unknown>): Promise<AdminLive> {
    editor ??= await signInAs(server, 'content_editor');
    const answer = await server.post(
      '/api/admin/live/create',
      {
        title: '期次答疑直播',
        summary: '本期学员的答疑',
        cover: '/images/live-cover.png',
        lecturerId: 1,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        expectedMinutes: 60,
        audience: 'anyone',
        ...values,
      },
      { headers: editor.headers },
    );
    expect(answer.body.code, answer.body.msg).toBe('00000');
    return answer.body.data as AdminLive;
  }

  /**
   * The live went on air, ended, and its recording's transcode made `video`: what the media job tells.
   * Answers the replay's section.
   */
  async function recordAndTranscode(liveId: number, video = DEMO_TRANSCODE): Promise<number | null> {
    const { db } = server.database;
    const [asset] = await db
      .insert(tables.mediaAssets)
      .values({
        uploadId: `live-recordings/live/live-${liveId}/1.flv`,
        ownerOperatorId: 0,
        kind: 'video',
        fileName: `直播回放-${liveId}.flv`,
        contentType: 'video/x-flv',
        sizeBytes: 1000,
        state: 'ready',
        ...video,
      })
      .returning({ id: tables.mediaAssets.id });
    await db
      .update(tables.lives)
      .set({ state: 'ended', recordingAssetId: asset?.id ?? 0 })
      .where(eq(tables.lives.id, liveId));
    return attachReplay(db, asset?.id ?? 0);
  }

  return { createLive, recordAndTranscode };
}
