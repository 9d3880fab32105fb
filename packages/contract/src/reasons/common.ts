import { INVALID_TEXT_MESSAGE } from '../common.js';
import { errorCatalogue } from '../errors.js';
import { defineReasons } from './define.js';

/** Refusals of the request edge and the session, the same for every area. */
export const commonReasons = defineReasons({
  NOT_LOGGED_IN: { code: 'A0313', msg: errorCatalogue.A0313.msg },
  SESSION_EXPIRED: { code: 'A0311', msg: errorCatalogue.A0311.msg },
  SESSION_REVOKED: { code: 'A0312', msg: errorCatalogue.A0312.msg },
  ENTERPRISE_ONLY: { code: 'A0301', msg: '该功能仅对企业学员开放' },
  /** The contract's schema refused the body; `detail` is the schema's own sentence or the field. */
  INVALID_REQUEST: { code: 'A0400', msg: '{detail}' },
  /** Control characters or lone surrogates in any text of the request (or a decrypted field). */
  INVALID_CHARACTERS: { code: 'A0400', msg: INVALID_TEXT_MESSAGE },
  REQUEST_TOO_DEEP: { code: 'A0400', msg: '请求参数层级过深' },
  INVALID_JSON: { code: 'A0400', msg: '请求体不是合法的 JSON' },
  CONTENT_LENGTH_MISMATCH: { code: 'A0400', msg: '请求长度与内容不符' },
  MALFORMED_REQUEST: { code: 'A0400', msg: '请求格式错误' },
  BODY_TOO_LARGE: { code: 'A0413', msg: errorCatalogue.A0413.msg },
  UNSUPPORTED_MEDIA_TYPE: { code: 'A0415', msg: errorCatalogue.A0415.msg },
  METHOD_NOT_ALLOWED: { code: 'A0405', msg: errorCatalogue.A0405.msg },
  API_NOT_FOUND: { code: 'A0404', msg: '接口不存在' },
  /** The shared cache that counts attempts could not be reached: refused rather than unlimited. */
  LIMITER_UNAVAILABLE: { code: 'B0503', msg: '服务繁忙，请稍后再试' },
  /** The shared cache a step needs (a one-time code, a sign-in ticket) could not be reached. */
  CACHE_UNAVAILABLE: { code: 'B0503', msg: '服务暂时繁忙，请稍后再试' },
  SYSTEM_ERROR: { code: 'B0001', msg: errorCatalogue.B0001.msg },
  SERVICE_UNAVAILABLE: { code: 'B0503', msg: errorCatalogue.B0503.msg },
  /** A scrape of /metrics without the bearer token METRICS_TOKEN names, or with another. */
  METRICS_TOKEN_INVALID: { code: 'A0313', msg: '请提供有效的监控令牌' },
});
