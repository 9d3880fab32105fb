import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../platform/cache/index.js';
import { createIdleClocks, PRESENCE_ANSWER_SECONDS, presenceClock } from './presence.js';
import { newPlayId, readPlayToken, signPlayToken, signPresence } from './signatures.js';

const SECRET = 'a-test-secret-of-enough-length-000000';
const IDLE_SECONDS = 600;
const START = Date.UTC(2026, 10, 29, 12);
const minutes = (count: number) => count * 60_000;

/** A play of the course issued at `issuedAt`, its clock started at `clockFrom`. */
function grantOf(issuedAt: number, clockFrom?: number) {
  const token = signPlayToken(SECRET, {
    playId: newPlayId(issuedAt),
    userId: 7,
    courseId: 3,
    sectionId: 11,
    durationSeconds: 300,
    antiSkip: false,
    idleSeconds: IDLE_SECONDS,
    ...(clockFrom === undefined ? {} : { clockFrom }),
  });
  const grant = readPlayToken(SECRET, token, issuedAt);
  if (!grant) throw new Error('the token does not read back');
  return grant;
}

describe('the 防挂机 clock of a learner in a course', () => {
  it('carries on into the next play while it runs: a new section is no new clock', async () => {
    let now = START;
    const clocks = createIdleClocks(createMemoryCache(() => now));
    expect(await clocks.clockFrom(7, 3, IDLE_SECONDS, now)).toBe(START);
    now = START + minutes(4);
    // The next section, 4 minutes in: its prompt is due when the first section's was.
    const next = await clocks.clockFrom(7, 3, IDLE_SECONDS, now);
    expect(next).toBe(START);
    expect(presenceClock(SECRET, grantOf(now, next), undefined, now)?.promptAt).toBe(START + minutes(10));
    // Another course, or another learner, has a clock of its own.
    expect(await clocks.clockFrom(7, 4, IDLE_SECONDS, now)).toBe(now);
    expect(await clocks.clockFrom(8, 3, IDLE_SECONDS, now)).toBe(now);
  });

  it('moves with each sign of presence, and a play after an unanswered prompt starts afresh', async () => {
    let now = START;
    const clocks = createIdleClocks(createMemoryCache(() => now));
    await clocks.clockFrom(7, 3, IDLE_SECONDS, now);
    now = START + minutes(9);
    await clocks.confirm(7, 3, IDLE_SECONDS, now);
    now = START + minutes(15);
    expect(await clocks.clockFrom(7, 3, IDLE_SECONDS, now)).toBe(START + minutes(9));
    // Prompted at 19 minutes, unanswered: past the minute to answer, the play stopped there.
    now = START + minutes(19) + (PRESENCE_ANSWER_SECONDS - 1) * 1000;
    expect(await clocks.clockFrom(7, 3, IDLE_SECONDS, now)).toBe(START + minutes(9));
    now += 2000;
    expect(await clocks.clockFrom(7, 3, IDLE_SECONDS, now)).toBe(now);
    // That new play's clock is the one the next section carries on.
    now += minutes(1);
    expect(await clocks.clockFrom(7, 3, IDLE_SECONDS, now)).toBe(now - minutes(1));
  });

  it('runs a play from its clock’s start, and from an answer given during the play', () => {
    const issuedAt = START + minutes(8);
    const carried = grantOf(issuedAt, START);
    expect(carried.clockFrom).toBe(START);
    expect(presenceClock(SECRET, carried, undefined, issuedAt)?.promptAt).toBe(START + minutes(10));
    const answeredAt = issuedAt + minutes(1);
    const answer = signPresence(SECRET, carried.playId, answeredAt);
    expect(presenceClock(SECRET, carried, answer, answeredAt)?.promptAt).toBe(answeredAt + minutes(10));
    // A token signed before the clock was carried runs from its own start, as it always did.
    expect(presenceClock(SECRET, grantOf(issuedAt), undefined, issuedAt)?.promptAt).toBe(
      issuedAt + minutes(10),
    );
  });
});
