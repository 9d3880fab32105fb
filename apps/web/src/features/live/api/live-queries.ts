import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIVE_HEARTBEAT_SECONDS,
  type LiveComment,
  type LiveDetail,
  liveCommentList,
  liveCommentPost,
  liveDetail,
  liveHeartbeat,
  livePlay,
  liveSmsSettingRead,
  liveSmsSettingSave,
  liveSubscribe,
  liveUnsubscribe,
} from '@zhixue/contract';
import { useEffect, useState } from 'react';
import { call } from '@/lib/api';

/** How often an open live page asks whether the stream started or stopped. */
const STATE_POLL_MS = 5_000;
/** After the end, how often it asks whether the replay is ready (a transcode takes a while). */
const REPLAY_POLL_MS = 10_000;

const keys = {
  detail: (id: number) => ['live', 'detail', id] as const,
  play: (id: number) => ['live', 'play', id] as const,
  comments: (id: number) => ['live', 'comments', id] as const,
  smsSetting: ['live', 'sms-setting'] as const,
};

/** `live/detail`, asked again every few seconds while the live is coming or running, then until its replay is ready. */
export function useLiveDetail(id: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => call(liveDetail, { id }, { signal }),
      refetchInterval: (query) => {
        const state = query.state.data?.state;
        if (state === 'scheduled' || state === 'live') return STATE_POLL_MS;
        return state === 'ended' ? REPLAY_POLL_MS : false;
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

/** How often the comment stream asks for what is new while the page is open. */
const COMMENT_POLL_MS = 3_000;

/**
 * The comment stream: the latest comments first, then every few seconds those after the last one
 * held (a poll answers only what is new), kept in arrival order.
 */
export function useLiveComments(id: number, enabled: boolean) {
  const [comments, setComments] = useState<LiveComment[]>([]);
  const lastId = comments.at(-1)?.id ?? 0;
  const poll = useQuery({
    queryKey: [...keys.comments(id), lastId],
    queryFn: ({ signal }) => call(liveCommentList, { id, afterId: lastId, limit: 50 }, { signal }),
    enabled,
    refetchInterval: COMMENT_POLL_MS,
    meta: { silentError: true },
  });
  useEffect(() => {
    const fresh = poll.data?.list ?? [];
    if (fresh.length === 0) return;
    setComments((held) => {
      const known = new Set(held.map((comment) => comment.id));
      return [...held, ...fresh.filter((comment) => !known.has(comment.id))].slice(-200);
    });
  }, [poll.data]);
  return { comments, failed: poll.isError && comments.length === 0 };
}

export function usePostComment(id: number) {
  return useMutation({
    mutationFn: (content: string) => call(liveCommentPost, { id, content }),
  });
}

/**
 * The attendance heartbeat while the learner watches the stream: one beat on start, then one every
 * LIVE_HEARTBEAT_SECONDS while the page is visible (a hidden tab is not watching).
 */
export function useLiveHeartbeat(id: number, watching: boolean) {
  useEffect(() => {
    if (!watching) return;
    const beat = () => {
      if (document.visibilityState === 'visible') void call(liveHeartbeat, { id }).catch(() => {});
    };
    beat();
    const timer = window.setInterval(beat, LIVE_HEARTBEAT_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [id, watching]);
}

/** Whether the learner allows SMS reminders (their own setting, read once they are logged in). */
export function useSmsSetting(enabled: boolean) {
  const client = useQueryClient();
  const setting = useQuery({
    queryKey: keys.smsSetting,
    queryFn: ({ signal }) => call(liveSmsSettingRead, {}, { signal }),
    enabled,
  });
  const save = useMutation({
    mutationFn: (allowed: boolean) => call(liveSmsSettingSave, { allowed }),
    onSuccess: (answer) => client.setQueryData(keys.smsSetting, answer),
  });
  return { allowed: setting.data?.allowed ?? false, loading: setting.isPending && enabled, save };
}
