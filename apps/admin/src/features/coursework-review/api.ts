import { useQuery } from '@tanstack/react-query';
import {
  adminCourseworkAssignmentCreate,
  adminCourseworkAssignmentList,
  adminCourseworkRelease,
  adminCourseworkReview,
  adminCourseworkSubmissionList,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, apiQuery, useApiMutation } from '@/lib/api-query';

/** An assignment's counts (submitted, reviewed) move with every review: one key for the area. */
const COURSEWORK = ['coursework'] as const;

/** The assignments to pick from: the first hundred, as the screen lists them without pages. */
export const useAssignments = () =>
  useQuery(apiQuery(COURSEWORK, adminCourseworkAssignmentList, { pageCurrent: 1, pageSize: 100 }));
export const useSubmissions = (query: RequestOf<typeof adminCourseworkSubmissionList>) =>
  useQuery(apiPageQuery(COURSEWORK, adminCourseworkSubmissionList, query));
export const useCreateAssignment = () => useApiMutation(adminCourseworkAssignmentCreate, [COURSEWORK]);
export const useReviewSubmission = () => useApiMutation(adminCourseworkReview, [COURSEWORK]);
export const useReleaseReview = () => useApiMutation(adminCourseworkRelease, [COURSEWORK]);
