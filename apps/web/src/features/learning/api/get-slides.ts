import { useQuery } from '@tanstack/react-query';
import { coursePpt, type Slide } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `course/ppt`: the course's slides as signed addresses (valid about 10 minutes). */
export function getSlides(id: number, signal?: AbortSignal): Promise<Slide[]> {
  return call(coursePpt, { id }, { signal, background: true });
}

export function useSlides(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['learning', 'slides', id],
    queryFn: ({ signal }) => getSlides(id, signal),
    enabled,
    // The signed addresses last about 10 minutes: fresh ones before they run out.
    staleTime: 8 * 60_000,
    refetchInterval: 8 * 60_000,
    meta: { silentError: true },
  });
}
