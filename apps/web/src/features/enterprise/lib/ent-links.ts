import { ProductTypes } from '@zhixue/contract';

/** Where the enterprise pages send the learner (spec section 2's query parameters). */

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A library course (/ent/base/{id}, optional bundleId) or bundle (/ent/multi/{id}). */
export function entCourseHref(course: { id: number; type: number }, bundleId?: number): string {
  if (course.type === ProductTypes.BUNDLE) return `/ent/multi/${course.id}`;
  return withQuery(`/ent/base/${course.id}`, { bundleId });
}

/** The enterprise player: /ent/video/{courseId}, optional seeType=continue, bundleId and taskId. */
export function entVideoHref(
  courseId: number,
  options: { continue?: boolean; bundleId?: number; taskId?: number; sectionId?: number } = {},
): string {
  return withQuery(`/ent/video/${courseId}`, {
    seeType: options.continue ? 'continue' : undefined,
    bundleId: options.bundleId,
    taskId: options.taskId,
    sectionId: options.sectionId,
  });
}

export const entTaskHref = (id: number) => `/ent/base/task-detail/${id}`;
export const entTopicHref = (id: number) => `/ent/special/${id}`;
