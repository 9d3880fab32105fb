import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isRecordingObject, signedObjectUrl } from './oss-recording.js';

const bucket = {
  endpoint: 'https://zhixue-live.oss-cn-shanghai.aliyuncs.com/',
  bucket: 'zhixue-live',
  accessKeyId: 'LTAI-reader',
  accessKeySecret: 'secret',
};

describe('OSS V1 signed GET address', () => {
  it('signs GET\\n\\n\\n{expires}\\n/{bucket}/{object} with HMAC-SHA1, the path encoded', () => {
    const object = 'live/live-5/0_2026-03-08-23:09:46.flv';
    const url = new URL(signedObjectUrl(bucket, object, 1_800_000_000));
    expect(url.origin + url.pathname).toBe(
      'https://zhixue-live.oss-cn-shanghai.aliyuncs.com/live/live-5/0_2026-03-08-23%3A09%3A46.flv',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      OSSAccessKeyId: 'LTAI-reader',
      Expires: '1800000000',
      Signature: createHmac('sha1', 'secret')
        .update(`GET\n\n\n1800000000\n/zhixue-live/${object}`)
        .digest('base64'),
    });
  });

  it('takes only relative object paths without dot segments', () => {
    expect(isRecordingObject('live/live-5/1.flv')).toBe(true);
    for (const bad of ['', '/live/1.flv', 'live//1.flv', 'live/../x.flv', './x.flv', 'a b.flv', 'x?y.flv']) {
      expect(isRecordingObject(bad), bad).toBe(false);
    }
    expect(isRecordingObject(`${'a'.repeat(1021)}.flv`)).toBe(false);
  });
});
