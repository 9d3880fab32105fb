import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { learnPlayDetail, type PlayDetail, youkeCoursePlayDetail } from '@zhixue/contract';
import { call } from '@/lib/api';
import { heartbeats } from '../lib/heartbeats';

/** Which site a player page belongs to: /course/video (main) or /youke/video (free trial). */
export type PlayerChannel = 'main' | 'youke';

export interface PlayTarget {
  courseId: number;
  sectionId?: number;
  /** Open the last viewed section at its last position. */
  resume: boolean;
  bundleId?: number;
}

/** `learn/play/detail` or `youke/course/play/detail`: the section to open and where to start. */
export function getPlayDetail(channel: PlayerChannel, target: PlayTarget, signal?: AbortSignal) {
  const body = {
    courseId: target.courseId,
    ...(target.sectionId ? { sectionId: target.sectionId } : {}),
    ...(target.resume ? { seeType: 'continue' as const } : {}),
  };
  return channel === 'youke'
    ? call(youkeCoursePlayDetail, body, { signal })
    : call(learnPlayDetail, target.bundleId ? { ...body, bundleId: target.bundleId } : body, { signal });
}

export function playDetailQueryOptions(channel: PlayerChannel, target: PlayTarget, viewer: number | null) {
  return queryOptions<PlayDetail>({
    queryKey: ['learning', 'play', channel, target, viewer],
    queryFn: async ({ signal }) => {
      // Beats an earlier page could not deliver go first, so the resume point includes them.
      await heartbeats.flush();
      return getPlayDetail(channel, target, signal);
    },
    // Where to resume changes with every beat: always ask again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silentError: true },
  });
}

export function usePlayDetail(channel: PlayerChannel, target: PlayTarget, viewer: number | null) {
  return useQuery({
    ...playDetailQueryOptions(channel, target, viewer),
    enabled: viewer !== null,
    // Going to another section keeps the page (and the catalog's scroll) while it loads.
    placeholderData: keepPreviousData,
  });
}
