import { describe, expect, it } from 'vitest';
import { isKeyTicketShaped, isPlaylistKey, parsePlaylist, renderPlaylist } from './hls-playlist.js';

const QUERY = 'u=7&e=1800000000&d=demo/hls-1&s=abc';

/** A stored playlist as the media route serves it. */
const signPlaylistUris = (playlist: string, query: string, keyTicket?: string) =>
  renderPlaylist(parsePlaylist(playlist), query, keyTicket);

describe('signPlaylistUris', () => {
  it('adds the query to every relative URI line and URI attribute, and nothing else', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="keys/k1.bin",IV=0x1',
      '#EXTINF:6.000000,',
      'segment-0.m4s',
      '',
      '#EXTINF:6.000000,',
      '  low/segment-1.m4s?part=1  ',
      '#EXT-X-ENDLIST',
    ].join('\r\n');
    expect(signPlaylistUris(playlist, QUERY).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      `#EXT-X-MAP:URI="init.mp4?${QUERY}"`,
      `#EXT-X-KEY:METHOD=AES-128,URI="keys/k1.bin?${QUERY}",IV=0x1`,
      '#EXTINF:6.000000,',
      `segment-0.m4s?${QUERY}`,
      '',
      '#EXTINF:6.000000,',
      `low/segment-1.m4s?part=1&${QUERY}`,
      '#EXT-X-ENDLIST',
    ]);
  });

  it('leaves addresses that are not files of the folder as they are', () => {
    const playlist = ['https://cdn.example.com/a.m4s', '/media/other.m4s', '//host/b.m4s', 'data:x'].join(
      '\n',
    );
    expect(signPlaylistUris(playlist, QUERY)).toBe(playlist);
  });
});

describe('signPlaylistUris with a play key ticket', () => {
  const TICKET = `1.2.3.4.5.1.${'a'.repeat(43)}`;

  it('writes the key call over the key URI and carries the ticket to variant playlists only', () => {
    const master = ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=900000', '360p/index.m3u8'].join('\n');
    expect(signPlaylistUris(master, QUERY, TICKET).split('\n')[2]).toBe(
      `360p/index.m3u8?${QUERY}&k=${TICKET}`,
    );
    const variant = [
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="key.bin",IV=0x00000000000000000000000000000000',
      '#EXTINF:6.000000,',
      'seg-00000.ts',
    ].join('\n');
    expect(signPlaylistUris(variant, QUERY, TICKET).split('\n')).toEqual([
      '#EXTM3U',
      `#EXT-X-KEY:METHOD=AES-128,URI="/media-key?k=${TICKET}",IV=0x00000000000000000000000000000000`,
      '#EXTINF:6.000000,',
      `seg-00000.ts?${QUERY}`,
    ]);
  });

  it('without a ticket leaves the stored key URI a file of the folder, which the storage never holds', () => {
    const variant = '#EXT-X-KEY:METHOD=AES-128,URI="key.bin"';
    expect(signPlaylistUris(variant, QUERY)).toBe(`#EXT-X-KEY:METHOD=AES-128,URI="key.bin?${QUERY}"`);
  });

  it('writes only a ticket of the signed shape', () => {
    expect(isKeyTicketShaped(TICKET)).toBe(true);
    for (const odd of ['', '1.2.3', `${TICKET}"`, `1.2.3.4.5.1.${'a'.repeat(42)}&x=1`, 7]) {
      expect(isKeyTicketShaped(odd), String(odd)).toBe(false);
    }
  });
});

describe('isPlaylistKey', () => {
  it('is true for an .m3u8 key only', () => {
    expect(isPlaylistKey('demo/hls-1/index.m3u8')).toBe(true);
    expect(isPlaylistKey('demo/sample-1.mp4')).toBe(false);
    expect(isPlaylistKey('demo/hls-1/segment-0.m4s')).toBe(false);
  });
});
