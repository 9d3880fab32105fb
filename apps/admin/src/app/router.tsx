import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate } from 'react-router';
import { AnnouncementsPage } from '@/features/announcements/announcements-page';
import { AuditPage } from '@/features/audit/audit-page';
import { BannersPage } from '@/features/banners/banners-page';
import { CategoriesPage } from '@/features/categories/categories-page';
import { CoursesPage } from '@/features/courses/courses-page';
import { ExamsPage } from '@/features/exams/exams-page';
import { GradeAttemptPage } from '@/features/grading/grade-attempt-page';
import { GradingPage } from '@/features/grading/grading-page';
import { BankPage } from '@/features/exam-bank/bank-page';
import { ImportPage } from '@/features/exam-bank/import-page';
import { MaterialsPage } from '@/features/exam-bank/materials-page';
import { CourseworkReviewPage } from '@/features/coursework-review/coursework-review-page';
import { HotSearchPage } from '@/features/hot-search/hot-search-page';
import { JobsPage } from '@/features/jobs/jobs-page';
import { LecturersPage } from '@/features/lecturers/lecturers-page';
import { MediaPage } from '@/features/media/media-page';
import { OperatorsPage } from '@/features/operators/operators-page';
import { SetUpPage } from '@/features/session/set-up-page';
import { SignInPage } from '@/features/session/sign-in-page';
import { SiteSettingsPage } from '@/features/site-settings/site-settings-page';
import { VipPlansPage } from '@/features/vip-plans/vip-plans-page';
import { ConsoleShell, FirstScreen } from './console-shell';

export function createConsoleRouter(_queryClient: QueryClient) {
  return createBrowserRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/set-up', element: <SetUpPage /> },
      {
        path: '/',
        element: <ConsoleShell />,
        children: [
          { index: true, element: <FirstScreen /> },
          { path: 'courses', element: <CoursesPage /> },
          { path: 'categories', element: <CategoriesPage /> },
          { path: 'lecturers', element: <LecturersPage /> },
          { path: 'media', element: <MediaPage /> },
          { path: 'exams', element: <ExamsPage /> },
          { path: 'grading', element: <GradingPage /> },
          { path: 'grading/:attemptId', element: <GradeAttemptPage /> },
          { path: 'exam-bank', element: <BankPage /> },
          { path: 'exam-bank/import', element: <ImportPage /> },
          { path: 'exam-bank/materials', element: <MaterialsPage /> },
          { path: 'announcements', element: <AnnouncementsPage /> },
          { path: 'coursework', element: <CourseworkReviewPage /> },
          { path: 'banners', element: <BannersPage /> },
          { path: 'hot-search', element: <HotSearchPage /> },
          { path: 'vip-plans', element: <VipPlansPage /> },
          { path: 'site-settings', element: <SiteSettingsPage /> },
          { path: 'operators', element: <OperatorsPage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'jobs', element: <JobsPage /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
