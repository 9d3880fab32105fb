import type { Config } from '../config/index.js';
import { signAuthKey } from './auth-key.js';

/** Where the lecturer's encoder pushes, and where one learner plays, each signed until `expiresAt`. */
export interface LiveStreamProvider {
  kind: 'development' | 'aliyun';
  /** The RTMP address for OBS or ffmpeg (`uid` 0: the lecturer's encoder is nobody's in particular). */
  pushAddress(streamName: string, expiresAt: number): string;
  /** HTTP-FLV and, where the service makes it, HLS; bound to `uid` by the signature. */
  pullAddresses(streamName: string, uid: number, expiresAt: number): { flv: string; hls: string | null };
  /** The domain stream callbacks are signed for. */
  callbackDomain: string;
}

/** The path a development pull address is served under by this server (HTTP-FLV from the ingest). */
export const DEVELOPMENT_PULL_PREFIX = '/live-stream';

export function createLiveStreamProvider(config: Config): LiveStreamProvider {
  const app = config.LIVE_APP_NAME;
  const key = config.LIVE_AUTH_KEY;
  const signed = (base: string, path: string, expiresAt: number, uid: number) =>
    `${base}${path}?auth_key=${signAuthKey(path, key, { expiresAt, uid: String(uid) })}`;

  if (config.LIVE_PROVIDER === 'aliyun') {
    const push = config.LIVE_PUSH_DOMAIN ?? '';
    const pull = config.LIVE_PULL_DOMAIN ?? '';
    return {
      kind: 'aliyun',
      callbackDomain: push,
      pushAddress: (stream, expiresAt) => signed(`rtmp://${push}`, `/${app}/${stream}`, expiresAt, 0),
      pullAddresses: (stream, uid, expiresAt) => ({
        flv: signed(`https://${pull}`, `/${app}/${stream}.flv`, expiresAt, uid),
        hls: signed(`https://${pull}`, `/${app}/${stream}.m3u8`, expiresAt, uid),
      }),
    };
  }
  const rtmpHost = `rtmp://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.LIVE_RTMP_PORT}`;
  return {
    kind: 'development',
    callbackDomain: 'localhost',
    pushAddress: (stream, expiresAt) => signed(rtmpHost, `/${app}/${stream}`, expiresAt, 0),
    // Same origin as the site: this server checks the signature and relays the ingest's HTTP-FLV.
    pullAddresses: (stream, uid, expiresAt) => ({
      flv: `${DEVELOPMENT_PULL_PREFIX}${signed('', `/${app}/${stream}.flv`, expiresAt, uid)}`,
      hls: null,
    }),
  };
}
