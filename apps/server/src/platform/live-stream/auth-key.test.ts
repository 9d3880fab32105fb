import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAuthKey, verifyAuthKey } from './auth-key.js';
import { callbackSignature, verifyCallbackSignature } from './callback-signature.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const KEY = 'private-key-for-tests';
const NOW = 1_800_000_000;

describe('auth_key type A', () => {
  it('is {timestamp}-{rand}-{uid}-{md5 of path-timestamp-rand-uid-key}', () => {
    const authKey = signAuthKey('/live/live-5.flv', KEY, { expiresAt: NOW + 300, uid: '42', rand: 'ab12' });
    expect(authKey).toBe(`${NOW + 300}-ab12-42-${md5(`/live/live-5.flv-${NOW + 300}-ab12-42-${KEY}`)}`);
    expect(verifyAuthKey('/live/live-5.flv', authKey, KEY, NOW)).toEqual({
      expiresAt: NOW + 300,
      rand: 'ab12',
      uid: '42',
    });
  });

  it('refuses an expired, forged, re-bound or moved address', () => {
    const authKey = signAuthKey('/live/live-5.flv', KEY, { expiresAt: NOW + 300, uid: '42' });
    expect(verifyAuthKey('/live/live-5.flv', authKey, KEY, NOW + 301)).toBeNull();
    expect(verifyAuthKey('/live/live-5.flv', authKey, 'another-key-entirely', NOW)).toBeNull();
    expect(verifyAuthKey('/live/live-6.flv', authKey, KEY, NOW)).toBeNull();
    // Another learner's id in place of the one signed.
    expect(verifyAuthKey('/live/live-5.flv', authKey.replace('-42-', '-43-'), KEY, NOW)).toBeNull();
    // A later expiry written over the signed one.
    expect(
      verifyAuthKey('/live/live-5.flv', authKey.replace(/^\d+/, String(NOW + 9999)), KEY, NOW),
    ).toBeNull();
    for (const junk of [undefined, 1, '', 'a-b-c-d', `${NOW}-x-1-${'z'.repeat(32)}`, ['x']]) {
      expect(verifyAuthKey('/live/live-5.flv', junk, KEY, NOW)).toBeNull();
    }
  });
});

describe('stream callback signature', () => {
  const domain = 'push.zhixue.example';
  const headers = (timestamp: number, signature = callbackSignature(domain, timestamp, KEY)) => ({
    'ali-live-timestamp': String(timestamp),
    'ali-live-signature': signature,
  });

  it('is the md5 of domain|timestamp|key, accepted within five minutes', () => {
    expect(callbackSignature(domain, NOW, KEY)).toBe(md5(`${domain}|${NOW}|${KEY}`));
    expect(verifyCallbackSignature(domain, headers(NOW - 299), KEY, NOW)).toMatchObject({
      timestamp: NOW - 299,
    });
  });

  it('refuses a stale, forged or missing signature', () => {
    expect(verifyCallbackSignature(domain, headers(NOW - 301), KEY, NOW)).toBeNull();
    expect(verifyCallbackSignature(domain, headers(NOW + 301), KEY, NOW)).toBeNull();
    expect(verifyCallbackSignature(domain, headers(NOW, md5('forged')), KEY, NOW)).toBeNull();
    expect(verifyCallbackSignature('other.example', headers(NOW), KEY, NOW)).toBeNull();
    expect(verifyCallbackSignature(domain, {}, KEY, NOW)).toBeNull();
    expect(
      verifyCallbackSignature(domain, { 'ali-live-timestamp': 'x', 'ali-live-signature': 'y' }, KEY, NOW),
    ).toBeNull();
  });
});
