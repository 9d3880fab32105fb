import { z } from 'zod';
import { Flag, Id, ProductType } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';

/**
 * Playback and progress. The player's loop:
 * 1. `learn/play/detail` (or `youke/course/play/detail`) says which section to open and where to start.
 * 2. `vod/play/sts` gives a signed address of the section's video (valid about 10 minutes; ask again
 *    when it fails with 403) and a `playToken` for this play.
 * 3. `learn/duration/save` heartbeats every 10-15 s and on pause, end, seek, tab hidden and pagehide,
 *    each carrying the play's token, an increasing `seq` and the play's running totals. Retrying a
 *    heartbeat as is is always safe: the server merges it once.
 */

/** Longest a video position or a play's watched total may be (one day); longer is a bad parameter. */
export const MEDIA_SECONDS_MAX = 86_400;

/**
 * `GET /media/<key>?u=<userId>&e=<expiry, unix seconds>&s=<signature>`: a signed media address as
 * answered by `vod/play/sts` and `course/ppt`. Only the learner it was issued to (by session cookie or
 * `token` header), only before it expires. Answers HTTP Range requests (206 with Content-Range, 416
 * for an unsatisfiable range); a bad signature, another learner or no session is 403, expiry is 410.
 * An HLS address also carries `d=<folder>`: it is signed for every file under the playlist's folder,
 * and the playlist comes back with that same query on each segment URI (so it is never cached).
 */
export const MEDIA_PATH_PREFIX = '/media/';

/**
 * The key call of an encrypted HLS section (decision 0053): `GET /media-key?k=<key ticket>` answers
 * the section's 16-byte AES-128 key to the play the ticket was issued for, and 403 with a reason to
 * anyone else. The media route writes it over the playlist's `#EXT-X-KEY` URI.
 */
export const MEDIA_KEY_PATH = '/media-key';

const Seconds = z.number().finite().min(0).max(MEDIA_SECONDS_MAX);

export const SeeType = z.literal('continue');

export const PlaySection = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  name: z.string(),
  durationSeconds: z.number().int(),
  trial: Flag,
  /** Decided on the server: whether this learner may play it (`vod/play/sts` refuses otherwise). */
  playable: z.boolean(),
  learnStatus: Flag,
});
export type PlaySection = z.infer<typeof PlaySection>;

/** What the player opens: the course, the section and where in it to start. */
export const PlayDetail = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  /** Whether the learner may study every section (else only trial sections are playable). */
  canStudy: z.boolean(),
  /**
   * Anti-skip: until a section is learned, the player may not seek past `furthestSeconds`; the server
   * does not count what lies beyond it either.
   */
  antiSkip: z.boolean(),
  /** Whether the course has slides (`course/ppt`) for this learner. */
  hasSlides: z.boolean(),
  section: PlaySection,
  /** Where to start playing, in seconds (0 for a section watched to its end). */
  startSeconds: z.number().int(),
  furthestSeconds: z.number().int(),
  watchedSeconds: z.number().int(),
  /** The next section in catalog order that this learner may play, for autoplay; null at the end. */
  nextSectionId: z.number().int().nullable(),
  /**
   * Drawn over the video, moving (decision 0054): the learner's enterprise account or masked phone and
   * the China date, so a screen recording names whose play it was. Null for a visitor's trial play.
   */
  watermark: z.string().nullable(),
});
export type PlayDetail = z.infer<typeof PlayDetail>;

const PlayDetailRequest = z.object({
  courseId: Id,
  /** The section to open; without it, `seeType=continue` opens the last viewed one, else the first. */
  sectionId: Id.optional(),
  seeType: SeeType.optional(),
  /** The bundle the course was opened from (kept for the page's links; entitlement does not need it). */
  bundleId: Id.optional(),
});

/**
 * A course of the main site (A0404 otherwise). With `seeType: 'continue'` and no `sectionId`: the last
 * viewed section at its last position; without either: the first section. When the chosen section
 * may not be played, the first playable one is opened instead; if there is none, the section comes
 * with `playable: false` (the page shows it locked with the buy bar).
 *
 * A visitor may call it too (spec section 4: unbought trial sections play): they get the trial
 * sections only, from the start, with no progress and no anti-skip (nothing of a visitor's play is
 * recorded).
 */
export const learnPlayDetail = endpoint({
  path: '/api/front/learn/play/detail',
  access: 'optional',
  request: PlayDetailRequest,
  response: PlayDetail,
});

/** The same for a youke (free trial) course: every section is playable by any logged-in learner. */
export const youkeCoursePlayDetail = endpoint({
  path: '/api/front/youke/course/play/detail',
  access: 'user',
  request: PlayDetailRequest.omit({ bundleId: true }),
  response: PlayDetail,
});

export const PlayAddress = z.object({
  /** Signed address of the video (see MEDIA_PATH_PREFIX); same origin, so the session cookie goes along. */
  playUrl: z.string(),
  /**
   * `mp4`: one file. `hls`: an HLS playlist (`.m3u8`), for hls.js or a browser's own HLS; its address
   * is signed for the playlist's folder and the server signs the segment URIs inside the playlist.
   */
  format: z.enum(['mp4', 'hls']),
  /** ISO instant after which `playUrl` answers 410; ask again to go on playing. */
  expiresAt: z.string(),
  /** Proof of this play for `learn/duration/save`; valid 12 hours. */
  playToken: z.string(),
  durationSeconds: z.number().int(),
});
export type PlayAddress = z.infer<typeof PlayAddress>;

/**
 * A signed playback address for one section, for a learner who may play it: bought or otherwise
 * entitled (see `course/detail` canStudy), a trial section, or a youke course. A0301 otherwise; A0404
 * for a section not in the course. A visitor gets addresses of main-site trial sections only; their
 * play token is refused by `learn/duration/save`, which needs a login.
 */
export const vodPlaySts = endpoint({
  path: '/api/front/vod/play/sts',
  access: 'optional',
  request: z.object({ courseId: Id, sectionId: Id }),
  response: PlayAddress,
});

const PresenceToken = z.string().min(1).max(100);

/**
 * The play's presence state (防挂机, decision 0054), asked every few seconds while the player is open,
 * which also notices at once a session ended by a login elsewhere (A0312). A course may ask
 * 你还在学习吗？ after some minutes without interaction: `idleCheck` is null when it does not. Otherwise
 * the prompt is due in `promptInSeconds` (0 or less: now); unanswered, the play counts no more and
 * pauses after `pauseInSeconds`. `here: true` (the learner answered, or interacted) confirms presence
 * and moves the prompt on; after the pause that play is over (A0410): open a new one. Heartbeats carry
 * the latest `presenceToken`.
 */
export const learnPlayPresence = endpoint({
  path: '/api/front/learn/play/presence',
  access: 'user',
  request: z.object({
    playToken: z.string().min(1).max(200),
    presenceToken: PresenceToken.optional(),
    here: z.boolean(),
  }),
  response: z.object({
    idleCheck: z
      .object({
        /** The latest confirmation (null before the first); send it with the heartbeats. */
        presenceToken: z.string().nullable(),
        promptInSeconds: z.number().int(),
        pauseInSeconds: z.number().int(),
      })
      .nullable(),
  }),
});

/**
 * A heartbeat. `watchedSeconds` and `seq` are running values of the play (the `playToken`): seconds of
 * video really played since the play began (not wall-clock, not skipped) and a counter that grows
 * by one per heartbeat. Position and totals past the section's length are clamped; negative, NaN or
 * over MEDIA_SECONDS_MAX are A0400.
 */
export const learnDurationSave = endpoint({
  path: '/api/front/learn/duration/save',
  access: 'user',
  request: z.object({
    courseId: Id,
    sectionId: Id,
    playToken: z.string().min(1).max(200),
    seq: z.number().int().min(1).max(1_000_000),
    positionSeconds: Seconds,
    watchedSeconds: Seconds,
    /** The latest `learn/play/presence` answer's token, when the course asks 你还在学习吗？ */
    presenceToken: PresenceToken.optional(),
  }),
  response: z.object({
    /** False when the heartbeat was older than one already merged (a retry or a late arrival). */
    applied: z.boolean(),
    positionSeconds: z.number().int(),
    watchedSeconds: z.number().int(),
    furthestSeconds: z.number().int(),
    learnStatus: Flag,
  }),
});

export const Slide = z.object({ page: z.number().int(), url: z.string() });
export type Slide = z.infer<typeof Slide>;

/**
 * The slides of a course (main or youke) in page order, as signed addresses valid about 10 minutes;
 * an empty list when it has none. A0301 for a learner who may not study the course.
 */
export const coursePpt = endpoint({
  path: '/api/front/course/ppt',
  access: 'user',
  request: z.object({ id: Id }),
  response: z.array(Slide),
});

/** YYYY-MM, a month of the check-in calendar; PostgreSQL has no year 0, so years start at 1000. */
export const StudyMonth = z.string().regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM');

export const learnUserData = endpoint({
  path: '/api/front/learn/user/data',
  access: 'user',
  /** Without `month`: the current month (China time). */
  request: z.object({ month: StudyMonth.optional() }).optional().default({}),
  response: z.object({
    /** Days of the month (YYYY-MM-DD, China time) on which the learner watched, for 学习打卡. */
    studyDays: z.array(z.string()),
    /** All-time totals. */
    studyDayCount: z.number().int(),
    /** Whole minutes watched (rounded down); `totalSeconds` is the exact figure it comes from. */
    totalMinutes: z.number().int(),
    totalSeconds: z.number().int(),
    courseCount: z.number().int(),
  }),
});

/** A course on the learner's own lists, in the spec's course-list-item shape plus progress. */
export const LearningCourse = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ProductType,
  /** `main` opens /course/video/:id, `youke` /youke/video/:id. */
  channel: z.enum(['main', 'youke', 'enterprise']),
  picCover: z.string(),
  picHeader: z.string(),
  labelNameList: z.array(z.string()),
  /** Lessons, or courses of a bundle. */
  count: z.number().int(),
  learnedCount: z.number().int(),
  /** 0-100: learned sections over lessons. */
  progress: z.number().int(),
  /** 1 when every section is learned. */
  learnStatus: Flag,
  /** 1 when the learner has started it (继续学习). */
  lastViewed: Flag,
  lastSectionId: z.number().int().nullable(),
  lastSectionName: z.string().nullable(),
  /** ISO instant of the last heartbeat, or of the purchase for a course not started. */
  at: z.string(),
});
export type LearningCourse = z.infer<typeof LearningCourse>;

/** Courses the learner studied, most recent first. */
export const learnLearningList = endpoint({
  path: '/api/front/learn/learning/list',
  access: 'user',
  request: PageQuery,
  response: pageOf(LearningCourse),
});

/** Courses and bundles the learner owns (bought, gifted, licensed), newest first. */
export const learnUserCourseList = endpoint({
  path: '/api/front/learn/user/course/list',
  access: 'user',
  request: PageQuery,
  response: pageOf(LearningCourse),
});
