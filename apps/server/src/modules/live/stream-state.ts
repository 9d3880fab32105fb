import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { sendRecordingJoin } from './recording-parts.js';
import * as tables from './tables.js';

const { lives } = tables;

export type StreamAction = 'publish' | 'publish_done';

/**
 * A push started or stopped: 待开播 (or 已结束, when the lecturer reconnects) → 直播中 → 已结束.
 * Conditional updates: a repeated event changes nothing, and a live that is a replay stays one. A
 * live that went off air has the recording parts it made while on air joined (in `db`'s transaction).
 * Answers the live whose state changed, if any.
 */
export async function applyStreamEvent(
  db: Database,
  jobs: Jobs,
  streamName: string,
  action: StreamAction,
): Promise<number | null> {
  const [changed] =
    action === 'publish'
      ? await db
          .update(lives)
          .set({ state: 'live' })
          .where(and(eq(lives.streamName, streamName), inArray(lives.state, ['scheduled', 'ended'])))
          .returning({ id: lives.id })
      : await db
          .update(lives)
          .set({ state: 'ended' })
          .where(and(eq(lives.streamName, streamName), eq(lives.state, 'live')))
          .returning({ id: lives.id });
  if (changed && action === 'publish_done') await sendRecordingJoin(jobs, changed.id, db);
  return changed?.id ?? null;
}
