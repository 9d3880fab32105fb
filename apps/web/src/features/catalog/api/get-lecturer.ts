import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseTeacherDetail, type Lecturer } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `course/teacher/detail`: the lecturer of a course (by the course's id). */
export function getLecturer(courseId: number, signal?: AbortSignal): Promise<Lecturer> {
  return call(courseTeacherDetail, { id: courseId }, { signal });
}

export function lecturerQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: ['catalog', 'lecturer', courseId],
    queryFn: ({ signal }) => getLecturer(courseId, signal),
    staleTime: 60_000,
  });
}

export function useLecturer(courseId: number, enabled: boolean) {
  return useQuery({ ...lecturerQueryOptions(courseId), enabled });
}
