import { dirname } from 'node:path';
import { MEDIA_KEY_PATH } from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTtlCache } from '../../platform/cache/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { readCourseSections } from '../catalog/index.js';
import { hlsKeySealer, readHlsKey } from '../media/index.js';
import { type CourseAccessReader, mayPlay } from './course-access.js';
import { KEY_TICKET_PARAM } from './hls-playlist.js';
import { createKeyFetchCounter } from './key-fetch-counter.js';
import { type KeyTicket, readKeyTicket, VISITOR_USER_ID } from './signatures.js';

/**
 * More key fetches than a player makes in one play (hls.js fetches a key once per key URI, again
 * after a network error): a play past this is a downloader, refused for the rest of its life.
 */
export const KEY_FETCHES_PER_PLAY = 30;

/** Keys never change for a folder; a minute in memory spares the database the same read. */
const KEY_CACHE = { ttlMs: 60_000, maxEntries: 1000 };

/**
 * `GET /media-key?k=<ticket>` (decision 0053): the 16 raw bytes of the AES-128 key of the section the
 * play's ticket names, to that play only. Refused with 403 and the reason: a ticket not ours or past
 * the play's lifetime; a visitor, another learner, or the same learner in another session than the
 * play's (logged in elsewhere, logged out); a course play whose learner may no longer play the section
 * (a refund, a licence withdrawn). Each fetch is counted per play; past KEY_FETCHES_PER_PLAY the play
 * is refused with 429 and logged.
 */
export function registerMediaKeyRoute(
  app: FastifyInstance,
  { config, db, cache, routes }: AppContext,
  accessOf: CourseAccessReader,
): void {
  const secret = config.MEDIA_SIGNING_SECRET;
  const sealer = hlsKeySealer(secret);
  const keys = createTtlCache<string, Buffer | null>(KEY_CACHE);
  const countFetch = createKeyFetchCounter(db, cache);

  app.get(MEDIA_KEY_PATH, async (request, reply) => {
    const given = (request.query as Record<string, unknown>)[KEY_TICKET_PARAM];
    const checked = readKeyTicket(secret, typeof given === 'string' ? given : '');
    if (checked.result !== 'ok') {
      throw new AppError(checked.result === 'forged' ? 'MEDIA_KEY_TICKET_FORGED' : 'MEDIA_KEY_PLAY_EXPIRED');
    }
    const { ticket } = checked;
    const session = await sessionOfPlay(request, ticket, routes.resolveSession);
    const fetches = await countFetch(ticket.playId);
    if (fetches > KEY_FETCHES_PER_PLAY) {
      request.log.warn(
        { playId: ticket.playId, userId: ticket.userId, sectionId: ticket.sectionId, fetches },
        'media key fetches of one play over the limit: refused',
      );
      throw new AppError('MEDIA_KEY_TOO_MANY');
    }
    const section = (await readCourseSections(db, ticket.courseId)).find(
      (row) => row.id === ticket.sectionId,
    );
    if (!section?.mediaKey) throw new AppError('MEDIA_KEY_NOT_FOUND');
    if (ticket.recheck) {
      const access = await accessOf(session, ticket.courseId, 'any').catch(() => null);
      if (!access || !mayPlay(access, section)) throw new AppError('MEDIA_KEY_ENTITLEMENT_ENDED');
    }
    const folder = dirname(section.mediaKey);
    const key = await keys.get(folder, () => readHlsKey(db, sealer, folder));
    if (!key) throw new AppError('MEDIA_KEY_NOT_FOUND');
    reply.header('cache-control', 'private, no-store');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type('application/octet-stream').send(key);
  });
}

/**
 * The session the play belongs to: none for a visitor's play (of a trial section, which anyone may
 * play); otherwise the request's session must be the very one the ticket was issued in.
 */
async function sessionOfPlay(
  request: FastifyRequest,
  ticket: KeyTicket,
  resolveSession: (request: FastifyRequest) => Promise<Session | null>,
): Promise<Session | null> {
  if (ticket.userId === VISITOR_USER_ID) return null;
  let session: Session | null;
  try {
    session = await resolveSession(request);
  } catch {
    // Expired or revoked (logged in on another device, logged out): the play ended with it.
    throw new AppError('MEDIA_KEY_PLAY_REVOKED');
  }
  if (!session) throw new AppError('MEDIA_KEY_NOT_LOGGED_IN');
  if (session.userId !== ticket.userId) throw new AppError('MEDIA_KEY_OF_OTHER_LEARNER');
  if (session.sessionId !== ticket.sessionId) throw new AppError('MEDIA_KEY_PLAY_REVOKED');
  return session;
}
