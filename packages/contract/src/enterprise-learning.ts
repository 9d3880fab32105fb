import { Id } from './common.js';
import { endpoint } from './endpoint.js';
import { learnDurationSave, learnPlayDetail, PlayAddress, PlayDetail, vodPlaySts } from './learning.js';

/**
 * Playing courses in the enterprise area (/ent/video/:id): the same player loop as the main site (see
 * learning.ts), for enterprise learners only (A0301 该功能仅对企业学员开放 for anyone else), by the
 * enterprise's rule instead of the course's: the course must be in the learner's enterprise library,
 * i.e. licensed by the enterprise directly or through a licensed bundle that contains it; then every
 * section is playable. A course outside the library is A0404 企业课程库中没有这门课程, trial sections
 * included: the area serves the library and nothing else (a learner may still try a course's trial
 * sections on the main site). Progress is the learner's own section progress, the same whichever
 * site the course is played on.
 */

/**
 * The enterprise counterpart of `learn/play/detail`: `{ courseId, sectionId?, seeType?, bundleId?,
 * taskId? }`, the same answer (with `canStudy` true and every section playable).
 */
export const entLearnPlayDetail = endpoint({
  path: '/api/ent/front/learn/play/detail',
  access: 'enterprise',
  request: learnPlayDetail.request.extend({
    /**
     * The learning task the course was opened from (/ent/video/:id?taskId=): when it is the learner's
     * and holds the course, the study is recorded against it (the task turns 进行中); otherwise it is
     * only kept for the page's links. It does not change the answer.
     */
    taskId: Id.optional(),
  }),
  response: PlayDetail,
});

/** The enterprise counterpart of `vod/play/sts`: `{ courseId, sectionId }`, the same answer. */
export const entVodPlaySts = endpoint({
  path: '/api/ent/front/vod/play/sts',
  access: 'enterprise',
  request: vodPlaySts.request,
  response: PlayAddress,
});

/**
 * The enterprise counterpart of `learn/duration/save`, the same request and answer. The `playToken`
 * is what proves the right to record progress, so a token of either site's `vod/play/sts` is accepted
 * on either site's heartbeat: both record the same learner's progress in the same section.
 */
export const entLearnDurationSave = endpoint({
  path: '/api/ent/front/learn/duration/save',
  access: 'enterprise',
  request: learnDurationSave.request,
  response: learnDurationSave.response,
});
