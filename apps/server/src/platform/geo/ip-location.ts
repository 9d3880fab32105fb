import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type ip2region from 'ip2region';

/**
 * ip2region is CommonJS with its class on `exports.default`. Node's ESM import gives the whole
 * `exports` object as the default (so the bundle saw no class), while Vitest unwraps it; `require`
 * reads the same under both.
 */
const { default: IP2Region } = createRequire(import.meta.url)('ip2region') as typeof ip2region;

let searcher: InstanceType<typeof IP2Region> | undefined;

/** The database (about 11 MB) loads on first use, not at start. */
function lookup(ip: string) {
  searcher ??= new IP2Region();
  try {
    return searcher.search(ip);
  } catch {
    return null;
  }
}

const UNKNOWN_PLACE = '未知地区';
const LOCAL_PLACE = '本地网络';

/**
 * A place name for an address, from an offline IP-location database: the city when known, else
 * the province or country. No third party is asked.
 */
export function placeOfIp(rawIp: string): string {
  const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
  if (!isIP(ip)) return UNKNOWN_PLACE;
  if (ip === '127.0.0.1' || ip === '::1') return LOCAL_PLACE;
  const found = lookup(ip);
  if (!found) return UNKNOWN_PLACE;
  if (found.city === '内网IP') return LOCAL_PLACE;
  return found.city || found.province || found.country || UNKNOWN_PLACE;
}

/** The spec's device id: city name plus IP address. */
export function deviceIdOf(rawIp: string): string {
  const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
  return `${placeOfIp(ip)} ${ip}`;
}
