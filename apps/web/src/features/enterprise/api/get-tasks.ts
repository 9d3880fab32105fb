import { useQuery } from '@tanstack/react-query';
import { type EntTaskStatus, entTaskDetail, entTaskListPc } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `task/list/pc`: the learner's learning tasks, optionally of one status. */
export function useEntTasks(page: number, pageSize: number, status?: EntTaskStatus) {
  return useQuery({
    queryKey: ['ent', 'tasks', page, pageSize, status ?? null],
    queryFn: ({ signal }) => call(entTaskListPc, { pageCurrent: page, pageSize, status }, { signal }),
  });
}

/** `task/detail`: one of the learner's tasks with its items (A0404 for any other). */
export function useEntTask(id: number) {
  return useQuery({
    queryKey: ['ent', 'task', id],
    queryFn: ({ signal }) => call(entTaskDetail, { id }, { signal }),
    meta: { silentError: true },
  });
}
