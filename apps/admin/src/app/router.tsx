import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate } from 'react-router';
import { AuditPage } from '@/features/audit/audit-page';
import { CategoriesPage } from '@/features/categories/categories-page';
import { CourseStructurePage } from '@/features/course-structure/course-structure-page';
import { CoursesPage } from '@/features/courses/courses-page';
import { JobsPage } from '@/features/jobs/jobs-page';
import { MediaPage } from '@/features/media/media-page';
import { OperatorsPage } from '@/features/operators/operators-page';
import { SetUpPage } from '@/features/session/set-up-page';
import { SignInPage } from '@/features/session/sign-in-page';
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
          { path: 'courses/:id', element: <CourseStructurePage /> },
          { path: 'categories', element: <CategoriesPage /> },
          { path: 'media', element: <MediaPage /> },
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
