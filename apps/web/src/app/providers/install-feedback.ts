import { setFeedback } from '@/lib/feedback';

const loadAntdFeedback = () => import('../antd/antd-feedback');
const loadAntdLayout = () => import('../antd/antd-layout');

/**
 * Connects lib/feedback (toasts and dialogs asked for by code outside React, such as the API client)
 * to antd's message and Modal. antd loads on first use, so the home page's first load carries none
 * of it; once the browser is idle both antd pieces are fetched ahead of need.
 */
export function installFeedback(): void {
  setFeedback({
    error: (text) => void loadAntdFeedback().then((m) => m.toast('error', text)),
    warning: (text) => void loadAntdFeedback().then((m) => m.toast('warning', text)),
    success: (text) => void loadAntdFeedback().then((m) => m.toast('success', text)),
    alert: (options) => void loadAntdFeedback().then((m) => m.alert(options)),
  });

  const prefetch = () => {
    void loadAntdFeedback().catch(() => {});
    void loadAntdLayout().catch(() => {});
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 4000 });
  else setTimeout(prefetch, 2000);
}
