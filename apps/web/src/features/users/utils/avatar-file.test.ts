import { AVATAR_MAX_BYTES } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar-file';

describe('checkAvatarFile', () => {
  it('takes PNG, JPEG and WebP up to 2 MB', () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(checkAvatarFile({ type, size: 1000 })).toBeNull();
      expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types, larger files and empty ones', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('请上传 PNG、JPEG 或 WebP 格式的图片');
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toMatch(/PNG/);
    expect(checkAvatarFile({ type: '', size: 10 })).toMatch(/PNG/);
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('图片大小不能超过 2MB');
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toMatch(/空/);
  });
});
