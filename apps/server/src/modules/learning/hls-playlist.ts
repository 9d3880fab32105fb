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

/**
 * The playlist with `query` (a folder signature) added to every relative URI: the URI lines
 * (segments, variant playlists) and the `URI="..."` attributes of tags (`EXT-X-MAP`, `EXT-X-KEY`,
 * `EXT-X-MEDIA`). A player resolves them against the playlist's address, which drops its query.
 */
export function signPlaylistUris(playlist: string, query: string): string {
  return playlist
    .split(/\r?\n/)
    .map((line) => {
      const text = line.trim();
      if (text === '') return line;
      if (text.startsWith('#')) {
        return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${withQuery(uri, query)}"`);
      }
      return withQuery(text, query);
    })
    .join('\n');
}
