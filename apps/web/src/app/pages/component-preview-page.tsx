import { useMatches } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { pageTitle } from '../route-handle';
import styles from './page-frame.module.css';

/** The spec's component-preview routes; their content is not specified, so they show the name only. */
export function Component() {
  const title = pageTitle(useMatches()) ?? '组件预览';
  return (
    <div className={`zx-container ${styles.frame}`}>
      <section className={styles.panel}>
        <EmptyState title={title} text="暂无内容" />
      </section>
    </div>
  );
}
