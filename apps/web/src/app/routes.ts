import type { QueryClient } from '@tanstack/react-query';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { prefetchHome } from '@/features/home/api/prefetch-home';
import type { RouteHandle } from './route-handle';

/**
 * The spec's route table (section 2), complete. Every page is a lazy route module.
 * Query parameters (`?type=multi`, `?searchValue=`, `?index=` ...) pass through untouched.
 */
type Lazy = NonNullable<RouteObject['lazy']>;

const antdLayout: Lazy = () => import('./antd/antd-layout');
const componentPreview: Lazy = () => import('./pages/component-preview-page');
const enterpriseGate: Lazy = () => import('./enterprise-gate');
const entCourse: Lazy = () => import('@/features/enterprise/pages/ent-course-page');
const entPreview: Lazy = () => import('@/features/enterprise/pages/ent-component-preview-page');

function page(
  path: string,
  title: string,
  lazy: Lazy,
  extra: Pick<NonIndexRouteObject, 'id' | 'loader'> = {},
): RouteObject {
  const handle: RouteHandle = { title };
  return { path, lazy, handle, ...extra };
}

/** Component-preview routes (section 2): developer pages whose content the spec does not show. */
function previews(base: string, names: string[], lazy: Lazy = componentPreview): RouteObject[] {
  return names.map((name) => page(`${base}/components/${name}`, `组件预览 · ${name}`, lazy));
}

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    // Home: the first screen, built without antd (see antdLayout).
    page('/', '首页', () => import('@/features/home/pages/home-page'), {
      // Start the home lists while the page's code downloads; the page does not wait for them.
      loader: () => {
        prefetchHome(queryClient);
        return null;
      },
    }),
    // Every other page sits inside antd's provider, loaded with the first of them.
    { lazy: antdLayout, children: siteRoutes() },
  ];
}

function siteRoutes(): RouteObject[] {
  return [
    // Main site
    page('/about', '关于我们', () => import('@/features/marketing/pages/about-page'), { id: 'about' }),
    page('/company', '企业服务', () => import('@/features/marketing/pages/company-page')),
    page('/courses', '课程学习', () => import('@/features/catalog/pages/courses-page')),
    page('/courses/courses-list', '全部课程', () => import('@/features/catalog/pages/courses-page')),
    page('/course/search', '搜索结果', () => import('@/features/search/pages/search-page')),
    page(
      '/course/base/id_copy',
      '课程详情',
      () => import('@/features/catalog/pages/course-detail-copy-page'),
    ),
    page('/course/base/:id?', '课程详情', () => import('./pages/course-detail-page')),
    page('/course/multi/:id?', '系列课程', () => import('./pages/course-detail-page')),
    page('/coupons', '领券中心', () => import('@/features/coupons/pages/coupon-centre-page')),
    page('/group/:id', '拼团', () => import('@/features/group-buying/pages/group-page')),
    page('/course/video/:id?', '课程播放', () => import('@/features/learning/pages/course-player-page')),
    page('/member', '会员中心', () => import('./pages/member-page')),
    page('/message', '消息中心', () => import('@/features/messages/pages/message-page')),
    page('/mycourses', '个人中心', () => import('./pages/my-courses-page')),
    page('/partner', '合伙人计划', () => import('@/features/marketing/pages/partner-page'), {
      id: 'partner',
    }),
    page('/single/citycenter', '城市中心', () => import('@/features/marketing/pages/city-center-page')),
    page('/user/wxlogin', '微信登录', () => import('@/features/auth/pages/wx-login-page')),
    page('/order/:id?', '确认订单', () => import('@/features/orders/pages/order-page')),
    // Ours, not the spec's: the documents a learner consents to when registering.
    page('/agreement/user', '用户协议', () => import('@/features/marketing/pages/user-agreement-page')),
    page('/agreement/privacy', '隐私政策', () => import('@/features/marketing/pages/privacy-policy-page')),
    // Ours, not the spec's: the public page a certificate's QR code opens.
    page(
      '/cert/verify/:code?',
      '证书验证',
      () => import('@/features/certificates/pages/certificate-verify-page'),
    ),

    // Free trial courses (youke)
    page('/youke', '免费试学', () => import('@/features/youke/pages/youke-page')),
    page('/youke/list', '试学课程', () => import('@/features/youke/pages/youke-list-page')),
    page('/youke/base/:id?', '试学课程详情', () => import('@/features/youke/pages/youke-course-page')),
    page('/youke/video/:id?', '试学课程播放', () => import('@/features/learning/pages/youke-player-page')),

    // Training camps (offline courses)
    page('/trainingCamp', '线下课程', () => import('@/features/marketing/pages/training-camp-page')),
    page('/trainingCamp/online/:id?', '线上训练营', () => import('./pages/online-camp-page')),
    page(
      '/trainingCamp/online/plan/:id?',
      '学习计划',
      () => import('@/features/camps/pages/online-plan-page'),
    ),
    page('/trainingCamp/offline/:id?', '线下训练营', () => import('./pages/offline-camp-page')),
    page('/trainingCamp/trial/:id?', '体验营', () => import('@/features/camps/pages/trial-camp-page')),
    page(
      '/trainingCamp/trial/plan/:id?',
      '体验营学习计划',
      () => import('@/features/camps/pages/trial-plan-page'),
    ),
    page('/trainingCamp/checkin', '训练营签到', () => import('@/features/camps/pages/checkin-page')),
    page(
      '/trainingCamp/video/:id?',
      '训练营课程播放',
      () => import('@/features/learning/pages/camp-player-page'),
    ),
    page(
      '/trainingCamp/exam/result',
      '考试结果',
      () => import('@/features/exams/pages/camp-exam-result-page'),
    ),
    page('/trainingCamp/exam/:id?', '训练营考试', () => import('@/features/exams/pages/camp-exam-page')),
    page(
      '/trainingCamp/work/:id?',
      '训练营作业',
      () => import('@/features/coursework/pages/coursework-page'),
    ),
    // Not in the spec's table: the live page the live-subscribe call leads to.
    page('/live/:id?', '直播', () => import('@/features/live/pages/live-page')),
    // The replay of a live without a course (a camp term's), in the course player's frame.
    page('/live/:id/replay', '直播回放', () => import('@/features/learning/pages/live-replay-page')),

    // Enterprise area
    page('/ent/login', '企业登录', () => import('@/features/auth/pages/ent-login-page')),
    {
      // Everything else there is for enterprise learners only (spec sections 6 and 8).
      lazy: enterpriseGate,
      children: [
        page('/ent/course-list', '课程库', () => import('@/features/enterprise/pages/ent-course-list-page')),
        page(
          '/ent/learn-center',
          '学习中心',
          () => import('@/features/enterprise/pages/ent-learn-center-page'),
        ),
        page('/ent/search', '搜索结果', () => import('@/features/enterprise/pages/ent-search-page')),
        page(
          '/ent/base/ent-teacher-modal',
          '讲师介绍',
          () => import('@/features/enterprise/pages/ent-teacher-page'),
        ),
        page(
          '/ent/base/learning-list',
          '学习记录',
          () => import('@/features/enterprise/pages/ent-learning-list-page'),
        ),
        page(
          '/ent/base/task-list',
          '学习任务',
          () => import('@/features/enterprise/pages/ent-task-list-page'),
        ),
        page(
          '/ent/base/task-detail/:id?',
          '任务详情',
          () => import('@/features/enterprise/pages/ent-task-detail-page'),
        ),
        page('/ent/base/:id?', '课程详情', entCourse),
        page('/ent/multi/:id?', '系列课程', entCourse),
        page(
          '/ent/special/list',
          '专题列表',
          () => import('@/features/enterprise/pages/ent-special-list-page'),
        ),
        page('/ent/special/:id?', '专题详情', () => import('@/features/enterprise/pages/ent-special-page')),
        page('/ent/video/:id?', '课程播放', () => import('@/features/learning/pages/enterprise-player-page')),
        page('/ent/exam/result', '考试结果', () => import('@/features/exams/pages/ent-exam-result-page')),
        page('/ent/exam/:id?', '在线考试', () => import('@/features/exams/pages/ent-exam-page')),
        // The enterprise widgets are shown with the learner's own library, so behind the gate too.
        ...previews('/ent', ['course-item', 'course-top', 'empty'], entPreview),
      ],
    },

    // Component previews
    page(
      '/ent/components/exam-circle',
      '组件预览 · exam-circle',
      () => import('@/features/exams/pages/exam-circle-preview-page'),
    ),
    ...previews(
      '/member',
      [
        'activity-list',
        'banyue-list',
        'course-list',
        'live-list',
        'teacher-list',
        'vip-list',
        '7.1.19/swiper',
      ],
      () => import('@/features/membership/pages/member-component-page'),
    ),
    ...previews('/trainingCamp', ['teacher-modal', 'train-top']),
    page(
      '/youke/components/course-item',
      '组件预览 · course-item',
      () => import('@/features/youke/pages/course-item-preview-page'),
    ),
    page(
      '/youke/components/course-top',
      '组件预览 · course-top',
      () => import('@/features/youke/pages/course-top-preview-page'),
    ),

    page('*', '页面未找到', () => import('./pages/not-found-page')),
  ];
}
