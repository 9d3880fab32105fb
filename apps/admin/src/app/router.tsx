import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { ConsoleShell, FirstScreen } from './console-shell';

/**
 * A screen loaded when it is first opened: each feature is a chunk of its own, so the sign-in page
 * loads the shell and the form, not every table, the uploader and the drag-and-drop of the others.
 */
function screen<M>(load: () => Promise<M>, name: keyof M) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

export function createConsoleRouter(_queryClient: QueryClient) {
  return createBrowserRouter(
    [
      { path: '/sign-in', lazy: screen(() => import('@/features/session/sign-in-page'), 'SignInPage') },
      { path: '/set-up', lazy: screen(() => import('@/features/session/set-up-page'), 'SetUpPage') },
      {
        path: '/',
        element: <ConsoleShell />,
        children: [
          { index: true, element: <FirstScreen /> },
          { path: 'courses', lazy: screen(() => import('@/features/courses/courses-page'), 'CoursesPage') },
          {
            path: 'courses/:id',
            lazy: screen(
              () => import('@/features/course-structure/course-structure-page'),
              'CourseStructurePage',
            ),
          },
          {
            path: 'lives',
            lazy: screen(() => import('@/features/lives/lives-page'), 'LivesPage'),
          },
          {
            path: 'activities',
            lazy: screen(() => import('@/features/activities/activities-page'), 'ActivitiesPage'),
          },
          {
            path: 'bundles/:id',
            lazy: screen(() => import('@/features/bundles/bundle-members-page'), 'BundleMembersPage'),
          },
          {
            path: 'categories',
            lazy: screen(() => import('@/features/categories/categories-page'), 'CategoriesPage'),
          },
          { path: 'youke', lazy: screen(() => import('@/features/youke/youke-page'), 'YoukePage') },
          { path: 'media', lazy: screen(() => import('@/features/media/media-page'), 'MediaPage') },
          {
            path: 'operators',
            lazy: screen(() => import('@/features/operators/operators-page'), 'OperatorsPage'),
          },
          { path: 'audit', lazy: screen(() => import('@/features/audit/audit-page'), 'AuditPage') },
          { path: 'jobs', lazy: screen(() => import('@/features/jobs/jobs-page'), 'JobsPage') },
          {
            path: 'ent/learners',
            lazy: screen(() => import('@/features/enterprise/learners-page'), 'EntLearnersPage'),
          },
          {
            path: 'ent/learners/import',
            lazy: screen(() => import('@/features/enterprise/import-page'), 'EntImportPage'),
          },
          {
            path: 'ent/departments',
            lazy: screen(() => import('@/features/enterprise/departments-page'), 'EntDepartmentsPage'),
          },
          {
            path: 'ent/licences',
            lazy: screen(() => import('@/features/enterprise/licences-page'), 'EntLicencesPage'),
          },
          {
            path: 'ent/courses',
            lazy: screen(() => import('@/features/enterprise/courses-page'), 'EntCoursesPage'),
          },
          {
            path: 'ent/courses/:id',
            lazy: screen(() => import('@/features/enterprise/course-outline-page'), 'EntCourseOutlinePage'),
          },
          {
            path: 'ent/topics',
            lazy: screen(() => import('@/features/enterprise/topics-page'), 'EntTopicsPage'),
          },
          {
            path: 'ent/tasks',
            lazy: screen(() => import('@/features/enterprise/tasks-page'), 'EntTasksPage'),
          },
          {
            path: 'ent/exams',
            lazy: screen(() => import('@/features/enterprise/exams-page'), 'EntExamsPage'),
          },
          {
            path: 'ent/statistics',
            lazy: screen(() => import('@/features/enterprise/statistics-page'), 'EntStatisticsPage'),
          },
          {
            path: 'lecturers',
            lazy: screen(() => import('@/features/lecturers/lecturers-page'), 'LecturersPage'),
          },
          { path: 'exams', lazy: screen(() => import('@/features/exams/exams-page'), 'ExamsPage') },
          { path: 'grading', lazy: screen(() => import('@/features/grading/grading-page'), 'GradingPage') },
          {
            path: 'grading/:attemptId',
            lazy: screen(() => import('@/features/grading/grade-attempt-page'), 'GradeAttemptPage'),
          },
          { path: 'exam-bank', lazy: screen(() => import('@/features/exam-bank/bank-page'), 'BankPage') },
          {
            path: 'exam-bank/import',
            lazy: screen(() => import('@/features/exam-bank/import-page'), 'ImportPage'),
          },
          {
            path: 'exam-bank/materials',
            lazy: screen(() => import('@/features/exam-bank/materials-page'), 'MaterialsPage'),
          },
          {
            path: 'announcements',
            lazy: screen(() => import('@/features/announcements/announcements-page'), 'AnnouncementsPage'),
          },
          {
            path: 'coursework',
            lazy: screen(
              () => import('@/features/coursework-review/coursework-review-page'),
              'CourseworkReviewPage',
            ),
          },
          { path: 'camps', lazy: screen(() => import('@/features/camps/camps-page'), 'CampsPage') },
          {
            path: 'camps/certificates',
            lazy: screen(
              () => import('@/features/camps/certificate-templates-page'),
              'CertificateTemplatesPage',
            ),
          },
          {
            path: 'camps/:id',
            lazy: screen(() => import('@/features/camps/camp-terms-page'), 'CampTermsPage'),
          },
          {
            path: 'camps/:id/plan',
            lazy: screen(() => import('@/features/camps/camp-plan-page'), 'CampPlanPage'),
          },
          {
            path: 'camps/:id/checkin',
            lazy: screen(() => import('@/features/camps/checkin-qr-page'), 'CheckinQrPage'),
          },
          {
            path: 'camps/terms/:termId',
            lazy: screen(() => import('@/features/camps/term-board-page'), 'TermBoardPage'),
          },
          { path: 'banners', lazy: screen(() => import('@/features/banners/banners-page'), 'BannersPage') },
          {
            path: 'hot-search',
            lazy: screen(() => import('@/features/hot-search/hot-search-page'), 'HotSearchPage'),
          },
          { path: 'orders', lazy: screen(() => import('@/features/orders/orders-page'), 'OrdersPage') },
          {
            path: 'orders/:id',
            lazy: screen(() => import('@/features/orders/order-detail-page'), 'OrderDetailPage'),
          },
          {
            path: 'learners',
            lazy: screen(() => import('@/features/learners/learners-page'), 'LearnersPage'),
          },
          {
            path: 'learners/:id',
            lazy: screen(() => import('@/features/learners/learner-page'), 'LearnerPage'),
          },
          { path: 'revenue', lazy: screen(() => import('@/features/orders/revenue-page'), 'RevenuePage') },
          {
            path: 'reconciliation',
            lazy: screen(() => import('@/features/orders/reconciliation-page'), 'ReconciliationPage'),
          },
          {
            path: 'transfers',
            lazy: screen(() => import('@/features/orders/transfers-page'), 'TransfersPage'),
          },
          {
            path: 'applications',
            lazy: screen(() => import('@/features/applications/applications-page'), 'ApplicationsPage'),
          },
          {
            path: 'vip-plans',
            lazy: screen(() => import('@/features/vip-plans/vip-plans-page'), 'VipPlansPage'),
          },
          {
            path: 'site-settings',
            lazy: screen(() => import('@/features/site-settings/site-settings-page'), 'SiteSettingsPage'),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
