import type { learnDurationSave, RequestOf, ResponseOf } from '@zhixue/contract';
import { hasReason, isApiError } from '@/lib/api';

export type Beat = RequestOf<typeof learnDurationSave>;
export type BeatResult = ResponseOf<typeof learnDurationSave>;
export type SendBeat = (beat: Beat, options: { keepalive: boolean }) => Promise<BeatResult>;

/** Heartbeats not yet acknowledged, kept across reloads until they land. */
export const PENDING_BEATS_KEY = 'zx-pending-heartbeats';
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 60_000;
/** Plays whose beats are kept at most (the newest); older ones could not earn credit any more anyway. */
const MAX_PENDING_PLAYS = 20;

type Failure = 'retry' | 'hold' | 'drop';

/**
 * What to do with a beat the server did not take: network failures, timeouts and server errors
 * (503 while a batch could not be written) are retried; a lost session keeps the beat until the
 * learner is back; anything else (a bad or foreign play token) will never land and is dropped.
 */
export function failureKind(error: unknown): Failure {
  if (!isApiError(error)) return 'retry';
  if (error.status === 0 || error.status >= 500 || error.code.startsWith('B')) return 'retry';
  if (hasReason(error, 'NOT_LOGGED_IN', 'SESSION_EXPIRED', 'SESSION_REVOKED')) return 'hold';
  return 'drop';
}

export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS);
}

interface QueueOptions {
  send: SendBeat;
  /** Where unsent beats survive a reload; null keeps them in memory only (storage unavailable). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  onResult?: (beat: Beat, result: BeatResult) => void;
}

function isBeat(value: unknown): value is Beat {
  if (typeof value !== 'object' || value === null) return false;
  const beat = value as Record<string, unknown>;
  return (
    typeof beat.playToken === 'string' &&
    ['courseId', 'sectionId', 'seq', 'positionSeconds', 'watchedSeconds'].every(
      (key) => typeof beat[key] === 'number',
    )
  );
}

/**
 * Heartbeats on their way to `learn/duration/save`. A beat carries its play's running totals, so
 * only the newest beat of each play needs to land: putting a beat replaces the older one of the same
 * play. Every beat is written to storage before it is sent and removed only once the server took it;
 * failures are retried with exponential backoff, and a page that loads sends what an earlier one left.
 */
export class HeartbeatQueue {
  private memory: Beat[] = [];
  private running: Promise<boolean> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;

  constructor(private readonly options: QueueOptions) {}

  pending(): Beat[] {
    const { storage } = this.options;
    if (!storage) return [...this.memory];
    try {
      const parsed: unknown = JSON.parse(storage.getItem(PENDING_BEATS_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isBeat) : [];
    } catch {
      return [];
    }
  }

  private write(beats: Beat[]): void {
    this.memory = beats;
    const { storage } = this.options;
    if (!storage) return;
    try {
      if (beats.length === 0) storage.removeItem(PENDING_BEATS_KEY);
      else storage.setItem(PENDING_BEATS_KEY, JSON.stringify(beats));
    } catch {
      // Storage full or denied: the beats still go out from memory.
    }
  }

  /** Keeps `beat` as its play's newest (a late, lower `seq` changes nothing). */
  put(beat: Beat): void {
    const beats = this.pending();
    const same = beats.find((kept) => kept.playToken === beat.playToken);
    if (same && same.seq >= beat.seq) return;
    const others = beats.filter((kept) => kept.playToken !== beat.playToken);
    this.write([...others, beat].slice(-MAX_PENDING_PLAYS));
  }

  private landed(beat: Beat): void {
    this.write(this.pending().filter((kept) => !(kept.playToken === beat.playToken && kept.seq <= beat.seq)));
  }

  /**
   * Sends every pending beat; resolves true once none is left. One drain runs at a time; a
   * `keepalive` flush (the page is going away) does not wait for it and sends the beats at once in
   * requests that outlive the page. Sending a beat twice is harmless: the server merges it once.
   */
  flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<boolean> {
    if (keepalive) {
      return this.sendAll(this.pending(), true).then((outcome) => outcome === 'done');
    }
    if (this.running) return this.running;
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops the retry timer (the beats stay stored for the next page). */
  dispose(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private async drain(): Promise<boolean> {
    this.dispose();
    const tried = new Set<string>();
    const untried = () => this.pending().filter((beat) => !tried.has(`${beat.playToken}#${beat.seq}`));
    for (let beats = untried(); beats.length > 0; beats = untried()) {
      for (const beat of beats) tried.add(`${beat.playToken}#${beat.seq}`);
      const outcome = await this.sendAll(beats, false);
      if (outcome === 'retry') {
        this.retryTimer = setTimeout(() => void this.flush(), retryDelayMs(this.attempt));
        this.attempt += 1;
        return false;
      }
      if (outcome === 'hold') return false;
    }
    this.attempt = 0;
    return this.pending().length === 0;
  }

  private async sendAll(beats: Beat[], keepalive: boolean): Promise<'done' | Failure> {
    let outcome: 'done' | Failure = 'done';
    for (const beat of beats) {
      try {
        const result = await this.options.send(beat, { keepalive });
        this.landed(beat);
        this.options.onResult?.(beat, result);
      } catch (error) {
        const kind = failureKind(error);
        if (kind === 'drop') this.landed(beat);
        else if (outcome !== 'retry') outcome = kind;
      }
    }
    return outcome;
  }
}
