import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import styles from './member-section.module.css';

interface MemberSectionProps {
  title: string;
  subtitle?: string;
  /** Anchor of the section (the rights section is `rights`, see layout-rules). */
  id?: string;
  more?: { to: string; text: string };
  children: ReactNode;
}

/** One section of the member page: a gold-marked heading and its content. */
export function MemberSection({ title, subtitle, id, more, children }: MemberSectionProps) {
  return (
    <section className={styles.section} id={id} aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {more ? (
          <Link className={styles.more} to={more.to}>
            {more.text}
            <ChevronRightIcon />
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}

/** What a section shows when its list is empty: a quiet line, not a made-up item. */
export function SectionEmpty({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}

interface SectionBodyProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'error' | 'refetch'>;
  /** Height of the loading placeholder, close to the loaded content's. */
  placeholderHeight: number;
  children: (data: T) => ReactNode;
}

/** A section's content once its data is in: a placeholder while loading, 重新加载 after a failure. */
export function SectionBody<T>({ query, placeholderHeight, children }: SectionBodyProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return <LoadFailed compact query={query} />;
  }
  return (
    <div className={styles.placeholder} style={{ height: placeholderHeight }} aria-busy="true">
      <span className="zx-sr-only">加载中</span>
    </div>
  );
}
