import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CampPlayDetail,
  entLearnPlayDetail,
  learnPlayDetail,
  liveReplayDetail,
  type PlayDetail,
  trainingCoursePlay,
  youkeCoursePlayDetail,
} from '@zhixue/contract';
import { call } from '@/lib/api';
import { heartbeats } from '../lib/heartbeats';

/**
 * Which page a player belongs to: /course/video (main), /youke/video (free trial),
 * /trainingCamp/video (a course of a training camp, played by the camp's rule) or /ent/video (a course
 * of the learner's enterprise library, played through the enterprise API).
 */
export type PlayerChannel = 'main' | 'youke' | 'camp' | 'enterprise';

export interface PlayTarget {
  courseId: number;
  sectionId?: number;
  /** Open the last viewed section at its last position. */
  resume: boolean;
  bundleId?: number;
  /** The camp whose course this is (channel `camp`). */
  trainingId?: number;
  /** The learning task the course was opened from (channel `enterprise`), kept in the player's links. */
  taskId?: number;
}

/**
 * What the player opens, and for which page (the video asks for its address the same way); a camp's
 * course also says which camp, and why it is locked.
 */
export type PlayerDetail = PlayDetail & { channel: PlayerChannel } & Partial<
    Pick<CampPlayDetail, 'trainingId' | 'trainingKind' | 'lockReason' | 'unlockDate' | 'replayOnly'>
  >;

/**
 * What a video plays: a section of a player's page, or the replay of a live without a course
 * (`live`, /live/:id/replay), whose address the live's own call signs.
 */
export type StageDetail = PlayDetail & {
  channel: PlayerChannel | 'live';
  trainingId?: number | undefined;
  liveId?: number | undefined;
};

/**
 * `learn/play/detail`, `youke/course/play/detail`, `training/course/play` or the enterprise
 * `learn/play/detail`: the section to open and where to start.
 */
export async function getPlayDetail(
  channel: PlayerChannel,
  target: PlayTarget,
  signal?: AbortSignal,
): Promise<PlayerDetail> {
  return { ...(await askPlayDetail(channel, target, signal)), channel };
}

function askPlayDetail(channel: PlayerChannel, target: PlayTarget, signal?: AbortSignal) {
  const body = {
    courseId: target.courseId,
    ...(target.sectionId ? { sectionId: target.sectionId } : {}),
    ...(target.resume ? { seeType: 'continue' as const } : {}),
  };
  if (channel === 'camp') {
    if (!target.trainingId) throw new Error('the camp player needs its camp');
    return call(trainingCoursePlay, { ...body, trainingId: target.trainingId }, { signal });
  }
  if (channel === 'youke') return call(youkeCoursePlayDetail, body, { signal });
  const withBundle = target.bundleId ? { ...body, bundleId: target.bundleId } : body;
  if (channel === 'enterprise') {
    const withTask = target.taskId ? { ...withBundle, taskId: target.taskId } : withBundle;
    return call(entLearnPlayDetail, withTask, { signal });
  }
  return call(learnPlayDetail, withBundle, { signal });
}

/** `viewer` is null for a visitor, who may open a main-site course's trial sections (spec section 4). */
export function playDetailQueryOptions(channel: PlayerChannel, target: PlayTarget, viewer: number | null) {
  return queryOptions<PlayerDetail>({
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
    // Going to another section keeps the page (and the catalog's scroll) while it loads.
    placeholderData: keepPreviousData,
  });
}

/** `live/replay/detail`: the replay of a live without a course, where the learner stopped in it. */
export function useReplayDetail(liveId: number, viewer: number | null) {
  return useQuery({
    queryKey: ['learning', 'replay', liveId, viewer],
    queryFn: async ({ signal }): Promise<StageDetail> => {
      // As for any section: beats an earlier page could not deliver go first.
      await heartbeats.flush();
      return { ...(await call(liveReplayDetail, { id: liveId }, { signal })), channel: 'live', liveId };
    },
    enabled: viewer !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silentError: true },
  });
}
