/**
 * Issue 33: the key call of an encrypted HLS section and its playlist. The demo's free course 36 is
 * set to encrypt every section (as the console's 视频加密 does), its MP4 second section is converted by
 * the server's job, and a learner opens plays of it: each key call is one play's ticket, as a player
 * fetches it, spread over enough plays that none passes the server's fetches-per-play limit.
 */
const COURSE = 36;
const CONVERSION_TIMEOUT_MS = 180_000;

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {unknown} body
 * @param {Record<string, string>} headers
 */
async function post(baseUrl, path, body, headers) {
  const answer = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'PC', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = /** @type {{ code: string, msg: string, data: any }} */ (await answer.json());
  if (envelope.code !== '00000') throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * The course set to encrypt every section, and `plays` plays of its converted section by the learner
 * of `token`: the key call's path of each, and the variant playlist's path of the first.
 *
 * @param {string} baseUrl
 * @param {{ token: string, editorHeaders: Record<string, string>, plays: number }} options
 * @returns {Promise<{ keyPaths: string[], playlistPath: string }>}
 */
export async function openEncryptedPlays(baseUrl, { token, editorHeaders, plays }) {
  const list = await post(
    baseUrl,
    '/api/admin/course/list',
    // Oldest first: the demo courses come before the thousands the bench fills in.
    { pageSize: 100, channel: 'main', sort: 'id' },
    editorHeaders,
  );
  const course = list.list.find((/** @type {{ id: number }} */ row) => row.id === COURSE);
  if (!course) throw new Error(`course ${COURSE} not in the console's list`);
  const { id, name, summary, categoryId, charge, price, linePrice, vip, vipCharge, vipPrice } = course;
  const details = { id, name, summary, categoryId, charge, price, linePrice, vip, vipCharge, vipPrice };
  await post(baseUrl, '/api/admin/course/update', { ...details, videoEncryption: 'all' }, editorHeaders);

  const learner = { token };
  const detail = await post(baseUrl, '/api/front/learn/play/detail', { courseId: COURSE }, learner);
  const sectionId = detail.nextSectionId;
  const playOf = (/** @type {number} */ id) =>
    post(baseUrl, '/api/front/vod/play/sts', { courseId: COURSE, sectionId: id }, learner);
  const play = () => playOf(sectionId);
  // Every section converted before anything is measured: a conversion is an ffmpeg process taking
  // the cores the server and the load share.
  const deadline = Date.now() + CONVERSION_TIMEOUT_MS;
  for (const id of await sectionIdsOf(baseUrl, learner, detail.section.id)) {
    while ((await playOf(id)).format !== 'hls') {
      if (Date.now() > deadline) throw new Error(`section ${id} not converted in time`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** @type {string[]} */
  const playUrls = [];
  while (playUrls.length < plays) {
    const batch = await Promise.all(Array.from({ length: Math.min(20, plays - playUrls.length) }, play));
    playUrls.push(...batch.map((address) => address.playUrl));
  }
  const keyPaths = playUrls.map((url) => `/media-key?k=${new URL(url, baseUrl).searchParams.get('k')}`);

  const first = new URL(playUrls[0] ?? '', baseUrl);
  const master = await (await fetch(first, { headers: learner })).text();
  const variant = master.split('\n').find((line) => line.includes('.m3u8'));
  if (!variant) throw new Error(`no variant playlist in:\n${master}`);
  const variantUrl = new URL(variant, first);
  return { keyPaths, playlistPath: variantUrl.pathname + variantUrl.search };
}

/**
 * The course's sections from `firstId` on, in the player's order (each play detail names the next).
 *
 * @param {string} baseUrl
 * @param {Record<string, string>} learner
 * @param {number} firstId
 */
async function sectionIdsOf(baseUrl, learner, firstId) {
  const ids = [firstId];
  for (;;) {
    const last = ids[ids.length - 1];
    const { nextSectionId } = await post(
      baseUrl,
      '/api/front/learn/play/detail',
      { courseId: COURSE, sectionId: last },
      learner,
    );
    if (nextSectionId === null || ids.includes(nextSectionId)) return ids;
    ids.push(nextSectionId);
  }
}

/**
 * Each play's key call in turn.
 *
 * @param {string[]} keyPaths
 * @param {string} token
 */
export function keyCallsOf(keyPaths, token) {
  let next = 0;
  return () => {
    const path = keyPaths[next % keyPaths.length] ?? '';
    next += 1;
    return { body: '', headers: { token }, path };
  };
}

const BARE_NEXT_TO_KEYS = 'bare route, next to the media key';
const MEDIA_KEY = 'media-key (encrypted HLS key)';
const HLS_PLAYLIST = 'HLS playlist (key URI written)';
/** The server's fetches per play (KEY_FETCHES_PER_PLAY): a play past them is refused (429). */
const FETCHES_PER_PLAY = 30;
/** Fetches a second the key call may reach on a fast machine (17,000 were measured, 4 cores would do more). */
const MOST_FETCHES_PER_SECOND = 30_000;

/**
 * Plays enough that none of them passes its fetches over `seconds` of key calls at up to
 * MOST_FETCHES_PER_SECOND: too few, and the fetches past them are refused and fail the run.
 *
 * @param {number} seconds
 */
export const playsFor = (seconds) => Math.ceil((seconds * MOST_FETCHES_PER_SECOND) / FETCHES_PER_PLAY);

/** The key call and its bare route at the pace of the key call's latency target (measureAtLatencyPace). */
const PACED_KEY = `${MEDIA_KEY} at a quarter of the floor's pace`;
const PACED_BARE = `${BARE_NEXT_TO_KEYS} at a quarter of the floor's pace`;

/** Issue 33: the key call p99 < 10 ms and ≥ 50% of the bare route; the playlist ≥ 80% of it. */
export const MEDIA_KEY_TARGETS = [
  { label: PACED_KEY, measure: /** @type {const} */ ('p99'), goal: 10, reference: PACED_BARE },
  { label: MEDIA_KEY, measure: /** @type {const} */ ('ratio'), goal: 0.5, reference: BARE_NEXT_TO_KEYS },
  { label: HLS_PLAYLIST, measure: /** @type {const} */ ('ratio'), goal: 0.8, reference: BARE_NEXT_TO_KEYS },
];

/**
 * The bench's section of the key call and the playlist, next to a bare route measured just before.
 *
 * @param {{
 *   measureCalls: (context: any, calls: Array<import('./load.mjs').Call | string>) => Promise<void>,
 *   measureAtLatencyPace: (context: any, floor: import('./load.mjs').Call,
 *     call: import('./load.mjs').Call) => Promise<void>,
 *   signInAsEditor: (baseUrl: string) => Promise<Record<string, string>>,
 *   bareRoute: string,
 *   plays: number,
 * }} deps
 */
export function mediaKeysSection({ measureCalls, measureAtLatencyPace, signInAsEditor, bareRoute, plays }) {
  return {
    name: 'media keys',
    labels: [BARE_NEXT_TO_KEYS, MEDIA_KEY, HLS_PLAYLIST],
    /** @param {{ baseUrl: string, token: string }} context */
    run: async (context) => {
      const editorHeaders = await signInAsEditor(context.baseUrl);
      const { keyPaths, playlistPath } = await openEncryptedPlays(context.baseUrl, {
        token: context.token,
        editorHeaders,
        plays,
      });
      console.log(`  (${keyPaths.length} plays of an encrypted section)`);
      const learner = { token: context.token };
      const bare = { label: BARE_NEXT_TO_KEYS, path: bareRoute };
      /** @type {import('./load.mjs').Call} */
      const key = {
        label: MEDIA_KEY,
        path: '/media-key',
        method: 'GET',
        envelope: false,
        generate: keyCallsOf(keyPaths, context.token),
      };
      await measureCalls(context, [
        bare,
        key,
        { label: HLS_PLAYLIST, path: playlistPath, method: 'GET', envelope: false, headers: learner },
      ]);
      await measureAtLatencyPace(context, bare, key);
    },
  };
}
