import { type CourseDetail, ProductTypes } from '@zhixue/contract';

/** Where the course pages send the learner. */

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A course of a bundle, opened from that bundle: /course/base/{id}?bundleId= (spec section 2). */
export function bundleCourseHref(courseId: number, bundleId: number): string {
  return withQuery(`/course/base/${courseId}`, { bundleId });
}

/** The player: /course/video/{courseId}, optional seeType=continue, bundleId and the section. */
export function videoHref(
  courseId: number,
  options: { continue?: boolean; bundleId?: number; sectionId?: number } = {},
): string {
  return withQuery(`/course/video/${courseId}`, {
    seeType: options.continue ? 'continue' : undefined,
    bundleId: options.bundleId,
    sectionId: options.sectionId,
  });
}

/** The order page: /order/{id}?type=…[&activityId=]. */
export function orderHref(detail: Pick<CourseDetail, 'id' | 'type' | 'activityProductDetail'>): string {
  return withQuery(`/order/${detail.id}`, {
    type: detail.type,
    activityId: detail.activityProductDetail?.activityId,
  });
}

/**
 * The study button (sticky header, buy bar). A bundle opens its first course's detail with the
 * bundle's id (null while the bundle's catalog is unknown or empty); a course opens the player,
 * continuing when the learner has started.
 */
export function studyHref(
  detail: Pick<CourseDetail, 'id' | 'type' | 'study'>,
  context: { firstCourseId?: number | null; bundleId?: number } = {},
): string | null {
  if (detail.type === ProductTypes.BUNDLE) {
    return context.firstCourseId ? bundleCourseHref(context.firstCourseId, detail.id) : null;
  }
  return videoHref(detail.id, { continue: detail.study === 1, bundleId: context.bundleId });
}
