import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate } from 'react-router';
import { screen } from '@/lib/console-feature';
import { ConsoleShell, FirstScreen } from './console-shell';
import { CONSOLE_FEATURES } from './features';

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
          ...CONSOLE_FEATURES.flatMap((feature) => feature.screens),
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
