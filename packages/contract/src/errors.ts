/**
 * The closed catalogue of error codes. Codes follow the A (caller) / B (system) / C (third party)
 * scheme; every code has one HTTP status and one default Chinese message a person can act on.
 * Areas add their codes here so the whole catalogue stays in one place.
 */
export const ErrorCodes = {
  /** The session token is missing or unknown. */
  NOT_LOGGED_IN: 'A0313',
  /** The session reached its lifetime. */
  SESSION_EXPIRED: 'A0311',
  /** The session was ended, for example by a login on another device. */
  SESSION_REVOKED: 'A0312',
  NO_PERMISSION: 'A0301',
  /** The phone or account has no enterprise link (spec: 非企业学员). */
  NOT_ENTERPRISE_LEARNER: 'A0303',
  /** Wrong account or password; never says which, so accounts cannot be discovered. */
  LOGIN_FAILED: 'A0201',
  SMS_CODE_WRONG: 'A0202',
  SMS_CODE_EXPIRED: 'A0203',
  SMS_CODE_TOO_MANY_TRIES: 'A0204',
  MOBILE_TAKEN: 'A0205',
  WECHAT_AUTH_FAILED: 'A0206',
  WECHAT_TAKEN: 'A0207',
  CONFLICT: 'A0409',
  BAD_PARAMETER: 'A0400',
  NOT_FOUND: 'A0404',
  METHOD_NOT_ALLOWED: 'A0405',
  PAYLOAD_TOO_LARGE: 'A0413',
  UNSUPPORTED_MEDIA_TYPE: 'A0415',
  TOO_MANY_REQUESTS: 'A0429',
  /** A signed media address past its expiry: ask `vod/play/sts` again. */
  MEDIA_LINK_EXPIRED: 'A0410',
  /** A media Range request beyond the end of the file. */
  RANGE_NOT_SATISFIABLE: 'A0416',
  SYSTEM_ERROR: 'B0001',
  SERVICE_UNAVAILABLE: 'B0503',
  THIRD_PARTY_ERROR: 'C0001',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export const errorCatalogue: Record<ErrorCode, { status: number; msg: string }> = {
  A0313: { status: 401, msg: '请先登录' },
  A0311: { status: 401, msg: '登录已过期，请重新登录' },
  A0312: { status: 401, msg: '您的账号已在其他设备登录，请重新登录' },
  A0301: { status: 403, msg: '没有权限进行此操作' },
  A0303: { status: 403, msg: '非企业学员' },
  A0201: { status: 400, msg: '账号或密码错误' },
  A0202: { status: 400, msg: '验证码错误，请重新输入' },
  A0203: { status: 400, msg: '验证码已失效，请重新获取' },
  A0204: { status: 400, msg: '验证码错误次数过多，请重新获取' },
  A0205: { status: 409, msg: '该手机号已绑定其他账号' },
  A0206: { status: 400, msg: '微信授权已失效，请重新扫码' },
  A0207: { status: 409, msg: '该微信已绑定其他账号' },
  A0409: { status: 409, msg: '操作冲突，请刷新后重试' },
  A0400: { status: 400, msg: '请求参数错误' },
  A0404: { status: 404, msg: '请求的内容不存在' },
  A0405: { status: 405, msg: '请求方式错误，请使用 POST' },
  A0413: { status: 413, msg: '请求内容过大' },
  A0415: { status: 415, msg: '请求格式错误，请使用 JSON' },
  A0429: { status: 429, msg: '操作过于频繁，请稍后再试' },
  A0410: { status: 410, msg: '播放地址已过期，请刷新后重试' },
  A0416: { status: 416, msg: '请求的内容范围无效' },
  B0001: { status: 500, msg: '系统繁忙，请稍后再试' },
  B0503: { status: 503, msg: '服务正在维护或重启，请稍后再试' },
  C0001: { status: 502, msg: '第三方服务暂时不可用，请稍后再试' },
};

/** The session codes after which the web app clears the session (spec section 8). */
export const SESSION_ERROR_CODES: readonly ErrorCode[] = ['A0311', 'A0312', 'A0313'];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
