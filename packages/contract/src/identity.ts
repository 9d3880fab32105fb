import { z } from 'zod';
import { EmptyRequest, Flag, Id } from './common.js';
import { endpoint } from './endpoint.js';

/**
 * Phone, code, account and passwords travel AES-128-ECB/PKCS7 encrypted and base64 encoded (spec
 * section 5); the SMS code is wrapped in 4 random characters on each side before encryption.
 */
export const EncryptedField = z
  .string()
  .trim()
  .min(1, '请求参数错误')
  .max(512)
  .regex(/^[A-Za-z0-9+/=]+$/, '加密参数格式错误');

/** The SMS code travels wrapped in this many random characters on each side (spec section 5). */
export const CODE_PADDING = 4;

/** Spec section 5: 1, then 3-9, then 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MobileNumber = z.string().min(1, '请输入手机号').regex(MOBILE_PATTERN, '请输入正确的手机号!');

/** Password rule for new passwords; login accepts whatever was set. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const PASSWORD_RULE_MESSAGE = `密码长度为${PASSWORD_MIN}-${PASSWORD_MAX}位`;

export const LoginDevice = z.literal('pc');
export const DeviceId = z.string().trim().max(120).default('');

/** Login types of `user/login/mobile`: 1 binds the phone to a WeChat login, 3 logs in (or recovers). */
export const MobileLoginTypes = { BIND_WECHAT: 1, LOGIN: 3 } as const;
export const MobileLoginType = z.union([
  z.literal(MobileLoginTypes.BIND_WECHAT),
  z.literal(MobileLoginTypes.LOGIN),
]);

/** Login gifts: 1 for a new learner, 2 for one who comes back after a long absence. */
export const GiftTypes = { NEW_USER: 1, RETURNING_USER: 2 } as const;
export const GiftType = z.union([z.literal(GiftTypes.NEW_USER), z.literal(GiftTypes.RETURNING_USER)]);
/** The spec's acquisitionUserFrontDTO, plus the days of VIP membership the gift grants. */
export const AcquisitionUser = z.object({
  id: z.number().int(),
  status: Flag,
  type: GiftType,
  vipDays: z.number().int(),
});

/** The spec's loginParams. */
export const LoginParams = z.object({
  token: z.string(),
  id: z.number().int(),
  nickname: z.string(),
  entName: z.string().nullable(),
  entId: z.number().int().nullable(),
  avatar: z.string(),
  logo: z.string().nullable(),
  vipFront: z.object({ vip: Flag, expiresAt: z.string().nullable() }),
  acquisitionUserFrontDTO: AcquisitionUser.nullable(),
});
export type LoginParams = z.infer<typeof LoginParams>;

export const smsSend = endpoint({
  path: '/api/front/sms/send',
  access: 'public',
  request: z.object({ param: EncryptedField }),
  response: z.null(),
});

export const userLoginMobile = endpoint({
  path: '/api/front/user/login/mobile',
  access: 'public',
  request: z.object({
    mobile: EncryptedField,
    code: EncryptedField,
    deviceId: DeviceId,
    loginDevice: LoginDevice,
    type: MobileLoginType,
    /** With type 1: the ticket `user/login/wx` gave for a WeChat account without a phone. */
    bindTicket: z.string().max(128).optional(),
    /**
     * The learner ticked 我已阅读并同意《用户协议》《隐私政策》. Needed to register an unknown phone
     * (CONSENT_REQUIRED otherwise); the account records the documents' version and the time.
     */
    agreed: z.literal(true).optional(),
  }),
  response: LoginParams,
});

export const userLoginAccount = endpoint({
  path: '/api/front/user/login/account',
  access: 'public',
  request: z.object({
    account: EncryptedField,
    password: EncryptedField,
    deviceId: DeviceId,
    loginDevice: LoginDevice,
  }),
  response: LoginParams,
});

/** Where the browser goes to scan: WeChat's QR-connect page (or the offline development page). */
export const userWxQrConnect = endpoint({
  path: '/api/front/user/wx/qrconnect',
  access: 'optional',
  request: z.object({ purpose: z.enum(['login', 'bind']).default('login') }),
  response: z.object({ url: z.string(), state: z.string() }),
});

export const userLoginWx = endpoint({
  path: '/api/front/user/login/wx',
  access: 'public',
  request: z.object({
    code: z.string().trim().min(1).max(256),
    state: z.string().trim().min(1).max(128),
    deviceId: DeviceId,
    loginDevice: LoginDevice,
  }),
  /** Either a session, or (no account linked yet) a ticket for the bind-phone step. */
  response: z.object({
    token: z.string().nullable(),
    loginParams: LoginParams.nullable(),
    bindTicket: z.string().nullable(),
  }),
});

export const userBindWx = endpoint({
  path: '/api/front/user/bind/wx',
  access: 'user',
  request: z.object({
    code: z.string().trim().min(1).max(256),
    state: z.string().trim().min(1).max(128),
    type: z.literal(1),
  }),
  response: z.null(),
});

export const userBindMobile = endpoint({
  path: '/api/front/user/bind/mobile',
  access: 'user',
  request: z.object({ mobile: EncryptedField, code: EncryptedField }),
  response: z.null(),
});

export const userCheckMobile = endpoint({
  path: '/api/front/user/check/mobile',
  access: 'user',
  request: z.object({ mobile: EncryptedField }),
  response: z.object({ available: z.boolean() }),
});

export const userPasswordEdit = endpoint({
  path: '/api/front/user/password/edit',
  access: 'user',
  request: z.object({ param: EncryptedField }),
  response: z.null(),
});

export const userEntCheck = endpoint({
  path: '/api/front/user/ent/check',
  access: 'public',
  request: z.object({ mobile: EncryptedField }),
  response: z.null(),
});

export const userLogout = endpoint({
  path: '/api/front/user/logout',
  access: 'optional',
  request: EmptyRequest,
  response: z.null(),
});

export const SessionInfo = z.object({
  id: z.number().int(),
  deviceType: z.string(),
  deviceId: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** Browser and system in words, e.g. `Chrome 120 · Windows 10`, `微信 · iOS`, or `未知设备`. */
  deviceName: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const userSessionList = endpoint({
  path: '/api/front/user/session/list',
  access: 'user',
  request: EmptyRequest,
  response: z.array(SessionInfo),
});

export const userSessionRemove = endpoint({
  path: '/api/front/user/session/remove',
  access: 'user',
  request: z.object({ id: Id }),
  response: z.null(),
});

export const acquisitionClaim = endpoint({
  path: '/api/front/acquisition/claim',
  access: 'user',
  request: z.object({ id: Id, type: GiftType }),
  response: z.object({ vipDays: z.number().int(), vipExpiresAt: z.string() }),
});

/** The device id of spec section 3 (city name plus IP address), as the server sees the caller. */
export const deviceDetail = endpoint({
  path: '/api/front/device/detail',
  access: 'public',
  request: EmptyRequest,
  response: z.object({ deviceId: z.string() }),
});

/** Development only (refused in production): the latest code sent to a phone, for tests and demos. */
export const devSmsOutbox = endpoint({
  path: '/api/dev/sms/outbox',
  access: 'public',
  request: z.object({ mobile: MobileNumber }),
  response: z.object({ code: z.string() }),
});
