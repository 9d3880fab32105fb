import { z } from 'zod';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { LiveAudience, LiveComment, LiveState } from '../live.js';
import { ConsoleInstant } from './announcements.js';
import { operatorEndpoint } from './define.js';
import { consolePicture } from './marketing.js';

/**
 * Scheduling lives in the console (直播管理): an operator names the title, lecturer, cover, start,
 * expected length, the course or camp term it belongs to and its audience; edits it while it is still
 * coming; cancels it (its subscribers are told). The lecturer's push address is read here.
 */
export const AdminLive = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  lecturerId: z.number().int(),
  lecturerName: z.string(),
  startsAt: z.string(),
  expectedMinutes: z.number().int(),
  courseId: z.number().int().nullable(),
  termId: z.number().int().nullable(),
  planItemId: z.number().int().nullable(),
  audience: LiveAudience,
  audienceTermId: z.number().int().nullable(),
  audienceEntId: z.number().int().nullable(),
  state: LiveState,
  cancelled: z.boolean(),
  subscriberCount: z.number().int(),
  attendeeCount: z.number().int(),
  replaySectionId: z.number().int().nullable(),
});
export type AdminLive = z.infer<typeof AdminLive>;

export const adminLiveList = operatorEndpoint({
  path: '/api/admin/live/list',
  permission: 'lives.read',
  writes: false,
  request: PageQuery,
  response: pageOf(AdminLive),
});

const LiveFieldsObject = z.object({
  title: z.string().trim().min(1, '请输入直播标题').max(50, '直播标题最多 50 个字'),
  summary: z.string().trim().max(500, '简介最多 500 个字').default(''),
  cover: consolePicture('请上传直播封面'),
  lecturerId: Id,
  startsAt: ConsoleInstant,
  expectedMinutes: z
    .number()
    .int('时长须为整数分钟')
    .min(1, '时长至少 1 分钟')
    .max(1440, '时长最多 1440 分钟'),
  /** The course whose section the replay becomes; or the camp term it belongs to (or both). */
  courseId: Id.nullable().default(null),
  termId: Id.nullable().default(null),
  /** The `live` item of the term's camp plan that attending it does. */
  planItemId: Id.nullable().default(null),
  audience: LiveAudience,
  /** The term of a `term` audience, the enterprise of an `enterprise` one; ignored otherwise. */
  audienceTermId: Id.nullable().default(null),
  audienceEntId: Id.nullable().default(null),
});

/** A term or enterprise audience names which one. */
const withAudienceNamed = <T extends z.ZodType<z.output<typeof LiveFieldsObject>>>(schema: T) =>
  schema
    .refine((live) => live.audience !== 'term' || live.audienceTermId !== null, {
      message: '请填写训练营期次',
      path: ['audienceTermId'],
    })
    .refine((live) => live.audience !== 'enterprise' || live.audienceEntId !== null, {
      message: '请填写企业编号',
      path: ['audienceEntId'],
    });

export const LiveFields = withAudienceNamed(LiveFieldsObject);
export type LiveFields = z.input<typeof LiveFields>;

export const adminLiveCreate = operatorEndpoint({
  path: '/api/admin/live/create',
  permission: 'lives.write',
  writes: true,
  request: LiveFields,
  response: AdminLive,
});

/** Only a live still coming (待开播, not cancelled) is edited. */
export const adminLiveUpdate = operatorEndpoint({
  path: '/api/admin/live/update',
  permission: 'lives.write',
  writes: true,
  request: withAudienceNamed(LiveFieldsObject.extend({ id: Id })),
  response: AdminLive,
});

/** Cancels a coming live: shown to nobody and reminded to nobody from now; its subscribers are told. */
export const adminLiveCancel = operatorEndpoint({
  path: '/api/admin/live/cancel',
  permission: 'lives.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminLive,
});

export const LivePushAddress = z.object({
  /** The RTMP address for OBS or ffmpeg (server and stream key in one). */
  pushUrl: z.string(),
  /** ISO instant the address stops being accepted (the live's expected end plus a day). */
  expiresAt: z.string(),
});

/** The lecturer's push address; handing it out is audited (it lets anyone holding it broadcast). */
export const adminLivePushAddress = operatorEndpoint({
  path: '/api/admin/live/push-address',
  permission: 'lives.write',
  writes: true,
  request: z.object({ id: Id }),
  response: LivePushAddress,
});

export const AdminLiveComment = LiveComment.extend({
  userId: z.number().int(),
  hidden: z.boolean(),
});
export type AdminLiveComment = z.infer<typeof AdminLiveComment>;

/** A live's comments, newest first, hidden ones included. */
export const adminLiveCommentList = operatorEndpoint({
  path: '/api/admin/live/comment/list',
  permission: 'lives.moderate',
  writes: false,
  request: PageQuery.extend({ liveId: Id }),
  response: pageOf(AdminLiveComment),
});

/** Hides a comment from learners (kept, reversible) or shows it again. */
export const adminLiveCommentSetHidden = operatorEndpoint({
  path: '/api/admin/live/comment/set-hidden',
  permission: 'lives.moderate',
  writes: true,
  request: z.object({ id: Id, hidden: z.boolean() }),
  response: AdminLiveComment,
});

export const adminLiveCommentDelete = operatorEndpoint({
  path: '/api/admin/live/comment/delete',
  permission: 'lives.moderate',
  writes: true,
  request: z.object({ id: Id }),
  response: z.null(),
});
