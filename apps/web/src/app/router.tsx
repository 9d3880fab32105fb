import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { BootScreen } from './pages/boot-screen';
import { RouteError } from './pages/route-error';
import { appRoutes } from './routes';

/**
 * Root layout → a pathless route that holds the page error element and the first-load fallback →
 * the spec's routes. On the first load the layout (header, footer) renders at once and only the page
 * area waits for its lazy module; the home route's data calls start in parallel with that download.
 */
function routeTree(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      // Only when the layout itself fails; page errors stay inside the layout (below).
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          hydrateFallbackElement: <BootScreen />,
          children: appRoutes(queryClient),
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(routeTree(queryClient));
}
