import { z } from 'zod';
import { Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';
import { PlayAddress, PlayDetail } from './learning.js';

/**
 * Live classes (直播, page `/live/:id`). An operator schedules a live for a course or a camp term and
 * names who may watch it. Learners subscribe (预约) and are reminded through the message centre at
 * fixed times before the start; while it runs they watch a pull address signed for them alone, and
 * afterwards its recording is a section (回放), so watching it counts as learning like any other
 * section: a section of the linked course, or, for a live of a camp term alone, of a course of the
 * live's own that only its audience plays (`live/replay/detail` and `live/replay/play`).
 */

/** 待开播 → 直播中 → 已结束 → 回放: `replay` once the recording is a playable section. */
export const LiveState = z.enum(['scheduled', 'live', 'ended', 'replay']);
export type LiveState = z.infer<typeof LiveState>;

export const LIVE_STATE_NAMES: Record<LiveState, string> = {
  scheduled: '待开播',
  live: '直播中',
  ended: '已结束',
  replay: '回放',
};

/** Who may watch: everyone, VIP members, the learners of one camp term, the learners of one enterprise. */
export const LiveAudience = z.enum(['anyone', 'members', 'term', 'enterprise']);
export type LiveAudience = z.infer<typeof LiveAudience>;

export const LIVE_AUDIENCE_NAMES: Record<LiveAudience, string> = {
  anyone: '所有人',
  members: '会员',
  term: '训练营学员',
  enterprise: '企业学员',
};

/** Minutes before the start at which subscribers are reminded (24 hours, then 10 minutes). */
export const LIVE_REMINDER_MINUTES = [24 * 60, 10] as const;

/** A live as lists show it, with the reader's own flags. */
export const LiveCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  lecturerName: z.string(),
  lecturerAvatar: z.string(),
  /** ISO instant. */
  startsAt: z.string(),
  expectedMinutes: z.number().int(),
  state: LiveState,
  audience: LiveAudience,
  courseId: z.number().int().nullable(),
  termId: z.number().int().nullable(),
  subscriberCount: z.number().int(),
  /** 1 when the reader has subscribed, as the course detail's `subscribeStatus`. */
  subscribeStatus: z.union([z.literal(0), z.literal(1)]),
  /** The reader is in the audience (may subscribe and watch). */
  canWatch: z.boolean(),
});
export type LiveCard = z.infer<typeof LiveCard>;

export const LiveDetail = LiveCard.extend({
  /** The server's clock (ISO), so the countdown does not trust the reader's. */
  serverNow: z.string(),
  /**
   * The recording's section once the live is a replay: in the linked course (its player plays it), or,
   * with `courseId` null, in the live's own (`/live/{id}/replay` plays it).
   */
  replaySectionId: z.number().int().nullable(),
});
export type LiveDetail = z.infer<typeof LiveDetail>;

export const LiveListRequest = PageQuery.extend({
  courseId: Id.optional(),
  termId: Id.optional(),
});

/** Coming and running lives first (soonest first), then past ones (latest first). */
export const liveList = endpoint({
  path: '/api/front/live/list',
  access: 'optional',
  request: LiveListRequest,
  response: pageOf(LiveCard),
});

export const liveDetail = endpoint({
  path: '/api/front/live/detail',
  access: 'optional',
  request: z.object({ id: Id }),
  response: LiveDetail,
});

export const LiveSubscription = z.object({
  subscribeStatus: z.union([z.literal(0), z.literal(1)]),
  subscriberCount: z.number().int(),
});

/** Idempotent: subscribing twice keeps one subscription. */
export const liveSubscribe = endpoint({
  path: '/api/front/live/subscribe',
  access: 'user',
  request: z.object({ id: Id }),
  response: LiveSubscription,
});

export const liveUnsubscribe = endpoint({
  path: '/api/front/live/unsubscribe',
  access: 'user',
  request: z.object({ id: Id }),
  response: LiveSubscription,
});

/** The `.ics` file of a live (GET, public): `${liveCalendarPath}/{id}.ics`. */
export const liveCalendarPath = '/api/front/live/calendar';

/** A learner's pull addresses while the live runs: signed for them, working until `expiresAt`. */
export const LivePlay = z.object({
  /** HTTP-FLV (played with mpegts.js). */
  flvUrl: z.string(),
  /** HLS, where the streaming service makes it (hls.js). */
  hlsUrl: z.string().nullable(),
  /** ISO instant; ask again for a fresh address after it. */
  expiresAt: z.string(),
});
export type LivePlay = z.infer<typeof LivePlay>;

export const livePlay = endpoint({
  path: '/api/front/live/play',
  access: 'user',
  request: z.object({ id: Id }),
  response: LivePlay,
});

/**
 * Where the streaming service reports a push starting (`action=publish`) or stopping
 * (`publish_done`), as query parameters (ApsaraVideo Live's stream callbacks), signed in headers.
 */
export const LIVE_STREAM_CALLBACK_PATH = '/api/live/stream/callback';

/**
 * Where the streaming service reports a recording it wrote to the recording bucket (ApsaraVideo
 * Live's record callback): a POST of JSON `domain`, `app`, `stream`, `uri` (the object's path in the
 * bucket), `duration`, `start_time`, `stop_time`, signed in headers as the stream callbacks are.
 */
export const LIVE_RECORD_CALLBACK_PATH = '/api/live/record/callback';

/** A comment beside the player, as learners see it (plain text). */
export const LiveComment = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  content: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type LiveComment = z.infer<typeof LiveComment>;

/** Longest comment, in characters. */
export const LIVE_COMMENT_MAX_LENGTH = 200;

/**
 * The comments after `afterId` (oldest first, at most `limit`): the page asks with the last id it
 * has every few seconds. Without `afterId`, the latest `limit`. Only for the audience.
 */
export const liveCommentList = endpoint({
  path: '/api/front/live/comment/list',
  access: 'user',
  request: z.object({
    id: Id,
    afterId: z.number().int().min(0).max(2_147_483_647).default(0),
    limit: z.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ list: z.array(LiveComment) }),
});

/** Rate-limited per learner; stored and shown as plain text. */
export const liveCommentPost = endpoint({
  path: '/api/front/live/comment/post',
  access: 'user',
  request: z.object({
    id: Id,
    content: z
      .string()
      .trim()
      .min(1, '请输入评论内容')
      .max(LIVE_COMMENT_MAX_LENGTH, `评论最多 ${LIVE_COMMENT_MAX_LENGTH} 个字`),
  }),
  response: LiveComment,
});

/**
 * The player's heartbeat while the learner watches the live stream (every `LIVE_HEARTBEAT_SECONDS`):
 * what attendance is counted from. The replay counts through the learning heartbeat instead.
 */
export const LIVE_HEARTBEAT_SECONDS = 15;
export const liveHeartbeat = endpoint({
  path: '/api/front/live/heartbeat',
  access: 'user',
  request: z.object({ id: Id }),
  response: z.object({ watchedSeconds: z.number().int() }),
});

/**
 * The replay of a live without a course (a camp term's), for its audience alone: what the player opens
 * (the section, where the learner stopped) and a signed address with its play token, whose heartbeats
 * go to `learn/duration/save` like any section's. A live of a course answers `LIVE_REPLAY_IN_COURSE`:
 * its replay is played by the course's own rule.
 */
export const liveReplayDetail = endpoint({
  path: '/api/front/live/replay/detail',
  access: 'user',
  request: z.object({ id: Id }),
  response: PlayDetail,
});

export const liveReplayPlay = endpoint({
  path: '/api/front/live/replay/play',
  access: 'user',
  request: z.object({ id: Id }),
  response: PlayAddress,
});

/** Whether the learner allows SMS reminders of the lives they subscribe to (off until they say so). */
export const LiveSmsSetting = z.object({ allowed: z.boolean() });
export const liveSmsSettingRead = endpoint({
  path: '/api/front/live/sms-setting',
  access: 'user',
  request: z.object({}),
  response: LiveSmsSetting,
});
export const liveSmsSettingSave = endpoint({
  path: '/api/front/live/sms-setting/save',
  access: 'user',
  request: LiveSmsSetting,
  response: LiveSmsSetting,
});
