import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '@/components/icons';
import styles from './back-link.module.css';

/** The way back from a page without the site header (an exam, a piece of coursework) to where it belongs. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.back} to={to}>
      <ChevronLeftIcon />
      {children}
    </Link>
  );
}
