import type { QueryClient } from '@tanstack/react-query';
import { categoryCoursesQueryOptions } from './get-category-courses';
import { freeCoursesQueryOptions } from './get-free-courses';
import { homeBannersQueryOptions } from './get-home-banners';
import { homeYoukeCoursesQueryOptions } from './get-home-youke-courses';
import { newCoursesQueryOptions } from './get-new-courses';
import { recommendedCoursesQueryOptions } from './get-recommended-courses';
import { trainingCampsQueryOptions } from './get-training-camps';
import { vipCoursesQueryOptions } from './get-vip-courses';

/**
 * Starts every home list at once (the route loader calls it, so the calls run while the page's code
 * downloads). It does not wait: the page shows skeletons for whatever is still on its way.
 */
export function prefetchHome(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(homeBannersQueryOptions);
  void queryClient.prefetchQuery(newCoursesQueryOptions);
  void queryClient.prefetchQuery(recommendedCoursesQueryOptions);
  void queryClient.prefetchQuery(freeCoursesQueryOptions);
  void queryClient.prefetchQuery(categoryCoursesQueryOptions);
  void queryClient.prefetchQuery(homeYoukeCoursesQueryOptions);
  void queryClient.prefetchQuery(trainingCampsQueryOptions);
  void queryClient.prefetchQuery(vipCoursesQueryOptions);
}
