import { dirname } from 'node:path';
import { MEDIA_KEY_PATH } from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTtlCache, type TtlCache } from '../../platform/cache/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type Session } from '../../platform/http/index.js';
import type { Clock } from '../camps/index.js';
import { type CourseSection, readCourseSections } from '../catalog/index.js';
import { hlsKeySealer, readHlsKey } from '../media/index.js';
import { loadCampCourseAccess } from './camp-play.js';
import { type CourseAccess, type CourseAccessReader, mayPlay } from './course-access.js';
import { isPlaylistKey, KEY_TICKET_PARAM } from './hls-playlist.js';
import { createKeyFetchCounter } from './key-fetch-counter.js';
import { type KeyTicket, readKeyTicket, VISITOR_USER_ID, withinPlayLifetime } from './signatures.js';

/**
 * More key fetches than a player makes in one play (hls.js fetches a key once per key URI, again
 * after a network error): a play past this is a downloader, refused for the rest of its life.
 */
export const KEY_FETCHES_PER_PLAY = 30;

/**
 * A folder's key never changes (a new transcode writes a new folder with a key of its own): opened
 * once per asset and process, not per fetch.
 */
const KEY_CACHE = { ttlMs: 60 * 60_000, maxEntries: 2000 };
/** Tickets whose signature was checked: a player fetches the key of one play a few times. */
const TICKET_CACHE = { ttlMs: 10 * 60_000, maxEntries: 20_000 };
/** A course's sections (which folder a section plays), kept until the next content change. */
const SECTIONS_CACHE = { ttlMs: 30_000, maxEntries: 2000 };
/**
 * A learner's right to study a course, or a camp's course, kept until the next content change: every
 * change that ends one (a refund, a licence or seat withdrawn, a learner moved out of an enterprise,
 * membership taken back) is a console write, which clears it in every process (decision 0040). The
 * time bound covers what ends by the clock alone (a licence's expiry, a term's access closing).
 */
const RIGHTS_CACHE = { ttlMs: 30_000, maxEntries: 20_000 };

/**
 * Whether a learner is still in the audience of a live, whose replay they play: the live area
 * decides (it sits above this one).
 */
export type ReplayAudience = (session: Session, liveId: number) => Promise<boolean>;

/**
 * `GET /media-key?k=<ticket>` (decision 0053): the 16 raw bytes of the AES-128 key of the section the
 * play's ticket names, to that play only. Refused with 403 and the reason: a ticket not ours or past
 * the play's lifetime; a visitor, another learner, or the same learner in another session than the
 * play's (logged in elsewhere, logged out); a course or camp play whose learner may no longer play the
 * section (a refund, a licence withdrawn, the camp's access closed), or a replay's whose learner left
 * the live's audience. Each fetch is counted per play;
 * past KEY_FETCHES_PER_PLAY the play is refused with 429 and logged.
 */
export function registerMediaKeyRoute(
  app: FastifyInstance,
  { config, db, cache, routes }: AppContext,
  accessOf: CourseAccessReader,
  campClock: Clock,
  replayAudience: ReplayAudience,
): void {
  const secret = config.MEDIA_SIGNING_SECRET;
  const sealer = hlsKeySealer(secret);
  const keys = createTtlCache<string, Buffer | null>(KEY_CACHE);
  const countFetch = createKeyFetchCounter(db, cache);
  const tickets = createTtlCache<string, KeyTicket>(TICKET_CACHE);
  /** The ticket's signature checked once per process; its lifetime at every fetch. */
  const ticketOf = async (text: string) => {
    const ticket = await tickets.get(text, async () => {
      const checked = readKeyTicket(secret, text);
      if (checked.result === 'ok') return checked.ticket;
      throw new AppError(checked.result === 'forged' ? 'MEDIA_KEY_TICKET_FORGED' : 'MEDIA_KEY_PLAY_EXPIRED');
    });
    if (!withinPlayLifetime(ticket.playId, Date.now())) throw new AppError('MEDIA_KEY_PLAY_EXPIRED');
    return ticket;
  };
  const sectionOf = cachedSectionReader(db, routes.contentCaches.add(createTtlCache(SECTIONS_CACHE)));
  const courseRights = routes.contentCaches.add(createTtlCache<string, CourseAccess | null>(RIGHTS_CACHE));
  const campRights = routes.contentCaches.add(createTtlCache<string, boolean>(RIGHTS_CACHE));
  const audiences = routes.contentCaches.add(createTtlCache<string, boolean>(RIGHTS_CACHE));
  /**
   * The ticket's rule decided again: a refund, a withdrawn licence, a closed camp or a learner out of
   * a live's audience ends the play.
   */
  const mayStillPlay = async (session: Session | null, ticket: KeyTicket, section: CourseSection) => {
    const { recheck, courseId } = ticket;
    if (recheck === null) return true;
    if (recheck.rule === 'course') {
      const access = await keptRight(
        courseRights,
        `${session?.userId}.${session?.entId}.${session?.isVip}.${courseId}`,
        () => accessOf(session, courseId, 'any').catch(() => null),
        (found) => found?.canStudy === true,
      );
      return access !== null && mayPlay(access, section);
    }
    // A camp's and a replay's plays are of learners only, and the ticket's session was found to be theirs.
    if (!session) return false;
    if (recheck.rule === 'live') {
      const { liveId } = recheck;
      return keptRight(
        audiences,
        `${session.userId}.${session.entId}.${session.isVip}.${liveId}`,
        () => replayAudience(session, liveId),
        (inAudience) => inAudience,
      );
    }
    const { trainingId } = recheck;
    return keptRight(
      campRights,
      `${session.userId}.${trainingId}.${courseId}`,
      () =>
        loadCampCourseAccess(db, campClock, session, { trainingId, courseId }).then(
          (access) => access.lock === null,
          () => false,
        ),
      (open) => open,
    );
  };

  app.get(MEDIA_KEY_PATH, async (request, reply) => {
    const given = (request.query as Record<string, unknown>)[KEY_TICKET_PARAM];
    const ticket = await ticketOf(typeof given === 'string' ? given : '');
    // Both shared by every process; asked at once, as neither needs the other's answer.
    const [session, fetches] = await Promise.all([
      sessionOfPlay(request, ticket, routes.resolveSession),
      countFetch(ticket.playId),
    ]);
    if (fetches > KEY_FETCHES_PER_PLAY) {
      request.log.warn(
        { playId: ticket.playId, userId: ticket.userId, sectionId: ticket.sectionId, fetches },
        'media key fetches of one play over the limit: refused',
      );
      throw new AppError('MEDIA_KEY_TOO_MANY');
    }
    const section = await sectionOf(ticket.courseId, ticket.sectionId);
    if (!section?.mediaKey) throw new AppError('MEDIA_KEY_NOT_FOUND');
    if (!(await mayStillPlay(session, ticket, section))) {
      throw new AppError('MEDIA_KEY_ENTITLEMENT_ENDED');
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
 * A section of a course from the kept sections, read again when the kept copy names no playlist: the
 * media job converting a section's MP4 to HLS changes the section outside any console write.
 */
function cachedSectionReader(db: AppContext['db'], sections: TtlCache<number, CourseSection[]>) {
  const find = async (courseId: number, sectionId: number) =>
    (await sections.get(courseId, () => readCourseSections(db, courseId))).find(
      (row) => row.id === sectionId,
    );
  return async (courseId: number, sectionId: number) => {
    const kept = await find(courseId, sectionId);
    if (kept?.mediaKey && isPlaylistKey(kept.mediaKey)) return kept;
    sections.forget(courseId);
    return find(courseId, sectionId);
  };
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

/**
 * A learner's right read through `cache`: only a right (`grants`) is kept, so a refusal is read
 * afresh at the next fetch, as a purchase or an enrolment may grant it meanwhile.
 */
async function keptRight<Value>(
  cache: TtlCache<string, Value>,
  key: string,
  load: () => Promise<Value>,
  grants: (value: Value) => boolean,
): Promise<Value> {
  const value = await cache.get(key, load);
  if (!grants(value)) cache.forget(key);
  return value;
}
