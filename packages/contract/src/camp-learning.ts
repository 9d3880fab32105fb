import { z } from 'zod';
import { Id } from './common.js';
import { endpoint } from './endpoint.js';
import { learnDurationSave, PlayAddress, PlayDetail, SeeType } from './learning.js';

/**
 * Playing a training camp's courses: the same player loop as a single course (see learning.ts), with
 * the camp's rule instead of the course's. A camp teaches single courses of the main site; the course
 * must be one of the camp's (A0404 该训练营中没有这门课程 otherwise) and the section one of the course's.
 * - Online camps: the learner holds an enrolment in a term of the camp, the term has started and the
 *   course's unlock day has come (term start + the course's unlock offset, China dates).
 * - Offline camps: the learner holds an enrolment in the camp (their courses are pre-study material).
 * - Trial camps are free tasters: any logged-in learner.
 * Otherwise A0301 with the reason (报名训练营后才能观看, 该课程将于M月D日解锁 ...). Progress is the
 * course's own: the camp player's heartbeat `training/course/learn/save` takes the `playToken` as
 * `learn/duration/save` does (the same saver), and moves the camps' progress the same way.
 */

const CampCourse = z.object({ trainingId: Id, courseId: Id });

/**
 * The player of a camp course: as `learn/play/detail`, where every section is playable or none, by the
 * camp's rule (`canStudy`). `hasSlides` is false: slides are served to owners of the course only.
 */
export const CampPlayDetail = PlayDetail.extend({
  trainingId: z.number().int(),
  /** The camp's kind, for the link back to its page (/trainingCamp/{kind}/{trainingId}). */
  trainingKind: z.enum(['online', 'offline', 'trial']),
  /** Why the course may not be played yet, to show instead of the player; null when it may. */
  lockReason: z.string().nullable(),
  /** China date (YYYY-MM-DD) the course opens to an enrolled learner waiting for it, else null. */
  unlockDate: z.string().nullable(),
  /**
   * The learner's term has ended and the camp's rule is read-only replay (or replay before it
   * closes): the course plays, the plan's progress no longer moves.
   */
  replayOnly: z.boolean(),
});
export type CampPlayDetail = z.infer<typeof CampPlayDetail>;

/** The camp counterpart of `learn/play/detail`: `{ trainingId, courseId, sectionId?, seeType? }`. */
export const trainingCoursePlay = endpoint({
  path: '/api/front/training/course/play',
  access: 'user',
  request: CampCourse.extend({
    /** The section to open; without it, `seeType=continue` opens the last viewed one, else the first. */
    sectionId: Id.optional(),
    seeType: SeeType.optional(),
  }),
  response: CampPlayDetail,
});

/** The camp counterpart of `vod/play/sts`: `{ trainingId, courseId, sectionId }`, the same answer. */
export const vodPlayStsTraining = endpoint({
  path: '/api/front/vod/play/sts/training',
  access: 'user',
  request: CampCourse.extend({ sectionId: Id }),
  response: PlayAddress,
});

/** The camp player's heartbeat: `learn/duration/save` under the camp's path, the same token and answer. */
export const trainingCourseLearnSave = endpoint({
  path: '/api/front/training/course/learn/save',
  access: 'user',
  request: learnDurationSave.request,
  response: learnDurationSave.response,
});
