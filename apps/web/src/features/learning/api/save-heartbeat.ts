import { entLearnDurationSave, learnDurationSave, trainingCourseLearnSave } from '@zhixue/contract';
import { call } from '@/lib/api';
import type { Beat, BeatResult } from '../lib/heartbeat-queue';

/**
 * Which site's `learn/duration/save` a heartbeat goes to: the enterprise area has its own, and the
 * camp player saves through `training/course/learn/save`.
 */
export type HeartbeatSite = 'main' | 'enterprise' | 'camp';

const saverOf = {
  main: learnDurationSave,
  enterprise: entLearnDurationSave,
  camp: trainingCourseLearnSave,
} as const;

/** `learn/duration/save`: one heartbeat; `keepalive` lets it outlive a page that is going away. */
export function saveHeartbeat(
  site: HeartbeatSite,
  beat: Beat,
  { keepalive }: { keepalive: boolean },
): Promise<BeatResult> {
  return call(saverOf[site], beat, {
    background: true,
    keepalive,
  });
}
