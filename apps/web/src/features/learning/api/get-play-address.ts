import {
  entVodPlaySts,
  liveReplayPlay,
  type PlayAddress,
  vodPlaySts,
  vodPlayStsTraining,
} from '@zhixue/contract';
import { call } from '@/lib/api';
import type { StageDetail } from './get-play-detail';

/**
 * `vod/play/sts` of the player's page (`vod/play/sts/training` for a camp's course, by the camp's
 * rule; the enterprise one in the enterprise area; `live/replay/play` for a live's replay): a signed
 * address of the section's video (about 10 minutes) and a new play token.
 */
export function getPlayAddress(
  {
    channel,
    courseId,
    trainingId,
    liveId,
  }: Pick<StageDetail, 'channel' | 'courseId' | 'trainingId' | 'liveId'>,
  sectionId: number,
  signal?: AbortSignal,
): Promise<PlayAddress> {
  const options = { signal, background: true };
  if (channel === 'live') {
    if (!liveId) throw new Error('a replay needs its live');
    return call(liveReplayPlay, { id: liveId }, options);
  }
  if (channel === 'camp') {
    if (!trainingId) throw new Error('the camp player needs its camp');
    return call(vodPlayStsTraining, { trainingId, courseId, sectionId }, options);
  }
  return call(channel === 'enterprise' ? entVodPlaySts : vodPlaySts, { courseId, sectionId }, options);
}
