/**
 * Whether HLS plays through hls.js: wherever the browser has Media Source Extensions (ManagedMediaSource
 * on recent iPhones). hls.js comes first, as its authors advise, so that every browser behaves alike:
 * Chromium now also answers `canPlayType('application/vnd.apple.mpegurl')`, with a young player of
 * its own. Only a browser without MSE (an older iPhone) plays the playlist itself, as a plain `src`.
 */
export function hlsNeedsScript(): boolean {
  return 'MediaSource' in window || 'ManagedMediaSource' in window;
}

export type HlsFailure = 'failed' | 'unsupported';

/** Answers of the media route for an address that will not play again: refused (403) or expired (410). */
const ADDRESS_GONE = new Set([403, 410]);

/**
 * Plays the HLS address `url` in `video` from `startSeconds` through hls.js, loaded only here so that
 * it stays out of every other page. `onFailure('failed')` once the address cannot go on playing: an
 * error hls.js gives up on, or a file of the address refused or expired (hls.js would retry those
 * forever with one rendition); `'unsupported'` for a browser it cannot play in. Returns the cleanup.
 */
export function attachHls(
  video: HTMLVideoElement,
  url: string,
  startSeconds: number,
  onFailure: (failure: HlsFailure) => void,
): () => void {
  let detached = false;
  let destroy = () => {};
  import('hls.js/light')
    .then(({ default: Hls }) => {
      if (detached) return;
      if (!Hls.isSupported()) {
        onFailure('unsupported');
        return;
      }
      const hls = new Hls({ startPosition: startSeconds });
      destroy = () => hls.destroy();
      let failed = false;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        const gone = data.type === Hls.ErrorTypes.NETWORK_ERROR && ADDRESS_GONE.has(data.response?.code ?? 0);
        if (failed || detached || !(data.fatal || gone)) return;
        // A new address makes a new play, which detaches this one; until then nothing more loads.
        failed = true;
        hls.stopLoad();
        onFailure('failed');
      });
      hls.loadSource(url);
      hls.attachMedia(video);
    })
    .catch(() => {
      if (!detached) onFailure('failed');
    });
  return () => {
    detached = true;
    destroy();
  };
}
