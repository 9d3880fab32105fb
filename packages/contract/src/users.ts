import { z } from 'zod';
import { AdminLearnerDetail } from './admin/learners.js';
import { EmptyRequest, Flag, Id } from './common.js';
import { endpoint } from './endpoint.js';
import { MobileNumber } from './identity.js';

/** Spec: 1 male, 2 female, 0 secret. */
export const Gender = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const UserProfile = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  gender: Gender,
  /** Masked: 138****0001. */
  mobile: z.string().nullable(),
  account: z.string().nullable(),
  entId: z.number().int().nullable(),
  entName: z.string().nullable(),
  logo: z.string().nullable(),
  vip: Flag,
  vipExpiresAt: z.string().nullable(),
  wxBound: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const userDetail = endpoint({
  path: '/api/front/user/detail',
  access: 'user',
  request: EmptyRequest,
  response: UserProfile,
});

export const UserAssets = z.object({
  vip: Flag,
  vipExpiresAt: z.string().nullable(),
  vipDaysLeft: z.number().int(),
  gifts: z.array(z.object({ type: z.number().int(), vipDays: z.number().int(), claimedAt: z.string() })),
});

export const userAssetDetail = endpoint({
  path: '/api/front/user/asset/detail',
  access: 'user',
  request: EmptyRequest,
  response: UserAssets,
});

export const userAccount = endpoint({
  path: '/api/front/user/account',
  access: 'user',
  request: EmptyRequest,
  response: z.object({
    mobile: z.string().nullable(),
    account: z.string().nullable(),
    wxBound: z.boolean(),
    hasPassword: z.boolean(),
    /** Whether the learner may ask to close the account (an enterprise learner's is the enterprise's). */
    canClose: z.boolean(),
    /** When a pending request to close the account takes effect (China time), or null. */
    closureDueAt: z.string().nullable(),
  }),
});

export const NICKNAME_MAX = 20;

export const userEdit = endpoint({
  path: '/api/front/user/edit',
  access: 'user',
  request: z
    .object({
      nickname: z
        .string()
        .trim()
        .min(1, '请输入昵称')
        .max(NICKNAME_MAX, `昵称最多${NICKNAME_MAX}个字`)
        .optional(),
      /** An address answered by `user/avatar/upload`. */
      avatar: z.string().max(300).optional(),
      gender: Gender.optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), '请至少修改一项资料'),
  response: UserProfile,
});

/** Multipart upload (field `file`): the one call that is not JSON. PNG, JPEG or WebP up to 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const userAvatarUploadPath = '/api/front/user/avatar/upload';
export const AvatarUploadResult = z.object({ url: z.string() });

export const Address = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  isDefault: Flag,
});
export type Address = z.infer<typeof Address>;

const AddressFields = z.object({
  name: z.string().trim().min(1, '请输入收货人').max(20, '收货人最多20个字'),
  mobile: MobileNumber,
  province: z.string().trim().min(1, '请选择省份').max(20),
  city: z.string().trim().min(1, '请选择城市').max(20),
  district: z.string().trim().max(20).default(''),
  detail: z.string().trim().min(1, '请输入详细地址').max(120, '详细地址最多120个字'),
  isDefault: Flag.default(0),
});

export const MAX_ADDRESSES = 20;

export const userAddressList = endpoint({
  path: '/api/front/user/address/list',
  access: 'user',
  request: EmptyRequest,
  response: z.array(Address),
});

export const userAddressSave = endpoint({
  path: '/api/front/user/address/save',
  access: 'user',
  request: AddressFields,
  response: Address,
});

export const userAddressEdit = endpoint({
  path: '/api/front/user/address/edit',
  access: 'user',
  request: AddressFields.extend({ id: Id }),
  response: Address,
});

export const userAddressRemove = endpoint({
  path: '/api/front/user/address/remove',
  access: 'user',
  request: z.object({ id: Id }),
  response: z.null(),
});

/** What the platform keeps of a learner's study (their data export). */
export const OwnStudy = z.object({
  courses: z.array(
    z.object({
      courseId: z.number().int(),
      name: z.string(),
      finishedSections: z.number().int(),
      watchedSeconds: z.number().int(),
      startedAt: z.string(),
      lastStudyAt: z.string(),
    }),
  ),
  /** YYYY-MM-DD, China days on which the learner studied. */
  studyDays: z.array(z.string()),
});
export type OwnStudy = z.infer<typeof OwnStudy>;

/**
 * The learner's own data, as one file from 账号安全 (Personal Information Protection Law): the
 * account as the platform holds it (profile, consent, orders, courses, camps, signed-in devices) and
 * their study records.
 */
export const OwnDataExport = z.object({
  exportedAt: z.string(),
  account: AdminLearnerDetail,
  consent: z.object({ version: z.number().int().nullable(), at: z.string().nullable() }),
  study: OwnStudy,
});
export type OwnDataExport = z.infer<typeof OwnDataExport>;

export const userDataExport = endpoint({
  path: '/api/front/user/data/export',
  access: 'user',
  request: EmptyRequest,
  response: OwnDataExport,
});

/**
 * Asks for the account to be closed: it is erased after a cooling-off period (the answer says when),
 * until which the learner may take the request back. `agreed` confirms they read what is erased and
 * what the law keeps (orders).
 */
export const userAccountClose = endpoint({
  path: '/api/front/user/account/close',
  access: 'user',
  request: z.object({ agreed: z.literal(true, { error: '请先确认已了解注销的后果' }) }),
  response: z.object({ dueAt: z.string() }),
});

/** Takes a pending closure request back. */
export const userAccountCloseCancel = endpoint({
  path: '/api/front/user/account/close/cancel',
  access: 'user',
  request: EmptyRequest,
  response: z.null(),
});
