import type { Beat, HeartbeatQueue } from './heartbeat-queue';

/** While playing, a heartbeat every 12 s (the contract asks for 10-15 s). */
export const HEARTBEAT_INTERVAL_MS = 12_000;
/**
 * A step of the playhead longer than this between two `timeupdate`s is not playback (those come
 * every quarter second, at most a few seconds apart in a throttled tab) and is not counted.
 */
const MAX_PLAYED_STEP_SECONDS = 5;

export interface Play {
  courseId: number;
  sectionId: number;
  playToken: string;
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * One play of a section (one `playToken`): counts the seconds really played and turns the player's
 * events into heartbeats (`seq` +1 each, running totals) for the queue. The player calls
 * `progress` on every playhead update, `seeking` before a jump, `setPlaying` on play and pause, and
 * `beat` on end, tab hidden and pagehide.
 */
export class PlayTracker {
  private seq = 0;
  private watched = 0;
  private position: number;
  /** What the last beat said; a play that has not moved from its start has nothing to say. */
  private lastSent: { position: number; watched: number };
  private timer: ReturnType<typeof setInterval> | null = null;
  /** The latest 你还在学习吗？ confirmation, which the beats carry (decision 0054). */
  private presenceToken: string | undefined;

  constructor(
    private readonly play: Play,
    private readonly queue: HeartbeatQueue,
    startSeconds: number,
  ) {
    this.position = startSeconds;
    this.lastSent = { position: tenths(startSeconds), watched: 0 };
  }

  get positionSeconds(): number {
    return this.position;
  }

  get watchedSeconds(): number {
    return this.watched;
  }

  /**
   * The playhead moved to `seconds` while playing: a small forward step counts as watched. Answers
   * whether it did, so the player knows the learner really reached `seconds`.
   */
  progress(seconds: number): boolean {
    const step = seconds - this.position;
    const played = step > 0 && step <= MAX_PLAYED_STEP_SECONDS;
    if (played) this.watched += step;
    this.position = seconds;
    return played;
  }

  /** A seek starts: report where the learner was, then follow the playhead to `to` without credit. */
  seeking(to: number): void {
    this.beat();
    this.position = to;
  }

  setPresence(token: string): void {
    this.presenceToken = token;
  }

  setPlaying(playing: boolean): void {
    if (playing && !this.timer) {
      this.timer = setInterval(() => this.beat(), HEARTBEAT_INTERVAL_MS);
    } else if (!playing && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /**
   * Queues a heartbeat of the current totals and sends it (with `keepalive` when the page is going
   * away). Nothing is sent when nothing changed since the last one.
   */
  beat({ keepalive = false }: { keepalive?: boolean } = {}): void {
    const position = tenths(this.position);
    const watched = tenths(this.watched);
    if (this.lastSent.position === position && this.lastSent.watched === watched) return;
    this.lastSent = { position, watched };
    this.seq += 1;
    const beat: Beat = { ...this.play, seq: this.seq, positionSeconds: position, watchedSeconds: watched };
    if (this.presenceToken) beat.presenceToken = this.presenceToken;
    this.queue.put(beat);
    void this.queue.flush({ keepalive });
  }

  /** The play ends (another section, leaving the page): a last beat, and no more ticking. */
  finish({ keepalive = false }: { keepalive?: boolean } = {}): void {
    this.setPlaying(false);
    this.beat({ keepalive });
  }
}
