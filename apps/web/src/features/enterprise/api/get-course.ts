import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  entCourseBundleCatalog,
  entCourseCatalog,
  entCourseDetail,
  entCourseTeacherDetail,
} from '@zhixue/contract';
import { call } from '@/lib/api';

/** `course/detail` of a library course or bundle (A0404 outside the library). */
export function useEntCourseDetail(id: number, bundleId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['ent', 'detail', id, bundleId ?? null],
      queryFn: ({ signal }) => call(entCourseDetail, { id, bundleId }, { signal }),
      meta: { silentError: true },
    }),
  );
}

/** `course/catalog`: chapters and sections with the learner's progress. */
export function useEntCourseCatalog(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['ent', 'chapters', id],
    queryFn: ({ signal }) => call(entCourseCatalog, { id }, { signal }),
    enabled,
  });
}

/** `course/bundle/catalog`: a library bundle's groups of courses. */
export function useEntBundleCatalog(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['ent', 'bundle', id],
    queryFn: ({ signal }) => call(entCourseBundleCatalog, { id }, { signal }),
    enabled,
  });
}

/** `course/teacher/detail`: the lecturer of a library course. */
export function useEntLecturer(courseId: number | undefined) {
  return useQuery({
    queryKey: ['ent', 'lecturer', courseId],
    queryFn: ({ signal }) => call(entCourseTeacherDetail, { id: courseId as number }, { signal }),
    enabled: courseId !== undefined,
    meta: { silentError: true },
  });
}
