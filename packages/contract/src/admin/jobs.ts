import { z } from 'zod';
import { PageQuery, pageOf } from '../envelope.js';
import { operatorEndpoint } from './define.js';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_NAMES: Record<JobState, string> = {
  created: '等待中',
  retry: '待重试',
  active: '运行中',
  completed: '已完成',
  cancelled: '已取消',
  failed: '失败',
};

export interface JobKind {
  name: string;
  description: string;
  /**
   * A sweep on a short schedule (every minute to every ten): dozens a day, each redone by the next,
   * so the console folds them away unless asked.
   */
  routine: boolean;
}

/**
 * Every queue the server declares, in words for operators. A test lists the queues a started server
 * declares and fails when one is missing here (or one here is no longer declared).
 */
export const JOB_KINDS: Record<string, JobKind> = {
  'order-expiry-sweep': {
    name: '关闭超时订单',
    description: '每分钟关闭超过支付期限仍未支付的订单，并向渠道关闭交易。',
    routine: true,
  },
  'group-expiry-sweep': {
    name: '拼团超时退款',
    description: '每分钟把到时未成团的拼团标为失败，并把每位已付款成员的款项原路退回（每人只退一次）。',
    routine: true,
  },
  'refund-requery': {
    name: '查询退款结果',
    description: '每 10 分钟向支付渠道查询仍在处理中的退款。',
    routine: true,
  },
  'referral-commission-release': {
    name: '佣金解冻',
    description: '每 10 分钟把退款期已过的推广佣金从冻结中转为可提现。',
    routine: true,
  },
  'order-export': { name: '导出订单', description: '按运营选定的条件生成订单表格，供下载。', routine: false },
  'order-reconcile': {
    name: '对账',
    description: '下载支付渠道一天的账单，与订单和退款逐笔核对，标出差异。',
    routine: false,
  },
  'order-reconcile-daily': {
    name: '每日自动对账',
    description: '每天上午为前一天的微信支付和支付宝账单发起对账。',
    routine: false,
  },
  'media-process': {
    name: '处理媒体文件',
    description: '为上传的视频转码、生成播放清单和封面。',
    routine: false,
  },
  'media-encrypt-mp4': {
    name: '加密视频',
    description: '把需要加密的 MP4 小节转为 AES-128 加密的 HLS，转好前仍播放原 MP4。',
    routine: false,
  },
  'account-closure': {
    name: '注销账号',
    description: '学员申请注销满 15 天冷静期后，删除其个人信息并退出所有设备；订单依法保留。',
    routine: false,
  },
  'exam-deadline': {
    name: '考试到时交卷',
    description: '考试时间到时，自动提交考生尚未交的答卷。',
    routine: false,
  },
  'exam-graded-sweep': {
    name: '补发阅卷通知',
    description: '每分钟检查已阅完但未通知的答卷，重新通知考生。',
    routine: true,
  },
  'enterprise-study-rollup': {
    name: '汇总企业学习数据',
    description: '每分钟把企业学员的学习记录汇总进统计报表。',
    routine: true,
  },
  'enterprise-task-reminders': {
    name: '学习任务提醒',
    description: '每分钟向临近截止的企业学习任务的学员发送提醒。',
    routine: true,
  },
  'enterprise-statistics-export': {
    name: '导出企业学习统计',
    description: '按企业管理员的条件生成学习统计表格，供下载。',
    routine: false,
  },
  'camp-seat-offer-sweep': {
    name: '收回过期的候补名额',
    description: '每分钟收回候补学员逾期未付款的训练营名额，顺延给下一位。',
    routine: true,
  },
  'camp-term-export': {
    name: '导出训练营学员',
    description: '生成一期训练营的学员与学习进度表格，供下载。',
    routine: false,
  },
  'live-reminders': {
    name: '直播开课提醒',
    description: '每分钟向即将开播的直播的学员发送站内提醒，并安排短信提醒。',
    routine: true,
  },
  'live-sms-reminders': {
    name: '发送直播短信提醒',
    description: '向允许短信提醒的学员发送即将开播的短信。',
    routine: false,
  },
  'live-recording-fetch': {
    name: '下载直播录像',
    description: '直播平台录制完成后，把录像取回本平台存储。',
    routine: false,
  },
  'live-recording-join': {
    name: '合并直播录像',
    description: '直播结束后把各段录像按顺序合并为一个回放视频。',
    routine: false,
  },
  'dashboard-roll-up': {
    name: '更新工作台数据',
    description: '每 5 分钟核对当天与前一天的订单、营收和新学员数，并更新转化漏斗。',
    routine: true,
  },
};

/** The routine sweeps, which the job list leaves out unless asked. */
export const ROUTINE_JOB_KINDS = Object.keys(JOB_KINDS).filter((queue) => JOB_KINDS[queue]?.routine);

export const AdminJob = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  progress: z.number().nullable(),
  /** The handler's result, or the error of its last failed run, as text. */
  output: z.string().nullable(),
  /** Why its last run failed, in words (ours in Chinese); null unless it failed. */
  error: z.string().nullable(),
  createdOn: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
});
export type AdminJob = z.infer<typeof AdminJob>;

export const AdminJobListRequest = PageQuery.extend({
  queue: z.string().trim().max(64).optional(),
  state: z.enum(JOB_STATES).optional(),
  /** Include the routine sweeps (显示例行任务); left out by default. */
  routine: z.boolean().default(false),
});

export const adminJobList = operatorEndpoint({
  path: '/api/admin/job/list',
  permission: 'jobs.read',
  writes: false,
  request: AdminJobListRequest.optional().default({ pageCurrent: 1, pageSize: 20, routine: false }),
  response: pageOf(AdminJob),
});

/** Runs a failed job once more, now. */
export const adminJobRetry = operatorEndpoint({
  path: '/api/admin/job/retry',
  permission: 'jobs.write',
  writes: true,
  request: z.object({ id: z.uuid() }),
  response: AdminJob,
});
