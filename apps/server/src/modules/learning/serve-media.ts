import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { MEDIA_PATH_PREFIX } from '@zhixue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createTtlCache } from '../../platform/cache/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/index.js';
import { isSafeKey, type MediaStorage } from '../../platform/storage/index.js';
import { parseByteRange } from './byte-range.js';
import {
  HLS_PLAYLIST_MAX_BYTES,
  HLS_PLAYLIST_TYPE,
  isKeyTicketShaped,
  isPlaylistKey,
  KEY_TICKET_PARAM,
  type PlaylistTemplate,
  parsePlaylist,
  renderPlaylist,
} from './hls-playlist.js';
import { createMediaLinkChecker, VISITOR_USER_ID } from './signatures.js';

/** Stored playlists kept split in memory: a few KB each, one per HLS asset (and rendition) played. */
const PLAYLIST_CACHE = { ttlMs: 60 * 60_000, maxEntries: 2000 };

/**
 * `GET /media/<key>?u&e&s`: the only way out of the private media storage. The address must be signed
 * for this key (403 otherwise), unexpired (410), and requested by the learner it was signed for, as
 * the session cookie or token says (403): a copied link does not play for anyone else (an address
 * signed for a visitor's trial play excepted: anyone may play that section). Who may play
 * at all was decided when the address was issued (`vod/play/sts`, `course/ppt`), at most its
 * lifetime ago. Byte ranges are served as players ask for them (206, or 416 past the end).
 *
 * An HLS source is signed for its folder (`d` in the query): any file under the folder passes, and a
 * playlist is answered whole with the same signed query written onto each of its URIs, so that the
 * segments it names load too. A playlist carries its learner's signature: it is never cached. The
 * play's key ticket (`k`), when the address has one, goes onto its variant playlists and its key URI
 * (decision 0053); the key call, not this route, decides whom it serves.
 */
export function registerMediaRoute(
  app: FastifyInstance,
  { config, routes }: AppContext,
  storage: MediaStorage,
): void {
  // A stored playlist never changes (a new transcode writes a new folder): read and split once per
  // process, then only signed per request (decision 0060).
  const playlists = createTtlCache<string, PlaylistTemplate | null>(PLAYLIST_CACHE);
  const playlistOf = async (key: string) => {
    const template = await playlists.get(key, async () => {
      const object = await storage.stat(key);
      if (!object) return null;
      if (object.size > HLS_PLAYLIST_MAX_BYTES) throw new Error(`playlist too long: ${key}`);
      return parsePlaylist(await text(await storage.read(key)));
    });
    // A playlist not there yet is looked for again next time.
    if (!template) playlists.forget(key);
    return template;
  };
  const checkMediaLink = createMediaLinkChecker(config.MEDIA_SIGNING_SECRET);
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) throw new AppError('MEDIA_NOT_FOUND');
    const link = checkMediaLink(key, request.query as Record<string, unknown>);
    if (link.result === 'forged') throw new AppError('MEDIA_LINK_FORGED');
    if (link.result === 'expired') throw new AppError('MEDIA_LINK_EXPIRED');
    if (link.userId !== VISITOR_USER_ID) {
      const session = await routes.resolveSession(request).catch(() => null);
      if (session?.userId !== link.userId) throw new AppError('MEDIA_LINK_OF_OTHER_LEARNER');
    }

    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (link.folderQuery !== null && isPlaylistKey(key)) {
      const template = await playlistOf(key);
      if (!template) throw new AppError('MEDIA_NOT_FOUND');
      const ticket = (request.query as Record<string, unknown>)[KEY_TICKET_PARAM];
      const keyTicket = isKeyTicketShaped(ticket) ? ticket : undefined;
      const body = Buffer.from(renderPlaylist(template, link.folderQuery, keyTicket));
      reply.header('cache-control', 'private, no-store');
      reply.header('content-length', String(body.length));
      reply.type(HLS_PLAYLIST_TYPE);
      return reply.send(request.method === 'HEAD' ? Readable.from([]) : body);
    }
    const object = await storage.stat(key);
    if (!object) throw new AppError('MEDIA_NOT_FOUND');
    reply.header('accept-ranges', 'bytes');
    reply.header('cache-control', 'private, max-age=600');
    reply.type(object.contentType);

    const asked = parseByteRange(request.headers.range, object.size);
    if (asked.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${object.size}`);
      throw new AppError('MEDIA_RANGE_INVALID');
    }
    const range = asked.kind === 'range' ? asked.range : { start: 0, end: object.size - 1 };
    if (asked.kind === 'range') {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
    }
    reply.header('content-length', String(object.size === 0 ? 0 : range.end - range.start + 1));
    // An empty stream (not an empty body) keeps the Content-Length above on a HEAD answer.
    if (request.method === 'HEAD' || object.size === 0) return reply.send(Readable.from([]));
    return reply.send(await storage.read(key, range));
  };
  app.get(`${MEDIA_PATH_PREFIX}*`, serve);
}
