import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trainingUserList } from '@zhixue/contract';
import { call } from '@/lib/api';

export const MY_CAMPS_PAGE_SIZE = 10;

/** `training/user/list`: the learner's camps for the personal centre, newest enrolment first. */
export const useMyCamps = (pageCurrent: number) =>
  useQuery({
    queryKey: ['camps', 'mine', pageCurrent],
    queryFn: ({ signal }) =>
      call(trainingUserList, { pageCurrent, pageSize: MY_CAMPS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
