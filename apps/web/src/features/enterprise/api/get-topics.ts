import { useQuery } from '@tanstack/react-query';
import { entTopicCourseList, entTopicList } from '@zhixue/contract';
import { call } from '@/lib/api';

export const TOPIC_PAGE_SIZE = 12;

/** `topic/list`: the enterprise's topics (专题). */
export function useEntTopics(page: number, pageSize = TOPIC_PAGE_SIZE) {
  return useQuery({
    queryKey: ['ent', 'topics', page, pageSize],
    queryFn: ({ signal }) => call(entTopicList, { pageCurrent: page, pageSize }, { signal }),
  });
}

/** `topic/course/list`: one topic and its courses (A0404 for a topic that is not the enterprise's). */
export function useEntTopic(id: number) {
  return useQuery({
    queryKey: ['ent', 'topic', id],
    queryFn: ({ signal }) => call(entTopicCourseList, { id }, { signal }),
    meta: { silentError: true },
  });
}
