import type { ReactNode } from 'react';
import styles from './error-view.module.css';

interface ErrorViewProps {
  /** A large code or word, e.g. 404. */
  mark: string;
  title: string;
  /** A second, smaller wording. */
  subtitle?: string;
  children?: ReactNode;
}

/** A whole-page message: not found, or a page that failed to load. */
export function ErrorView({ mark, title, subtitle, children }: ErrorViewProps) {
  return (
    <div className={styles.view}>
      <div className={styles.mark} aria-hidden="true">
        {mark}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
