/** Where the youke pages send the learner; the course detail itself is `youkeCourseHref` in @/lib/links. */

export interface YoukeListTarget {
  projectId?: number;
  listId?: number;
  page?: number;
}

/**
 * /youke/list with its query: ?projectId= for a whole project, plus &listId= for one of its lists,
 * &page= past the first page. Nothing set is every free-trial course.
 */
export function youkeListHref(target: YoukeListTarget = {}): string {
  const params = youkeListParams(target).toString();
  return params ? `/youke/list?${params}` : '/youke/list';
}

export function youkeListParams({ projectId, listId, page }: YoukeListTarget): URLSearchParams {
  const params = new URLSearchParams();
  if (projectId) params.set('projectId', String(projectId));
  if (listId) params.set('listId', String(listId));
  if (page && page > 1) params.set('page', String(page));
  return params;
}

/** The free-trial player: /youke/video/{id}, continuing where the learner stopped or at one section. */
export function youkeVideoHref(courseId: number, options: { continue?: boolean; sectionId?: number } = {}) {
  const params = new URLSearchParams();
  if (options.continue) params.set('seeType', 'continue');
  if (options.sectionId) params.set('sectionId', String(options.sectionId));
  const query = params.toString();
  return query ? `/youke/video/${courseId}?${query}` : `/youke/video/${courseId}`;
}
