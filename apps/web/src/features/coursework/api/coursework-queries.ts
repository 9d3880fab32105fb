import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CourseworkFile,
  courseworkCollect,
  courseworkCommentRemove,
  courseworkCommentSave,
  courseworkDetail,
  courseworkEdit,
  courseworkFileUploadPath,
  courseworkLike,
  courseworkRemove,
  courseworkSave,
  courseworkUserDetailV2,
  courseworkUserListV2,
  userCourseworkCollectionList,
  userCourseworkList,
} from '@zhixue/contract';
import { call, request } from '@/lib/api';

export const WORKS_PAGE_SIZE = 10;
export const MY_COURSEWORK_PAGE_SIZE = 10;

const keys = {
  all: ['coursework'] as const,
  detail: (id: number) => ['coursework', 'detail', id] as const,
  works: (id: number, page: number) => ['coursework', 'works', id, page] as const,
  work: (id: number) => ['coursework', 'work', id] as const,
};

/** `coursework/detail`: the assignment, the learner's own submission and whether others' work shows. */
export function useCourseworkDetail(id: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => call(courseworkDetail, { id }, { signal }),
      meta: { silentError: true },
    }),
  );
}

/** `coursework/user/list/v2`: others' submitted work, excellent first. */
export function useWorks(assignmentId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.works(assignmentId, page),
    queryFn: ({ signal }) =>
      call(courseworkUserListV2, { assignmentId, pageCurrent: page, pageSize: WORKS_PAGE_SIZE }, { signal }),
    enabled,
  });
}

/** `coursework/user/detail/v2`: one work with its files and comments. */
export function useWork(id: number | null) {
  return useQuery({
    queryKey: keys.work(id ?? 0),
    queryFn: ({ signal }) => call(courseworkUserDetailV2, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

export function useMyCoursework(page: number) {
  return useQuery({
    queryKey: ['coursework', 'mine', page],
    queryFn: ({ signal }) =>
      call(userCourseworkList, { pageCurrent: page, pageSize: MY_COURSEWORK_PAGE_SIZE }, { signal }),
  });
}

export function useCollectedWorks(page: number) {
  return useQuery({
    queryKey: ['coursework', 'collected', page],
    queryFn: ({ signal }) =>
      call(
        userCourseworkCollectionList,
        { pageCurrent: page, pageSize: MY_COURSEWORK_PAGE_SIZE },
        { signal },
      ),
  });
}

/** `coursework/file/upload` (multipart, field `file`): the server checks the type by the bytes. */
export function uploadCourseworkFile(file: File): Promise<CourseworkFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<CourseworkFile>(courseworkFileUploadPath, form);
}

/** Every write refreshes what coursework shows: the page, the lists and the open work. */
function useCourseworkWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export interface WorkDraft {
  content: string;
  fileIds: number[];
  submit: boolean;
}

/** The first save goes to `save`, every later one to `edit`. */
export function useSaveWork(assignmentId: number) {
  return useCourseworkWrite(({ id, ...draft }: WorkDraft & { id: number | null }) =>
    id === null ? call(courseworkSave, { assignmentId, ...draft }) : call(courseworkEdit, { id, ...draft }),
  );
}

export const useRemoveWork = () => useCourseworkWrite((id: number) => call(courseworkRemove, { id }));
export const useLike = () =>
  useCourseworkWrite((input: { id: number; liked: boolean }) => call(courseworkLike, input));
export const useCollect = () =>
  useCourseworkWrite((input: { id: number; collected: boolean }) => call(courseworkCollect, input));
export const useComment = () =>
  useCourseworkWrite((input: { workId: number; content: string }) => call(courseworkCommentSave, input));
export const useRemoveComment = () =>
  useCourseworkWrite((id: number) => call(courseworkCommentRemove, { id }));
