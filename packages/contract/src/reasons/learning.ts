import { errorCatalogue } from '../errors.js';
import { defineReasons } from './define.js';

/** Playing sections, slides, progress heartbeats and the signed media behind them. */
export const learningReasons = defineReasons({
  SECTION_NOT_IN_COURSE: { code: 'A0404', msg: '该课程中没有这个小节' },
  SECTION_HAS_NO_VIDEO: { code: 'A0404', msg: '该小节暂无视频' },
  NO_PLAYABLE_SECTION: { code: 'A0404', msg: '该课程暂无可播放的小节' },
  SECTION_NEEDS_PURCHASE: { code: 'A0301', msg: '购买课程后才能观看该小节' },
  SLIDES_NEED_PURCHASE: { code: 'A0301', msg: '购买课程后才能查看课件' },
  NOT_IN_ENTERPRISE_LIBRARY: { code: 'A0404', msg: '企业课程库中没有这门课程' },
  PLAY_TOKEN_INVALID: { code: 'A0400', msg: '播放凭证无效或已过期，请刷新页面' },
  PLAY_TOKEN_OF_OTHER_LEARNER: { code: 'A0301', msg: '不能记录其他学员的学习进度' },
  PLAY_TOKEN_MISMATCH: { code: 'A0400', msg: '播放凭证与课程小节不符' },
  /** 你还在学习吗？ went unanswered: this play credits nothing more; a new play goes on. */
  PLAY_IDLE_ENDED: { code: 'A0410', msg: '长时间未确认仍在学习，本次播放已暂停，请重新开始播放' },
  PROGRESS_NOT_SAVED: { code: 'B0503', msg: '学习进度暂未保存，请稍后重试' },
  MEDIA_NOT_FOUND: { code: 'A0404', msg: errorCatalogue.A0404.msg },
  MEDIA_LINK_FORGED: { code: 'A0301', msg: '播放地址无效' },
  /** A signed media address past its expiry: ask `vod/play/sts` again. */
  MEDIA_LINK_EXPIRED: { code: 'A0410', msg: errorCatalogue.A0410.msg },
  MEDIA_LINK_OF_OTHER_LEARNER: { code: 'A0301', msg: '该播放地址不属于当前账号' },
  MEDIA_RANGE_INVALID: { code: 'A0416', msg: errorCatalogue.A0416.msg },
  /** The key call of an encrypted HLS section (decision 0053): each refusal says why. */
  MEDIA_KEY_TICKET_FORGED: { code: 'A0301', msg: '视频密钥凭证无效' },
  MEDIA_KEY_PLAY_EXPIRED: { code: 'A0301', msg: '本次播放已过期，请刷新页面后重新播放' },
  MEDIA_KEY_NOT_LOGGED_IN: { code: 'A0301', msg: '请登录后观看该视频' },
  MEDIA_KEY_OF_OTHER_LEARNER: { code: 'A0301', msg: '该播放不属于当前账号' },
  MEDIA_KEY_PLAY_REVOKED: {
    code: 'A0301',
    msg: '本次播放已失效（账号已在其他设备登录或已退出），请重新播放',
  },
  MEDIA_KEY_ENTITLEMENT_ENDED: { code: 'A0301', msg: '课程权限已失效，无法继续观看' },
  MEDIA_KEY_TOO_MANY: { code: 'A0429', msg: '视频密钥请求过于频繁，本次播放已停止' },
  MEDIA_KEY_NOT_FOUND: { code: 'A0404', msg: '该小节的视频未加密' },
});
