import '@/app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers/app-providers';
import { installFeedback } from '@/app/providers/install-feedback';
import { createAppRouter } from '@/app/router';
import { listenForChunkErrors } from '@/lib/chunk-reload';
import { createQueryClient } from '@/lib/query-client';

listenForChunkErrors();
installFeedback();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
