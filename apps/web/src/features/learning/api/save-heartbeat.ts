import { learnDurationSave } from '@zhixue/contract';
import { call } from '@/lib/api';
import type { Beat, BeatResult } from '../lib/heartbeat-queue';

/** `learn/duration/save`: one heartbeat; `keepalive` lets it outlive a page that is going away. */
export function saveHeartbeat(beat: Beat, { keepalive }: { keepalive: boolean }): Promise<BeatResult> {
  return call(learnDurationSave, beat, { background: true, keepalive });
}
