import { learnPlayPresence, type RequestOf, type ResponseOf } from '@zhixue/contract';
import { call } from '@/lib/api';

export type PresenceAnswer = ResponseOf<typeof learnPlayPresence>;

/**
 * `learn/play/presence`: the play's 你还在学习吗？ clock, confirmed first with `here`. Asked in the
 * background every few seconds, it is also what notices a session ended elsewhere (A0312).
 */
export function askPresence(body: RequestOf<typeof learnPlayPresence>): Promise<PresenceAnswer> {
  return call(learnPlayPresence, body, { background: true });
}
