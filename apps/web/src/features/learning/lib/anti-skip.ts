/** Shown when a seek is refused (anti-skip). */
export const ANTI_SKIP_MESSAGE = '未学完的小节不能拖动到未观看的位置';
/** A seek this close past the furthest point is allowed: the playhead and the server round apart. */
const TOLERANCE_SECONDS = 1;

export interface SkipRule {
  /** The course's anti-skip switch (`play/detail` antiSkip). */
  antiSkip: boolean;
  /** The section is learned: then it may be seeked anywhere. */
  learned: boolean;
  /** The furthest point watched so far, in seconds. */
  furthestSeconds: number;
}

/**
 * Anti-skip (decision 0009): an unlearned section of an anti-skip course may not be seeked past the
 * furthest point watched. The server does not count such a jump either; the player refuses it so
 * the learner is not misled.
 */
export function mayJumpTo(rule: SkipRule, seconds: number): boolean {
  return !rule.antiSkip || rule.learned || seconds <= rule.furthestSeconds + TOLERANCE_SECONDS;
}
