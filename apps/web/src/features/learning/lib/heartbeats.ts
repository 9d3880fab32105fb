import { type HeartbeatSite, saveHeartbeat } from '../api/save-heartbeat';
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

/**
 * The site of the page the learner is on: enterprise pages (/ent/...) call the enterprise API (spec
 * section 7), camp pages (/trainingCamp/...) the camp's saver. Whichever site takes a beat records the same progress, the play token being the proof,
 * so a beat left behind by a page of one site lands just as well from a page of the other.
 */
export function heartbeatSiteOf(pathname: string): HeartbeatSite {
  if (/^\/ent(\/|$)/i.test(pathname)) return 'enterprise';
  return /^\/trainingCamp(\/|$)/i.test(pathname) ? 'camp' : 'main';
}

/** The page's one heartbeat queue, backed by localStorage. */
export const heartbeats = new HeartbeatQueue({
  send: (beat, options) => saveHeartbeat(heartbeatSiteOf(window.location.pathname), beat, options),
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
