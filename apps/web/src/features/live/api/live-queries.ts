import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type LiveDetail, liveDetail, livePlay, liveSubscribe, liveUnsubscribe } from '@zhixue/contract';
import { call } from '@/lib/api';

/** How often an open live page asks whether the stream started or stopped. */
const STATE_POLL_MS = 5_000;

const keys = {
  detail: (id: number) => ['live', 'detail', id] as const,
  play: (id: number) => ['live', 'play', id] as const,
};

/** `live/detail`, asked again every few seconds while the live is coming or running. */
export function useLiveDetail(id: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => call(liveDetail, { id }, { signal }),
      refetchInterval: (query) => {
        const state = query.state.data?.state;
        return state === 'scheduled' || state === 'live' ? STATE_POLL_MS : false;
      },
      meta: { silentError: true },
    }),
  );
}

/** `live/play`: the learner's own pull address, asked once the live streams. */
export function useLivePlay(id: number, streaming: boolean) {
  return useQuery({
    queryKey: keys.play(id),
    queryFn: ({ signal }) => call(livePlay, { id }, { signal }),
    enabled: streaming,
    // The address expires after a few minutes; a player that reconnects asks for a fresh one.
    staleTime: 60_000,
  });
}

/** 预约 / 取消预约: the answer carries the new flag and count, laid over the cached detail. */
export function useToggleSubscription(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) => call(subscribe ? liveSubscribe : liveUnsubscribe, { id }),
    onSuccess: (answer) =>
      client.setQueryData<LiveDetail>(keys.detail(id), (detail) => detail && { ...detail, ...answer }),
  });
}
