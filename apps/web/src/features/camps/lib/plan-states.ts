import type { EnrolmentDetail } from '@zhixue/contract';

/** What 今日任务 says on a day that unlocks nothing, by where the term stands. */
export function noTaskToday(plan: Pick<EnrolmentDetail, 'status' | 'startDate' | 'today'>): string {
  if (plan.status === 'ended') return '本期已结营，已解锁的内容仍可回看';
  if (plan.startDate && plan.today < plan.startDate)
    return `${plan.startDate} 开营，届时这里将列出当天的任务`;
  return '今天没有新解锁的任务';
}
