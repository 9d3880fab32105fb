import type { LearningCourse } from '@zhixue/contract';
import { courseHref } from '@/lib/links';
import type { PlayerChannel } from '../api/get-play-detail';

export interface PlayerLinkOptions {
  /** seeType=continue: the last viewed section at its last position. */
  continue?: boolean;
  sectionId?: number;
  bundleId?: number;
}

/** The player of a course: /course/video/{id} or /youke/video/{id}, with seeType, bundleId and section. */
export function playerHref(
  channel: PlayerChannel,
  courseId: number,
  options: PlayerLinkOptions = {},
): string {
  const params = new URLSearchParams();
  if (options.continue) params.set('seeType', 'continue');
  if (options.bundleId && channel === 'main') params.set('bundleId', String(options.bundleId));
  if (options.sectionId) params.set('sectionId', String(options.sectionId));
  const query = params.toString();
  const path = `/${channel === 'youke' ? 'youke' : 'course'}/video/${courseId}`;
  return query ? `${path}?${query}` : path;
}

/** The course detail a player goes back to. */
export function courseDetailHref(channel: PlayerChannel, courseId: number, bundleId?: number): string {
  if (channel === 'youke') return `/youke/base/${courseId}`;
  return bundleId ? `/course/base/${courseId}?bundleId=${bundleId}` : `/course/base/${courseId}`;
}

/**
 * Where 继续学习 on a study list goes: a started course continues in its player; a bundle or a camp
 * opens its page (a bundle's courses are studied one by one); the enterprise channel lives in the
 * enterprise area.
 */
export function studyTarget(course: Pick<LearningCourse, 'id' | 'type' | 'channel' | 'lastViewed'>): string {
  if (course.type !== 1) return courseHref(course);
  if (course.channel === 'enterprise') {
    return course.lastViewed ? `/ent/video/${course.id}?seeType=continue` : `/ent/video/${course.id}`;
  }
  return playerHref(course.channel, course.id, { continue: course.lastViewed === 1 });
}
