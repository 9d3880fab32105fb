import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardGridSkeleton } from '@/components/course-card';
import { ChevronRightIcon } from '@/components/icons';
import styles from './home-section.module.css';

interface HomeSectionProps {
  title: string;
  subtitle?: string;
  /** "查看更多" target; youke links open in a new tab. */
  more?: { to: string; newTab?: boolean; text?: string };
  /** Extra content at the right of the heading (tabs, a call to action). */
  extra?: ReactNode;
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** Loaded, with nothing to show. */
  empty: boolean;
  skeletonCount?: number;
  /** The loaded content. */
  children: ReactNode;
}

/**
 * One home section: heading, then skeletons while loading, a retry block after an error (the toast
 * comes from the global handler), or the content. An empty list hides the section: an empty shelf
 * on the home page says nothing useful.
 */
export function HomeSection({
  title,
  subtitle,
  more,
  extra,
  query,
  empty,
  skeletonCount = 4,
  children,
}: HomeSectionProps) {
  if (empty) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <div className={styles.extra}>
          {extra}
          {more ? (
            <Link
              className={styles.more}
              to={more.to}
              target={more.newTab ? '_blank' : undefined}
              rel={more.newTab ? 'noopener' : undefined}
            >
              {more.text ?? '查看更多'}
              <ChevronRightIcon />
            </Link>
          ) : null}
        </div>
      </header>
      {query.isPending ? <CardGridSkeleton count={skeletonCount} /> : null}
      {query.isError ? (
        <div className={styles.error} role="alert">
          <span>{title}加载失败</span>
          <button
            type="button"
            className="zx-btn"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? '加载中…' : '重新加载'}
          </button>
        </div>
      ) : null}
      {!query.isPending && !query.isError ? children : null}
    </section>
  );
}
