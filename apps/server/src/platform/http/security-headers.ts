import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/index.js';
import { ADMIN_APP_PREFIX } from './web-app.js';

/**
 * Whether the browser reached us over TLS: directly, or, with TRUST_PROXY, as the proxy's
 * X-Forwarded-Proto says. Secure cookies and HSTS follow it, so that a plain-HTTP `npm start` on a
 * laptop still signs in (a Secure cookie is dropped over HTTP on any host but localhost).
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

type Directives = Record<string, string[]>;

/** The origins the pages load from besides this server, as the configuration names them. */
function externalOrigins(config: Config) {
  const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  // Avatars, covers and banners are under S3_PUBLIC_BASE_URL; it may be plain HTTP (a MinIO beside
  // the server), which `https:` below does not cover.
  const storage = config.STORAGE_PROVIDER === 's3' ? origin(config.S3_PUBLIC_BASE_URL) : [];
  // Live classes play from ApsaraVideo Live's playback domain: mpegts.js and hls.js fetch the
  // stream (connect-src), and a browser playing HLS natively loads it as media.
  const live =
    config.LIVE_PROVIDER === 'aliyun' && config.LIVE_PULL_DOMAIN
      ? [`https://${config.LIVE_PULL_DOMAIN}`]
      : [];
  // The WeChat login QR code is WeChat's own page in a frame; the development stand-in is ours.
  const wechat = config.WECHAT_PROVIDER === 'wechat' ? origin(config.WECHAT_OPEN_BASE) : [];
  return { storage, live, wechat };
}

/**
 * What the built pages load, and nothing more. Scripts are the build's own files only (Vite emits
 * no inline script). Styles allow 'unsafe-inline': Ant Design's CSS-in-JS inserts <style> elements
 * at run time and the console's index.html carries one; a nonce would need every HTML answer
 * rewritten per request and antd's ConfigProvider told the nonce, for styles, which cannot run code.
 * Pictures may be any https address: the console's picture fields take one (the contract allows
 * `https://…`), and a real WeChat avatar is on WeChat's servers. hls.js and mpegts.js play through
 * MediaSource (blob: media) and run their demuxers in workers made from blob: URLs.
 */
export function pageDirectives(config: Config, area: 'site' | 'console'): Directives {
  const { storage, live, wechat } = externalOrigins(config);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...storage],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', ...live],
    'connect-src': ["'self'", ...live],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': area === 'site' ? ["'self'", ...wechat] : ["'none'"],
    'form-action': ["'self'"],
    // The console is never framed (an overlay could click its refund button); the site frames its
    // own pages only (the development WeChat stand-in sits in the login dialog's frame).
    'frame-ancestors': area === 'site' ? ["'self'"] : ["'none'"],
  };
}

/** One year, the figure browsers' preload lists ask for; sent over TLS only. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function helmetOptions(config: Config, area: 'site' | 'console', overTls: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(config, area) },
    xFrameOptions: { action: area === 'site' ? 'sameorigin' : 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain HTTP an HSTS header is ignored by browsers at best, and at worst (a proxy that
    // does terminate TLS but is not trusted) pins a host to HTTPS that does not serve it.
    strictTransportSecurity: overTls ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    // Cross-origin isolation would stop the WeChat frame and pictures from other hosts.
    crossOriginEmbedderPolicy: false,
    // Same: covers and avatars on a CDN are loaded cross-origin by these pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

function isConsolePage(url: string): boolean {
  return url === '/admin' || url.startsWith(ADMIN_APP_PREFIX) || url.startsWith('/admin?');
}

/** Where the API answers: JSON for the apps, and the providers' notifications (decision 0070). */
const API_PREFIX = '/api/';

/**
 * What an API answer carries (OWASP's REST headers): no sniffing it into a page, no framing it and
 * nothing loaded by it should a browser ever show it as one, and no other site's page reading it as
 * a picture or script. The pages' headers (their long policy, COOP, Origin-Agent-Cluster,
 * Referrer-Policy, X-Frame-Options, DNS prefetch, X-Download-Options, X-XSS-Protection) govern
 * documents and what they load; an API answer is neither, and they were twelve headers and 0.6 KB
 * written with every call.
 */
const API_HEADERS: ReadonlyArray<[string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-origin'],
];
/** API_HEADERS over plain HTTP, and over TLS with HSTS (see helmetOptions). */
const API_HEADER_SETS = [
  new Map(API_HEADERS),
  new Map([...API_HEADERS, ['strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}`]]),
] as const;

/**
 * Security headers on every answer: API calls with API_HEADERS, the console's pages with the
 * console's policy, everything else (the site's pages, assets, media) with the site's. The page
 * variants are helmet middlewares built once (the plugin's per-reply `reply.helmet(options)` built
 * one on every request, some 5% of a simple call's CPU); each sets its headers on the raw answer,
 * which Fastify sends with its own.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const variants = {
    site: [helmet(helmetOptions(config, 'site', false)), helmet(helmetOptions(config, 'site', true))],
    console: [
      helmet(helmetOptions(config, 'console', false)),
      helmet(helmetOptions(config, 'console', true)),
    ],
  } as const;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(API_PREFIX)) {
      reply.raw.setHeaders(API_HEADER_SETS[isSecureRequest(request) ? 1 : 0]);
      done();
      return;
    }
    const area = isConsolePage(request.url) ? 'console' : 'site';
    variants[area][isSecureRequest(request) ? 1 : 0](request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
