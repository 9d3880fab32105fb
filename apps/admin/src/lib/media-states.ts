import type { MediaState } from '@zhixue/contract';

/** How each state of an upload is shown, in the media library and in an enterprise's video picker. */
export const STATE_NAMES: Record<MediaState, { label: string; color: string }> = {
  uploading: { label: '上传中', color: 'default' },
  queued: { label: '等待处理', color: 'orange' },
  transcoding: { label: '处理中', color: 'blue' },
  ready: { label: '可使用', color: 'green' },
  stored: { label: '已保存', color: 'green' },
  failed: { label: '处理失败', color: 'red' },
};

/** States a later look may change on its own: a list refreshes while one is shown. */
export const MOVING: ReadonlySet<MediaState> = new Set(['uploading', 'queued', 'transcoding']);
