import { defineReasons } from './define.js';

/** Coursework: submissions, their files, comments, likes and reviews. */
export const courseworkReasons = defineReasons({
  COURSEWORK_NOT_FOUND: { code: 'A0404', msg: '作业不存在' },
  COURSEWORK_NOT_ENROLLED: { code: 'A0301', msg: '报名训练营后才能提交作业' },
  COURSEWORK_CLOSED: { code: 'A0400', msg: '作业已截止，不能再提交或修改' },
  COURSEWORK_ALREADY_SAVED: { code: 'A0409', msg: '你已保存过该作业，请在原作业上修改' },
  COURSEWORK_EMPTY: { code: 'A0400', msg: '请填写作业内容或上传文件' },
  /** Another learner's draft or removed work answers the same as one that never existed. */
  COURSEWORK_WORK_NOT_FOUND: { code: 'A0404', msg: '作业不存在或已删除' },
  COURSEWORK_WORK_HIDDEN: { code: 'A0301', msg: '提交自己的作业后才能查看其他同学的作业' },
  COURSEWORK_FILE_NOT_FOUND: { code: 'A0404', msg: '文件不存在，请重新上传' },
  COURSEWORK_FILE_MISSING: { code: 'A0400', msg: '请选择要上传的文件' },
  COURSEWORK_FILE_TOO_LARGE: { code: 'A0413', msg: '图片不能超过 5MB，附件不能超过 20MB' },
  COURSEWORK_FILE_TYPE_UNSUPPORTED: {
    code: 'A0415',
    msg: '仅支持 JPG、PNG、GIF、WebP 图片和 PDF、Word、Excel、PPT、ZIP 附件',
  },
  COURSEWORK_UPLOAD_TOO_FREQUENT: { code: 'A0429', msg: '上传太频繁，请稍后再试' },
  COURSEWORK_FILE_LINK_EXPIRED: { code: 'A0410', msg: '文件链接已过期，请刷新页面' },
  COURSEWORK_COMMENT_NOT_FOUND: { code: 'A0404', msg: '评论不存在或已删除' },
  COURSEWORK_NOT_SUBMITTED: { code: 'A0409', msg: '作业尚未提交，不能批改' },
  COURSEWORK_NOT_REVIEWED: { code: 'A0409', msg: '请先批改再发布' },
  COURSEWORK_PLAN_ITEM_INVALID: { code: 'A0400', msg: '请选择训练营计划中尚未布置的作业项' },
});
