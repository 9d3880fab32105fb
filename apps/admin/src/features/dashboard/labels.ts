import type { DashboardQueueName } from '@zhixue/contract';

/** Each queue in words, and the screen that works it. */
export const QUEUE_SCREENS: Record<DashboardQueueName, { label: string; path: string; unit: string }> = {
  grading: { label: '待阅卷', path: '/grading', unit: '份答卷' },
  refunds: { label: '退款失败待重新发起', path: '/orders', unit: '笔退款' },
  transfers: { label: '待确认对公转账', path: '/transfers', unit: '笔订单' },
  applications: { label: '待审核城市中心申请', path: '/applications', unit: '份申请' },
  failedJobs: { label: '失败的后台任务', path: '/jobs?state=failed', unit: '个任务' },
};

/** Cents as yuan with thousands separators: ¥12,345.00. */
export const yuan = (cents: number) =>
  `¥${(cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 2026-11-29 as 11-29, the chart's axis. */
export const monthDay = (day: string) => day.slice(5);
