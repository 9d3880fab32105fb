import { saveHeartbeat } from '../api/save-heartbeat';
import { type Beat, type BeatResult, HeartbeatQueue } from './heartbeat-queue';

type ResultListener = (beat: Beat, result: BeatResult) => void;
const listeners = new Set<ResultListener>();

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: beats are kept in memory only
  }
}

/** The page's one heartbeat queue, backed by localStorage. */
export const heartbeats = new HeartbeatQueue({
  send: saveHeartbeat,
  storage: browserStorage(),
  onResult: (beat, result) => {
    for (const listener of listeners) listener(beat, result);
  },
});

/** Hears the server's answer to each heartbeat that lands (the section's furthest point, learned). */
export function onHeartbeatSaved(listener: ResultListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
