import { defineNotices } from './define.js';
import { livePage } from './pages.js';

/** `90` → `1 小时 30 分钟`; under an hour in minutes, whole hours without minutes. */
function leadInWords(minutes: number): string {
  if (minutes < 60) return `${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} 小时` : `${hours} 小时 ${minutes % 60} 分钟`;
}

/** Lives a learner subscribed to: the reminder before the start, and a cancellation. */
export const liveNotices = defineNotices({
  liveStartingSoon: {
    category: 'live',
    /**
     * `minutesLeft`: the real time left when the reminder is written, not the reminder's lead (a
     * learner who subscribes late is told the truth); `startsAt`: China time `YYYY-MM-DD HH:mm`.
     */
    text: (live: { liveId: number; liveTitle: string; minutesLeft: number; startsAt: string }) => ({
      title: `直播即将开始：${live.liveTitle}`,
      body: `您预约的直播将在 ${leadInWords(live.minutesLeft)}后开始，开播时间 ${live.startsAt}，请准时观看。`,
      link: livePage(live.liveId),
    }),
  },
  liveCancelled: {
    category: 'live',
    text: (live: { liveTitle: string }) => ({
      title: `直播已取消：${live.liveTitle}`,
      body: '您预约的直播已取消，给您带来不便，敬请谅解。',
      link: null,
    }),
  },
});
