import { defineReasons } from './define.js';

/** The learner's own profile, avatar and addresses. */
export const userReasons = defineReasons({
  LEARNER_NOT_FOUND: { code: 'A0404', msg: '学员不存在' },
  LEARNER_ALREADY_DISABLED: { code: 'A0409', msg: '该账号已停用' },
  LEARNER_NOT_DISABLED: { code: 'A0409', msg: '该账号未停用' },
  NICKNAME_INVALID: { code: 'A0400', msg: '昵称不能包含尖括号（< >）或控制字符' },
  AVATAR_URL_INVALID: { code: 'A0400', msg: '头像地址无效' },
  AVATAR_MISSING: { code: 'A0400', msg: '请选择要上传的头像图片' },
  AVATAR_TOO_LARGE: { code: 'A0413', msg: '头像文件不能超过2MB' },
  AVATAR_TYPE_UNSUPPORTED: { code: 'A0400', msg: '仅支持 PNG、JPEG、WebP 格式的图片' },
  AVATAR_UPLOAD_TOO_FREQUENT: { code: 'A0429', msg: '头像上传过于频繁，请稍后再试' },
  AVATAR_MORE_THAN_ONE: { code: 'A0400', msg: '一次只能上传一张头像图片' },
  UPLOAD_MALFORMED: { code: 'A0400', msg: '上传内容格式错误' },
  ADDRESS_LIMIT: { code: 'A0400', msg: '收货地址最多{max}个' },
  ADDRESS_NOT_FOUND: { code: 'A0404', msg: '收货地址不存在' },
  ENTERPRISE_ACCOUNT_CLOSURE: { code: 'A0301', msg: '企业学员账号由所在企业管理，请联系企业管理员注销' },
});
