import { errorCatalogue } from '../errors.js';
import { PASSWORD_RULE_MESSAGE } from '../identity.js';
import { defineReasons } from './define.js';

/** Logging in, codes, WeChat and account security. */
export const authReasons = defineReasons({
  FIELD_CIPHER_INVALID: { code: 'A0400', msg: '{field}加密格式错误，请刷新页面后重试' },
  MOBILE_REQUIRED: { code: 'A0400', msg: '请输入手机号' },
  MOBILE_INVALID: { code: 'A0400', msg: '请输入正确的手机号!' },
  SMS_CODE_REQUIRED: { code: 'A0400', msg: '请输入验证码' },
  ACCOUNT_REQUIRED: { code: 'A0400', msg: '请输入账号' },
  PASSWORD_REQUIRED: { code: 'A0400', msg: '请输入密码' },
  NEW_PASSWORD_REQUIRED: { code: 'A0400', msg: '请输入新密码' },
  PASSWORD_RULE: { code: 'A0400', msg: PASSWORD_RULE_MESSAGE },
  /** Wrong account or password; never says which, so accounts cannot be discovered. */
  LOGIN_FAILED: { code: 'A0201', msg: errorCatalogue.A0201.msg },
  ACCOUNT_DISABLED: { code: 'A0301', msg: '该账号已被停用，如有疑问请联系客服' },
  PASSWORD_LOCKED: { code: 'A0429', msg: '密码错误次数过多，请15分钟后再试' },
  LOGIN_TOO_FREQUENT: { code: 'A0429', msg: '登录尝试过于频繁，请稍后再试' },
  SMS_CODE_WRONG: { code: 'A0202', msg: '验证码错误，还可尝试{triesLeft}次' },
  SMS_CODE_EXPIRED: { code: 'A0203', msg: errorCatalogue.A0203.msg },
  SMS_CODE_TOO_MANY_TRIES: { code: 'A0204', msg: errorCatalogue.A0204.msg },
  SMS_SEND_FAILED: { code: 'C0001', msg: '短信发送失败，请稍后再试' },
  SMS_NETWORK_TOO_FREQUENT: { code: 'A0429', msg: '该网络获取验证码过于频繁，请稍后再试' },
  SMS_NETWORK_DAILY_LIMIT: { code: 'A0429', msg: '该网络今日获取验证码次数已达上限' },
  SMS_TOO_SOON: { code: 'A0429', msg: '验证码发送过于频繁，请60秒后再试' },
  SMS_HOURLY_LIMIT: { code: 'A0429', msg: '验证码获取次数过多，请1小时后再试' },
  SMS_DAILY_LIMIT: { code: 'A0429', msg: '今日验证码获取次数已达上限，请明天再试' },
  /** Development outbox only: no code is waiting for that phone. */
  SMS_OUTBOX_EMPTY: { code: 'A0404', msg: '该手机号没有待使用的验证码' },
  /** The phone or account has no enterprise link (spec: 非企业学员). */
  NOT_ENTERPRISE_LEARNER: { code: 'A0303', msg: errorCatalogue.A0303.msg },
  /** A new phone registers only with the documents accepted (Personal Information Protection Law). */
  CONSENT_REQUIRED: { code: 'A0400', msg: '请阅读并同意《用户协议》和《隐私政策》' },
  WECHAT_AUTH_FAILED: { code: 'A0206', msg: errorCatalogue.A0206.msg },
  WECHAT_TAKEN: { code: 'A0207', msg: errorCatalogue.A0207.msg },
  MOBILE_TAKEN: { code: 'A0205', msg: errorCatalogue.A0205.msg },
  MOBILE_HAS_OTHER_WECHAT: { code: 'A0205', msg: '该手机号已绑定其他微信' },
  DEVICE_NOT_FOUND: { code: 'A0404', msg: '该登录设备不存在' },
});
