import type { Permission } from '@zhixue/contract';

/** The side menu: each screen with the permission that opens it (the contract's role table decides). */
export const MENU: ReadonlyArray<{ path: string; label: string; permission: Permission }> = [
  { path: '/courses', label: '课程管理', permission: 'courses.read' },
  { path: '/activities', label: '限时活动', permission: 'courses.read' },
  { path: '/categories', label: '课程分类', permission: 'categories.read' },
  { path: '/lecturers', label: '讲师管理', permission: 'lecturers.read' },
  { path: '/media', label: '媒体库', permission: 'media.read' },
  { path: '/exams', label: '考试管理', permission: 'exams.read' },
  { path: '/grading', label: '阅卷', permission: 'exams.grade' },
  { path: '/exam-bank', label: '题库管理', permission: 'exams.read' },
  { path: '/announcements', label: '公告管理', permission: 'messages.broadcast' },
  { path: '/coursework', label: '作业批改', permission: 'coursework.review' },
  { path: '/camps', label: '训练营管理', permission: 'camps.read' },
  { path: '/banners', label: '轮播图', permission: 'marketing.read' },
  { path: '/hot-search', label: '热门搜索', permission: 'marketing.read' },
  { path: '/orders', label: '订单管理', permission: 'orders.read' },
  { path: '/transfers', label: '对公转账', permission: 'orders.confirm-transfer' },
  { path: '/revenue', label: '收入统计', permission: 'revenue.read' },
  { path: '/reconciliation', label: '对账', permission: 'orders.reconcile' },
  { path: '/learners', label: '学员管理', permission: 'learners.read' },
  { path: '/vip-plans', label: '会员套餐', permission: 'vip-plans.read' },
  { path: '/site-settings', label: '站点设置', permission: 'marketing.read' },
  { path: '/operators', label: '管理员', permission: 'operators.read' },
  { path: '/audit', label: '操作日志', permission: 'audit.read' },
  { path: '/jobs', label: '后台任务', permission: 'jobs.read' },
];
