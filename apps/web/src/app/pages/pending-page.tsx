import { Button } from 'antd';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { layoutFor } from '../layout-rules';
import { pageTitle } from '../route-handle';
import styles from './page-frame.module.css';

/**
 * A route whose page later work builds: the real layout around an honest empty state with the
 * page's name. No placeholder content pretends to be data.
 */
export function Component() {
  const title = pageTitle(useMatches()) ?? '';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const layout = layoutFor(pathname);
  const empty = (
    <EmptyState title={title} text="暂无内容">
      <Button onClick={() => navigate('/')}>返回首页</Button>
    </EmptyState>
  );
  if (!layout.mainHeader && !layout.entHeader) return <div className={styles.bare}>{empty}</div>;
  return (
    <div className={`zx-container ${styles.frame}`}>
      <section className={styles.panel}>{empty}</section>
    </div>
  );
}
