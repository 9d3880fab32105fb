import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner';
import { ProgressBar } from '@/components/progress-bar';
import { setFeedback } from '@/lib/feedback';
import { layoutFor } from '../layout-rules';
import { LoginModalHost } from '../login-modal-host';
import { EntHeader } from './ent-header/ent-header';
import { Footer } from './footer/footer';
import { MainHeader } from './main-header/main-header';
import { RightSidebar } from './right-sidebar/right-sidebar';
import styles from './root-layout.module.css';
import { useDocumentTitle } from './use-document-title';
import { useNavigationProgress } from './use-navigation-progress';
import { useScrollReset } from './use-scroll-reset';
import { useVisitReport } from './use-visit-report';

/** The page chrome around every route, as `layoutFor` decides it. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const layout = layoutFor(pathname);

  useScrollReset();
  useNavigationProgress();
  useDocumentTitle();
  useVisitReport();
  // Code outside React (the API client's 登录失效 dialog) navigates through the router.
  useEffect(() => setFeedback({ navigate: (to) => void navigate(to) }), [navigate]);

  return (
    <>
      <ProgressBar />
      <OfflineBanner />
      {layout.mainHeader ? <MainHeader /> : null}
      {layout.entHeader ? <EntHeader /> : null}
      <main className={layout.orderPadding ? `${styles.main} ${styles.orderPadding}` : styles.main}>
        <Outlet />
      </main>
      {layout.footer ? <Footer /> : null}
      {layout.sidebar ? <RightSidebar /> : null}
      <LoginModalHost />
    </>
  );
}
