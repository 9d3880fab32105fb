import { entLearnDurationSave, learnDurationSave } from '@zhixue/contract';
import { call } from '@/lib/api';
import type { Beat, BeatResult } from '../lib/heartbeat-queue';

/** Which site's `learn/duration/save` a heartbeat goes to: the enterprise area has its own. */
export type HeartbeatSite = 'main' | 'enterprise';

/** `learn/duration/save`: one heartbeat; `keepalive` lets it outlive a page that is going away. */
export function saveHeartbeat(
  site: HeartbeatSite,
  beat: Beat,
  { keepalive }: { keepalive: boolean },
): Promise<BeatResult> {
  return call(site === 'enterprise' ? entLearnDurationSave : learnDurationSave, beat, {
    background: true,
    keepalive,
  });
}
