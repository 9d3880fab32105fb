import { type LearningCourse, ProductTypes } from '@zhixue/contract';
import { COURSE_PLAYER_PATH, courseHref } from '@/lib/links';
import type { PlayerChannel } from '../api/get-play-detail';

export interface PlayerLinkOptions {
  /** seeType=continue: the last viewed section at its last position. */
  continue?: boolean;
  sectionId?: number;
  bundleId?: number;
  /** The camp of a camp's course (channel `camp`). */
  trainingId?: number;
  /** The learning task an enterprise course was opened from (channel `enterprise`). */
  taskId?: number;
}

const PLAYER_PATHS: Record<Exclude<PlayerChannel, 'camp'>, string> = {
  main: COURSE_PLAYER_PATH,
  youke: '/youke/video',
  enterprise: '/ent/video',
};

/** The pages that keep the bundle a course was opened from (spec section 2, query parameters). */
const keepsBundle = (channel: PlayerChannel) => channel === 'main' || channel === 'enterprise';

/**
 * The player of a course: /course/video/{id}, /youke/video/{id} or /ent/video/{id}, with seeType,
 * bundleId (main and enterprise), taskId (enterprise) and section; a camp's course plays at
 * /trainingCamp/video/{trainingId}?courseId={id}.
 */
export function playerHref(
  channel: PlayerChannel,
  courseId: number,
  options: PlayerLinkOptions = {},
): string {
  const params = new URLSearchParams();
  if (channel === 'camp') params.set('courseId', String(courseId));
  if (options.continue) params.set('seeType', 'continue');
  if (options.bundleId && keepsBundle(channel)) params.set('bundleId', String(options.bundleId));
  if (options.taskId && channel === 'enterprise') params.set('taskId', String(options.taskId));
  if (options.sectionId) params.set('sectionId', String(options.sectionId));
  const query = params.toString();
  const path =
    channel === 'camp' ? `/trainingCamp/video/${options.trainingId}` : `${PLAYER_PATHS[channel]}/${courseId}`;
  return query ? `${path}?${query}` : path;
}

/** The course detail a player goes back to: /course/base, /youke/base or /ent/base. */
export function courseDetailHref(channel: PlayerChannel, courseId: number, bundleId?: number): string {
  if (channel === 'youke') return `/youke/base/${courseId}`;
  const path = `${channel === 'enterprise' ? '/ent' : '/course'}/base/${courseId}`;
  return bundleId ? `${path}?bundleId=${bundleId}` : path;
}

/**
 * Where 继续学习 on a study list goes: a started course continues in its player; a bundle or a camp
 * opens its page (a bundle's courses are studied one by one); the enterprise channel lives in the
 * enterprise area.
 */
export function studyTarget(course: Pick<LearningCourse, 'id' | 'type' | 'channel' | 'lastViewed'>): string {
  if (course.type !== ProductTypes.COURSE) return courseHref(course);
  return playerHref(course.channel, course.id, { continue: course.lastViewed === 1 });
}
