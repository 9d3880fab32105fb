import { MEDIA_KEY_PATH } from '@zhixue/contract';

/**
 * HLS sources: a storage folder holding a playlist `index.m3u8` and the files it names (segments, an
 * fMP4 init segment). A section whose media key is a playlist plays as HLS.
 */
export const HLS_PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/** Longest playlist the media route rewrites; a VOD playlist of hours of 6 s segments is ~100 KB. */
export const HLS_PLAYLIST_MAX_BYTES = 1024 * 1024;

export function isPlaylistKey(key: string): boolean {
  return key.endsWith('.m3u8');
}

/** A URI with a scheme (`https:`) or from the root (`/x`, `//host`) is not a file of the folder. */
const NOT_RELATIVE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

function withQuery(uri: string, query: string): string {
  if (NOT_RELATIVE.test(uri)) return uri;
  return `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
}

/** The query parameter of an HLS address that carries the play's key ticket (decision 0053). */
export const KEY_TICKET_PARAM = 'k';

/** A key ticket as signed (digits and dots, then a base64url signature); anything else is not written. */
const KEY_TICKET_SHAPE = /^[0-9.]{1,120}[A-Za-z0-9_-]{43}$/;

export function isKeyTicketShaped(ticket: unknown): ticket is string {
  return typeof ticket === 'string' && KEY_TICKET_SHAPE.test(ticket);
}

/**
 * The playlist with `query` (a folder signature) added to every relative URI: the URI lines
 * (segments, variant playlists) and the `URI="..."` attributes of tags (`EXT-X-MAP`, `EXT-X-KEY`,
 * `EXT-X-MEDIA`). A player resolves them against the playlist's address, which drops its query.
 *
 * With the play's `keyTicket`, the variant playlists carry it on too, and every `EXT-X-KEY` URI becomes
 * the key call of that play. Without it an encrypted playlist keeps its stored relative key URI, a
 * file the storage never holds: no player decrypts it.
 */
export function signPlaylistUris(playlist: string, query: string, keyTicket?: string): string {
  const ticketQuery = keyTicket ? `${query}&${KEY_TICKET_PARAM}=${keyTicket}` : query;
  const keyUri = keyTicket ? `${MEDIA_KEY_PATH}?${KEY_TICKET_PARAM}=${keyTicket}` : null;
  return playlist
    .split(/\r?\n/)
    .map((line) => {
      const text = line.trim();
      if (text === '') return line;
      if (text.startsWith('#EXT-X-KEY:') && keyUri) return line.replace(/URI="[^"]*"/, `URI="${keyUri}"`);
      if (text.startsWith('#')) {
        return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${withQuery(uri, query)}"`);
      }
      return withQuery(text, isPlaylistKey(text.split('?')[0] ?? '') ? ticketQuery : query);
    })
    .join('\n');
}
