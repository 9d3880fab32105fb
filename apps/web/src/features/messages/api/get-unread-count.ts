import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_STREAM_PATH, noticeUnreadCount } from '@zhixue/contract';
import { useEffect } from 'react';
import { call } from '@/lib/api';
import { useSession } from '@/lib/session';

/** Every query of the message centre starts with this key: a new notice refreshes them all. */
export const MESSAGES_KEY = ['messages'] as const;

/**
 * The header bell's red dot: `comment/notice/count`, the learner's unread notices (announcements
 * included), asked once per page load and again whenever the notice stream says something arrived.
 * Visitors have nothing to count and ask nothing.
 */
export function useUnreadCount(): number {
  const session = useSession();
  const loggedIn = session !== null;
  useNoticeStream(loggedIn);
  const count = useQuery({
    queryKey: [...MESSAGES_KEY, 'unread'],
    queryFn: ({ signal }) => call(noticeUnreadCount, {}, { signal }),
    enabled: loggedIn,
    meta: { silentError: true },
  });
  return loggedIn ? (count.data?.count ?? 0) : 0;
}

/**
 * Listens to the learner's notice stream (Server-Sent Events, the session cookie authenticates it)
 * while logged in; each `notice` event refreshes the message queries. The browser reconnects by
 * itself after a dropped connection; logging out closes the stream.
 */
function useNoticeStream(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTICE_STREAM_PATH);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    source.addEventListener('notice', refresh);
    return () => source.close();
  }, [loggedIn, queryClient]);
}
