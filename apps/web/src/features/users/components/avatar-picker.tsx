import type { UserProfile } from '@zhixue/contract';
import { Spin } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { feedback } from '@/lib/feedback';
import { useChangeAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT } from '../utils/avatar-file';
import styles from './account.module.css';

/** The avatar with a 更换头像 overlay: picks a PNG, JPEG or WebP up to 2 MB and uploads it. */
export function AvatarPicker({ profile }: { profile: UserProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const change = useChangeAvatar();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires
    // changeAvatar checks the type and size before uploading; a refusal is toasted like any error.
    if (file) change.mutate(file, { onSuccess: () => feedback.success('头像已更新') });
  };

  return (
    <div className={styles.avatarPicker}>
      <button
        type="button"
        className={styles.avatarButton}
        onClick={() => input.current?.click()}
        disabled={change.isPending}
        aria-label="更换头像"
      >
        {profile.avatar ? (
          <img src={profile.avatar} alt="头像" />
        ) : (
          <span>{Array.from(profile.nickname || '学')[0]}</span>
        )}
        <span className={styles.avatarOverlay}>{change.isPending ? <Spin size="small" /> : '更换头像'}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        onChange={onPick}
        data-testid="avatar-file"
      />
      <p className={styles.avatarHint}>支持 PNG、JPEG、WebP，2MB 以内</p>
    </div>
  );
}
