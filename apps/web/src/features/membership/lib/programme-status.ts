import type { MemberProgramme } from '@zhixue/contract';
import { type ChinaParts, chinaParts } from '@/lib/date-format';

/** Where a dated item stands at `now`: still to come, under way, or over. */
export type ProgrammePhase = 'upcoming' | 'running' | 'ended';

export function programmePhase(
  item: Pick<MemberProgramme, 'startsAt' | 'endsAt'>,
  now: number,
): ProgrammePhase {
  if (now < Date.parse(item.startsAt)) return 'upcoming';
  if (now < Date.parse(item.endsAt)) return 'running';
  return 'ended';
}

/** The badge of an activity and of a live session in each phase. */
export const ACTIVITY_PHASE_LABEL: Record<ProgrammePhase, string> = {
  upcoming: '报名中',
  running: '进行中',
  ended: '已结束',
};

export const LIVE_PHASE_LABEL: Record<ProgrammePhase, string> = {
  upcoming: '即将开播',
  running: '直播中',
  ended: '看回放',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** 「6月12日 14:00」 in China time; the year only when it is not `now`'s. */
export function formatWhen(iso: string, now: number): string {
  const at = chinaParts(Date.parse(iso));
  const year = at.year === chinaParts(now).year ? '' : `${at.year}年`;
  return `${year}${at.month}月${at.day}日 ${at.time}`;
}

/**
 * When an item runs: a single day as 「6月12日 14:00-18:00」, several days as 「6月5日 - 6月26日」.
 */
export function formatSpan(item: Pick<MemberProgramme, 'startsAt' | 'endsAt'>, now: number): string {
  const start = Date.parse(item.startsAt);
  const end = Date.parse(item.endsAt);
  const from = chinaParts(start);
  const to = chinaParts(end);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  if (sameDay) return `${formatWhen(item.startsAt, now)}-${to.time}`;
  const day = (parts: ChinaParts) =>
    `${parts.year === chinaParts(now).year ? '' : `${parts.year}年`}${parts.month}月${parts.day}日`;
  return `${day(from)} - ${day(to)}`;
}

/** 「3天后开播」「明天开播」「今天19:30开播」 for a live session still to come. */
export function startsIn(startsAt: string, now: number): string {
  const start = chinaParts(Date.parse(startsAt));
  const today = chinaParts(now);
  const days = Math.round(
    (Date.UTC(start.year, start.month - 1, start.day) - Date.UTC(today.year, today.month - 1, today.day)) /
      DAY_MS,
  );
  if (days <= 0) return `今天${start.time}开播`;
  if (days === 1) return `明天${start.time}开播`;
  return `${days}天后开播`;
}

/** A talk's issue number from its title (「第24期｜…」), and the topic after it. */
export function splitTalkTitle(title: string): { issue: string | null; topic: string } {
  const match = /^(第\d+期)｜(.+)$/.exec(title);
  return match ? { issue: match[1] ?? null, topic: match[2] ?? title } : { issue: null, topic: title };
}
