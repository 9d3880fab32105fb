import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../scripts/chromium.mjs';

/**
 * @typedef {object} AssetSize
 * @property {string} path
 * @property {'js' | 'css'} kind
 * @property {number} bytes as the browser received it, decoded
 * @property {number} gzipBytes gzip level 9
 */

/**
 * @typedef {object} FirstLoad
 * @property {AssetSize[]} files
 * @property {{ js: { bytes: number, gzipBytes: number }, css: { bytes: number, gzipBytes: number } }} totals
 */

/**
 * The JavaScript and CSS the home page loads before the network goes quiet, each body gzipped at
 * level 9 here (so the figure does not depend on the server's compression settings).
 *
 * The web app fetches chunks that later pages need (Ant Design) once the browser is idle. With
 * `includeIdlePrefetch` false those idle callbacks never run, so the figure is what the first screen
 * itself needs; with it true, everything the visit downloads until the network is quiet.
 *
 * @param {string} baseUrl
 * @param {{ includeIdlePrefetch: boolean }} options
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(baseUrl, { includeIdlePrefetch }) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    if (!includeIdlePrefetch) {
      // Runs in the page, where `window` exists; the bench itself is type-checked without DOM types.
      await context.addInitScript('window.requestIdleCallback = () => 0;');
    }
    const page = await context.newPage();
    /** @type {Promise<AssetSize | null>[]} */
    const pending = [];
    page.on('response', (response) => {
      const kind = kindOf(response.request().resourceType(), response.headers()['content-type'] ?? '');
      if (!kind || response.status() !== 200) return;
      pending.push(
        response.body().then(
          (body) => ({
            path: response.url().startsWith(baseUrl) ? new URL(response.url()).pathname : response.url(),
            kind,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }),
          () => null,
        ),
      );
    });
    const answer = await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    if (answer?.status() !== 200) throw new Error(`GET / answered HTTP ${answer?.status()}`);
    const files = /** @type {AssetSize[]} */ ((await Promise.all(pending)).filter(Boolean));
    files.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzipBytes - a.gzipBytes);
    const sum = (/** @type {'js' | 'css'} */ kind) => ({
      bytes: files.filter((file) => file.kind === kind).reduce((total, file) => total + file.bytes, 0),
      gzipBytes: files
        .filter((file) => file.kind === kind)
        .reduce((total, file) => total + file.gzipBytes, 0),
    });
    if (!files.some((file) => file.kind === 'js')) throw new Error('the home page loaded no JavaScript');
    return { files, totals: { js: sum('js'), css: sum('css') } };
  } finally {
    await browser.close();
  }
}

/**
 * @param {string} resourceType
 * @param {string} contentType
 * @returns {'js' | 'css' | null}
 */
function kindOf(resourceType, contentType) {
  if (resourceType === 'script' || /javascript/.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || /text\/css/.test(contentType)) return 'css';
  return null;
}
