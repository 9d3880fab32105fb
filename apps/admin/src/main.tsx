import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from '@/app/console-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
