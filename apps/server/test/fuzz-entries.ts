import {
  ADMIN_IMAGE_UPLOAD_PATH,
  courseworkFileUploadPath,
  LIVE_RECORD_CALLBACK_PATH,
  LIVE_STREAM_CALLBACK_PATH,
  liveCalendarPath,
  MEDIA_UPLOADS_PATH,
  NOTICE_STREAM_PATH,
  ORDER_EXPORT_PATH_PREFIX,
  PAY_NOTIFY_PATHS,
  userAvatarUploadPath,
} from '@zhixue/contract';
import { signMediaFolderLink, signMediaLink } from '../src/modules/learning/signatures.js';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { callbackSignature } from '../src/platform/live-stream/index.js';
import { BODY_CASES, type FuzzCase, UPLOAD_CASES } from './fuzz-cases.js';
import type { FuzzTask } from './fuzz-run.js';
import type { LoggedIn } from './login-helpers.js';
import { uploadMetadata } from './media-uploads-support.js';

/**
 * Hostile requests to the entries that are not JSON calls of the contract: the avatar, coursework and
 * console picture uploads (multipart), signed coursework files, signed media (query, path, Range), signed certificate PDFs, provider notifications
 * (raw bodies, headers), the development pages, the media library's tus uploads (as nobody and as a
 * signed-in operator: `operator` is its cookie and console header), and API paths reached the wrong way.
 */
export function entryTasks(learner: LoggedIn, operator: Record<string, string>): FuzzTask[] {
  const tasks: FuzzTask[] = [];
  const add = (path: string, fuzz: Partial<FuzzCase> & { label: string }, options: Partial<FuzzTask> = {}) =>
    tasks.push({
      path,
      who: 'visitor',
      headers: {},
      envelope: false,
      method: 'GET',
      ...options,
      fuzz: { body: undefined, contentType: '', ...fuzz },
    });

  for (const fuzz of [...UPLOAD_CASES, ...BODY_CASES]) {
    for (const path of [userAvatarUploadPath, courseworkFileUploadPath]) {
      add(path, fuzz, { method: 'POST', envelope: true });
      add(path, fuzz, { method: 'POST', envelope: true, who: 'learner', headers: learner.headers });
    }
    add(ADMIN_IMAGE_UPLOAD_PATH, fuzz, { method: 'POST', envelope: true });
    add(ADMIN_IMAGE_UPLOAD_PATH, fuzz, {
      method: 'POST',
      envelope: true,
      who: 'operator',
      headers: operator,
    });
  }

  // Signed coursework files: the link is the permission, so every request here is a visitor's.
  for (const path of [
    '/api/coursework/file/%00',
    '/api/coursework/file/1',
    '/api/coursework/file/1?e=1e308&s=%ff',
    '/api/coursework/file/1?e[x]=1&s[]=a&e=2&e=3',
    `/api/coursework/file/${'9'.repeat(3000)}?e=99999999999&s=${'0'.repeat(64)}`,
    '/api/coursework/file/..%2f..%2fpackage.json',
  ]) {
    add(path, { label: 'coursework file' }, { envelope: true });
  }

  const secret = DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET;
  const file = signMediaLink(secret, learner.userId, 'demo/sample-1.mp4').url;
  const folder = signMediaFolderLink(secret, learner.userId, 'demo/hls-1/index.m3u8').url;
  const asLearner = { who: 'learner', headers: learner.headers };
  for (const path of [
    '/media/%00',
    '/media/demo/sample-1.mp4%00',
    '/media/demo/sample-1.mp4?u=%00&e=1e308&s=%ff',
    '/media/demo/sample-1.mp4?u=1&u=2&e[x]=1&s[]=a',
    `/media/${'a'.repeat(3000)}`,
    '/media/..%2f..%2fpackage.json',
    file.replace('sample-1', 'sample-2'),
    folder.replace(/d=[^&]+/, 'd=demo%00'),
    folder.replace('index.m3u8', '..%2f..%2fsample-1.mp4'),
  ]) {
    add(path, { label: 'media' }, asLearner);
    add(path, { label: 'media' }, { ...asLearner, method: 'HEAD' });
  }
  for (const range of [
    'bytes=99999999999999999999-',
    'bytes=-0',
    'bytes=5-1',
    'bytes=0-0,1-1',
    'bytes=abc',
    'items=0-1',
    'bytes=-99999999999999999999',
    `bytes=0-${'9'.repeat(400)}`,
  ]) {
    for (const path of [file, folder]) {
      add(
        path,
        { label: `range ${range.slice(0, 30)}` },
        { ...asLearner, headers: { ...learner.headers, range } },
      );
    }
  }

  // Signed certificate PDFs: the link is the permission, so every request here is a visitor's.
  for (const path of [
    '/api/cert/pdf/%00',
    '/api/cert/pdf/ZX-AAAA-BBBB-CCCC-DDDD.pdf',
    '/api/cert/pdf/ZX-AAAA-BBBB-CCCC-DDDD.pdf?e=1e308&s=%ff',
    '/api/cert/pdf/ZX-AAAA-BBBB-CCCC-DDDD.pdf?e[x]=1&s[]=a&e=2&e=3',
    `/api/cert/pdf/${'a'.repeat(3000)}.pdf?e=99999999999&s=${'0'.repeat(64)}`,
    '/api/cert/pdf/..%2f..%2fpackage.json',
  ]) {
    add(path, { label: 'certificate pdf' }, { envelope: true });
  }

  // Orders exports: the signed link is the permission, so every request here is a visitor's.
  for (const path of [
    `${ORDER_EXPORT_PATH_PREFIX}%00`,
    `${ORDER_EXPORT_PATH_PREFIX}1.xlsx`,
    `${ORDER_EXPORT_PATH_PREFIX}1.xlsx?e=1e308&s=%ff`,
    `${ORDER_EXPORT_PATH_PREFIX}1.xlsx?e[x]=1&s[]=a&e=2&e=3`,
    `${ORDER_EXPORT_PATH_PREFIX}${'9'.repeat(3000)}.xlsx?e=99999999999&s=${'0'.repeat(64)}`,
    `${ORDER_EXPORT_PATH_PREFIX}..%2f..%2fpackage.json`,
  ]) {
    add(path, { label: 'orders export' }, { envelope: true });
  }

  // Live calendar files: refused ones answer in the envelope, a served one is the calendar itself.
  for (const path of [
    `${liveCalendarPath}/%00`,
    `${liveCalendarPath}/0.ics`,
    `${liveCalendarPath}/7777.ics`,
    `${liveCalendarPath}/${'9'.repeat(3000)}.ics`,
    `${liveCalendarPath}/..%2f..%2fpackage.json`,
    `${liveCalendarPath}/5.ics.json?x[]=1`,
  ]) {
    add(path, { label: 'live calendar' }, { envelope: true });
    add(path, { label: 'live calendar' }, { envelope: true, ...asLearner });
  }
  add(`${liveCalendarPath}/5.ics?x[y]=%00`, { label: 'live calendar' }, { envelope: false });

  // The streaming service's stream callbacks: unsigned, mis-signed, stale or odd queries.
  for (const query of [
    '',
    '?action=publish&id=live-5',
    '?action[]=publish&id=%00',
    `?id=${'x'.repeat(5000)}`,
  ]) {
    add(`${LIVE_STREAM_CALLBACK_PATH}${query}`, { label: 'live callback' }, { envelope: true });
    add(
      `${LIVE_STREAM_CALLBACK_PATH}${query}`,
      { label: 'live callback' },
      { envelope: true, headers: { 'ali-live-timestamp': '1e308', 'ali-live-signature': '%00' } },
    );
  }

  // The record callback: hostile bodies unsigned, mis-signed, and signed (so they reach the parser).
  const signedNow = () => {
    const timestamp = Math.floor(Date.now() / 1000);
    return {
      'ali-live-timestamp': String(timestamp),
      'ali-live-signature': callbackSignature('localhost', timestamp, DEVELOPMENT_SECRETS.LIVE_NOTIFY_KEY),
    };
  };
  const recordBodies: FuzzCase[] = [
    ...BODY_CASES,
    {
      label: 'record event with a hostile uri',
      body: JSON.stringify({
        domain: 'x',
        app: 'live',
        stream: 'live-5',
        uri: '../../%00.flv',
        start_time: 1,
        stop_time: 2,
      }),
      contentType: 'application/json',
    },
    {
      label: 'record event of odd types',
      body: '{"app":["live"],"stream":{"x":1},"uri":1e308,"start_time":-1,"stop_time":"x"}',
      contentType: 'text/plain',
    },
  ];
  for (const fuzz of recordBodies) {
    const signings: Record<string, string>[] = [
      {},
      { 'ali-live-timestamp': '1e308', 'ali-live-signature': '%00' },
      signedNow(),
    ];
    for (const headers of signings) {
      add(
        LIVE_RECORD_CALLBACK_PATH,
        { ...fuzz, label: `record callback: ${fuzz.label}` },
        {
          method: 'POST',
          envelope: true,
          headers,
        },
      );
    }
  }

  const notifications: FuzzCase[] = [
    ...BODY_CASES,
    { label: 'NUL in JSON', body: '{"id":"\u0000","resource":{"ciphertext":"\u0000"}}' },
    {
      label: 'NUL in a form',
      body: 'out_trade_no=%00&total_amount=1e308&sign=%ff',
      contentType: 'application/x-www-form-urlencoded',
    },
    { label: '100k', body: 'a'.repeat(100_000), contentType: 'text/plain' },
    {
      label: 'hostile WeChat headers',
      body: '{}',
      headers: {
        'wechatpay-serial': 'x'.repeat(5000),
        'wechatpay-timestamp': '-1',
        'wechatpay-signature': '%00',
      },
    },
    {
      label: 'hostile sandbox headers',
      body: '{"orderNo":"\u0000"}',
      headers: { 'x-sandbox-signature': 'AAAA', 'x-sandbox-timestamp': '1e308' },
    },
  ];
  for (const path of Object.values(PAY_NOTIFY_PATHS)) {
    for (const fuzz of notifications) add(path, fuzz, { method: 'POST', who: 'provider' });
  }

  for (const query of [
    'state=%00',
    'state=a&state=b',
    `state=${'a'.repeat(5000)}`,
    'state=ok&custom=%00',
    'state=ok&custom=%E0%A4%A',
    'state=ok&name[]=x',
  ]) {
    add(`/dev/wechat/qrconnect?${query}`, { label: query });
    add(`/dev/wechat/confirm?${query}`, { label: query });
  }
  for (const orderNo of ['%00', 'AAAAAA', 'a'.repeat(3000), '..%2f..']) {
    add(`/dev/pay/sandbox/${orderNo}`, { label: orderNo });
    const form = { label: orderNo, body: 'a=%00', contentType: 'application/x-www-form-urlencoded' };
    add(`/dev/pay/sandbox/${orderNo}/confirm`, form, { method: 'POST' });
  }

  tasks.push(...mediaUploadTasks(operator));

  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    add('/api/front/course/list', { label: method }, { method, envelope: true });
  }
  for (const path of ['/api/front/nope', '/api/%00', '/api/front/course/list?keyword=%00&__proto__[x]=1']) {
    add(
      path,
      { label: path, body: '{}', contentType: 'application/json' },
      { method: 'POST', envelope: true },
    );
  }
  const oddHeaders = { 'x-request-id': 'a'.repeat(5000), platform: '\u00ff' };
  add(
    '/api/front/course/list',
    { label: 'request id', body: '{}', contentType: 'application/json' },
    {
      method: 'POST',
      envelope: true,
      headers: oddHeaders,
    },
  );
  // The notice stream refuses in the envelope whoever is not a logged-in learner; a learner's stream
  // stays open by design, so it is not fuzzed here (the message tests read it).
  for (const token of ['', 'x'.repeat(5000), '%00%ff', 'Bearer ../../etc/passwd']) {
    add(
      NOTICE_STREAM_PATH,
      { label: 'notice stream token' },
      { envelope: true, headers: token ? { token } : {} },
    );
  }
  for (const fuzz of BODY_CASES) add(NOTICE_STREAM_PATH, fuzz, { method: 'POST', envelope: true });
  return tasks;
}

/** tus requests with hostile headers and paths, as nobody and as an operator who may upload. */
function mediaUploadTasks(operator: Record<string, string>): FuzzTask[] {
  const tasks: FuzzTask[] = [];
  const tus = { 'tus-resumable': '1.0.0' };
  const creations: FuzzCase[] = [
    { label: 'no tus version', body: undefined, headers: { 'upload-length': '10' } },
    { label: 'huge length', body: undefined, headers: { ...tus, 'upload-length': '9'.repeat(400) } },
    { label: 'negative length', body: undefined, headers: { ...tus, 'upload-length': '-1' } },
    { label: 'deferred length', body: undefined, headers: { ...tus, 'upload-defer-length': '1' } },
    {
      label: 'broken metadata',
      body: undefined,
      headers: { ...tus, 'upload-length': '10', 'upload-metadata': 'filename %%%,filetype,,' },
    },
    {
      label: 'NUL file name',
      body: undefined,
      headers: {
        ...tus,
        'upload-length': '10',
        'upload-metadata': uploadMetadata({ filename: '\u0000.mp4', filetype: 'video/mp4' }),
      },
    },
    {
      label: 'creation with a wrong body',
      body: 'x'.repeat(100),
      contentType: 'application/offset+octet-stream',
      headers: {
        ...tus,
        'upload-length': '10',
        'upload-metadata': uploadMetadata({ filename: 'a.pdf', filetype: 'application/pdf' }),
      },
    },
  ];
  const patches: FuzzCase[] = [
    { label: 'no offset', body: 'abc', contentType: 'application/offset+octet-stream', headers: tus },
    {
      label: 'huge offset',
      body: 'abc',
      contentType: 'application/offset+octet-stream',
      headers: { ...tus, 'upload-offset': '9'.repeat(400) },
    },
    {
      label: 'JSON body',
      body: '{}',
      contentType: 'application/json',
      headers: { ...tus, 'upload-offset': '0' },
    },
  ];
  const uploadPaths = ['%00', '..%2f..%2fpackage.json', 'a'.repeat(3000), '0123456789abcdef'].map(
    (id) => `${MEDIA_UPLOADS_PATH}/${id}`,
  );
  for (const [who, headers] of [
    ['visitor', {}],
    ['operator', operator],
  ] as const) {
    const add = (path: string, method: string, fuzz: FuzzCase, envelope = false) =>
      tasks.push({ path, method, who, headers, envelope, fuzz });
    for (const fuzz of creations) add(MEDIA_UPLOADS_PATH, 'POST', fuzz);
    for (const path of uploadPaths) {
      for (const fuzz of patches) add(path, 'PATCH', fuzz);
      add(path, 'HEAD', { label: 'offset', body: undefined, headers: tus });
      add(path, 'DELETE', { label: 'termination', body: undefined, headers: tus }, true);
    }
    add(MEDIA_UPLOADS_PATH, 'OPTIONS', { label: 'capabilities', body: undefined });
  }
  return tasks;
}
