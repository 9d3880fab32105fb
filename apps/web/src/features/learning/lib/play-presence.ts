import { useCallback, useEffect, useRef, useState } from 'react';
import { hasReason } from '@/lib/api';
import { askPresence, type PresenceAnswer } from '../api/play-presence';

/** How often the player asks the play's state: also how soon a login elsewhere stops it. */
export const PRESENCE_POLL_MS = 5_000;
/** Interaction confirms presence by itself at most this often (the prompt needs a click). */
const INTERACTION_CONFIRM_MS = 30_000;
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'wheel'] as const;

/** Where the play stands: nothing asked, 你还在学习吗？ showing, or paused for want of an answer. */
export type PresencePhase = 'watching' | 'asking' | 'paused';

export interface PresenceClock {
  promptAt: number;
  pauseAt: number;
}

/** The server's answer as instants of this page's clock (the server speaks in seconds from now). */
export function clockOf(answer: PresenceAnswer, now: number): PresenceClock | null {
  const check = answer.idleCheck;
  if (!check) return null;
  return { promptAt: now + check.promptInSeconds * 1000, pauseAt: now + check.pauseInSeconds * 1000 };
}

export function phaseAt(clock: PresenceClock | null, now: number): PresencePhase {
  if (!clock || now < clock.promptAt) return 'watching';
  return now < clock.pauseAt ? 'asking' : 'paused';
}

/**
 * The play's presence (防挂机, decision 0054): asks `learn/play/presence` every PRESENCE_POLL_MS while
 * a play is open (a session ended elsewhere fails there, and the site's session handling takes the
 * player away), follows the server's prompt clock, and confirms presence on the learner's interaction
 * (throttled) or answer. `onToken` hands each new presence token to the play's heartbeats. `confirm`
 * answers false when the play can no longer be confirmed: a new play must go on.
 */
export function usePlayPresence(playToken: string | null, onToken: (token: string) => void) {
  const [clock, setClock] = useState<PresenceClock | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const presenceToken = useRef<string | undefined>(undefined);
  const confirmedAt = useRef(0);
  const tokenCallback = useRef(onToken);
  tokenCallback.current = onToken;

  useEffect(() => {
    presenceToken.current = undefined;
    setClock(null);
    if (!playToken) return;
    let stopped = false;
    const poll = () =>
      askPresence({ playToken, presenceToken: presenceToken.current, here: false }).then(
        (answer) => {
          if (!stopped) setClock(clockOf(answer, Date.now()));
        },
        () => {}, // a session error is the site's to handle; anything else waits for the next poll
      );
    void poll();
    const timer = setInterval(poll, PRESENCE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [playToken]);

  // The prompt's countdown ticks only for a course that asks.
  const asks = clock !== null;
  useEffect(() => {
    if (!asks) return;
    const ticker = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(ticker);
  }, [asks]);

  const confirm = useCallback(async (): Promise<boolean> => {
    if (!playToken) return true;
    confirmedAt.current = Date.now();
    try {
      const answer = await askPresence({ playToken, presenceToken: presenceToken.current, here: true });
      const token = answer.idleCheck?.presenceToken;
      if (token) {
        presenceToken.current = token;
        tokenCallback.current(token);
      }
      setClock(clockOf(answer, Date.now()));
      return true;
    } catch (error) {
      if (hasReason(error, 'PLAY_IDLE_ENDED')) return false;
      return true;
    }
  }, [playToken]);

  const phase = phaseAt(clock, now);
  // Any interaction before the prompt shows moves it on (at most every INTERACTION_CONFIRM_MS).
  useEffect(() => {
    if (!clock || phase !== 'watching') return;
    const onInteraction = () => {
      if (Date.now() - confirmedAt.current >= INTERACTION_CONFIRM_MS) void confirm();
    };
    for (const name of INTERACTIONS) window.addEventListener(name, onInteraction, { passive: true });
    return () => {
      for (const name of INTERACTIONS) window.removeEventListener(name, onInteraction);
    };
  }, [clock, phase, confirm]);

  const secondsToPause = clock ? Math.max(0, Math.ceil((clock.pauseAt - now) / 1000)) : 0;
  return { phase, secondsToPause, confirm };
}
