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

/** The query parameter of an HLS address that carries the play's key ticket (decision 0053). */
export const KEY_TICKET_PARAM = 'k';

/** A key ticket as signed (digits and dots, then a base64url signature); anything else is not written. */
const KEY_TICKET_SHAPE = /^[0-9.]{1,120}[A-Za-z0-9_-]{43}$/;

export function isKeyTicketShaped(ticket: unknown): ticket is string {
  return typeof ticket === 'string' && KEY_TICKET_SHAPE.test(ticket);
}

/** A URI of a stored playlist and what the media route adds to it. */
interface PlaylistSlot {
  uri: string;
  /** Not a file of the folder (see NOT_RELATIVE): given out as it is, unless it is the key's. */
  absolute: boolean;
  /** `folder`: the folder signature; `ticket`: a variant playlist's, which carries the key ticket on; `key`: an `EXT-X-KEY` URI. */
  carries: 'folder' | 'ticket' | 'key';
}

/**
 * A stored playlist split once into its fixed text and the URIs the media route signs per request, so
 * that serving it is a join (decision 0060): the text of an asset never changes, only the learner's
 * signature and the play's key ticket do.
 */
export type PlaylistTemplate = ReadonlyArray<string | PlaylistSlot>;

export function parsePlaylist(playlist: string): PlaylistTemplate {
  const pieces: Array<string | PlaylistSlot> = [];
  const addText = (text: string) => {
    const last = pieces.length - 1;
    if (typeof pieces[last] === 'string') pieces[last] += text;
    else pieces.push(text);
  };
  const addUri = (uri: string, carries: PlaylistSlot['carries']) => {
    pieces.push({ uri, absolute: NOT_RELATIVE.test(uri), carries });
  };
  const lines = playlist.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (index > 0) addText('\n');
    const text = line.trim();
    if (text === '') {
      addText(line);
    } else if (!text.startsWith('#')) {
      addUri(text, isPlaylistKey(text.split('?')[0] ?? '') ? 'ticket' : 'folder');
    } else {
      const carries = text.startsWith('#EXT-X-KEY:') ? 'key' : 'folder';
      let done = 0;
      for (const match of line.matchAll(/URI="([^"]*)"/g)) {
        const uri = match[1] ?? '';
        const uriStart = match.index + 'URI="'.length;
        addText(line.slice(done, uriStart));
        addUri(uri, carries);
        done = uriStart + uri.length;
      }
      addText(line.slice(done));
    }
  }
  return pieces;
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
export function renderPlaylist(template: PlaylistTemplate, query: string, keyTicket?: string): string {
  const ticketQuery = keyTicket ? `${query}&${KEY_TICKET_PARAM}=${keyTicket}` : query;
  const keyUri = keyTicket ? `${MEDIA_KEY_PATH}?${KEY_TICKET_PARAM}=${keyTicket}` : null;
  let text = '';
  for (const piece of template) {
    if (typeof piece === 'string') text += piece;
    else if (piece.carries === 'key' && keyUri) text += keyUri;
    else if (piece.absolute) text += piece.uri;
    else {
      text += `${piece.uri}${piece.uri.includes('?') ? '&' : '?'}${piece.carries === 'ticket' ? ticketQuery : query}`;
    }
  }
  return text;
}
