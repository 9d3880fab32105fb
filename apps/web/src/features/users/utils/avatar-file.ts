import { AVATAR_MAX_BYTES } from '@zhixue/contract';

/** What `user/avatar/upload` takes: PNG, JPEG or WebP up to 2 MB (the contract's limit). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** Why a picked file cannot be an avatar, or null when it can: checked before uploading. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return '请上传 PNG、JPEG 或 WebP 格式的图片';
  if (file.size > AVATAR_MAX_BYTES) return `图片大小不能超过 ${AVATAR_MAX_BYTES / 1024 / 1024}MB`;
  if (file.size === 0) return '图片文件是空的，请重新选择';
  return null;
}
