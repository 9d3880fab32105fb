import { expect } from 'vitest';
import { newPlayId, signPlayToken } from '../src/modules/learning/signatures.js';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { type ApiClient, startTestServer, type TestServer } from './harness.js';
import type { LoggedIn } from './login-helpers.js';
import { startS3Server, type TestS3Server } from './s3-server.js';

/** Helpers shared by the learning, media and youke tests: calls by full path, as the player makes them. */
export function learningCalls(server: ApiClient) {
  const call = (who: LoggedIn | null, path: string, body: unknown = {}) =>
    server.post(path, body, who ? { headers: who.headers } : undefined);

  async function data<T>(who: LoggedIn | null, path: string, body: unknown = {}): Promise<T> {
    const answer = await call(who, path, body);
    expect(answer.body.code, `${path} ${JSON.stringify(body)}: ${answer.body.msg}`).toBe('00000');
    return answer.body.data as T;
  }

  return { call, data };
}

export interface PlayAddress {
  playUrl: string;
  format: string;
  expiresAt: string;
  playToken: string;
  durationSeconds: number;
}

export interface Progress {
  applied: boolean;
  positionSeconds: number;
  watchedSeconds: number;
  furthestSeconds: number;
  learnStatus: number;
}

/**
 * A play token as `vod/play/sts` would have issued it `startedMsAgo` milliseconds ago: heartbeats
 * may credit at most twice the time since a play began, so tests that need minutes of watching sign
 * a play that began long enough ago instead of waiting.
 */
export function pastPlayToken(grant: {
  userId: number;
  courseId: number;
  sectionId: number;
  durationSeconds: number;
  antiSkip?: boolean;
  /** The course's 防挂机 window, in seconds (none when left out). */
  idleSeconds?: number;
  startedMsAgo: number;
}): string {
  return signPlayToken(DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET, {
    playId: newPlayId(Date.now() - grant.startedMsAgo),
    userId: grant.userId,
    courseId: grant.courseId,
    sectionId: grant.sectionId,
    durationSeconds: grant.durationSeconds,
    antiSkip: grant.antiSkip ?? true,
    idleSeconds: grant.idleSeconds ?? 0,
  });
}

/**
 * A server of its own whose media storage is an S3-compatible bucket (s3rver, started here), for
 * `use` to run against; both are stopped afterwards.
 */
export async function withS3MediaServer(use: (server: TestServer, bucket: TestS3Server) => Promise<void>) {
  const s3 = await startS3Server();
  try {
    const server = await startTestServer(s3.env);
    try {
      await use(server, s3);
    } finally {
      await server.close();
    }
  } finally {
    await s3.stop();
  }
}
