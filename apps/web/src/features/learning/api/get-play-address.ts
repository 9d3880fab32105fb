import { type PlayAddress, vodPlaySts } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `vod/play/sts`: a signed address of the section's video (about 10 minutes) and a new play token. */
export function getPlayAddress(
  courseId: number,
  sectionId: number,
  signal?: AbortSignal,
): Promise<PlayAddress> {
  return call(vodPlaySts, { courseId, sectionId }, { signal, background: true });
}
