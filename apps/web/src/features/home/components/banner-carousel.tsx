import type { Banner } from '@zhixue/contract';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { bannerTarget } from '@/lib/links';
import styles from './banner-carousel.module.css';

/** Seconds each banner stays before the next one. */
const AUTOPLAY_MS = 5000;

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const target = bannerTarget(banner);
  if (!target) return <div className={styles.link}>{children}</div>;
  if (target.external) {
    return (
      <a className={styles.link} href={target.to} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link
      className={styles.link}
      to={target.to}
      target={target.newTab ? '_blank' : undefined}
      rel={target.newTab ? 'noopener' : undefined}
    >
      {children}
    </Link>
  );
}

/** The home banner carousel (320px tall): fades between banners, pauses while hovered. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count, go]);

  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="推荐活动"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banners.map((banner, i) => (
        <div
          key={banner.id}
          className={i === index ? `${styles.slide} ${styles.current}` : styles.slide}
          aria-hidden={i !== index}
          inert={i !== index}
        >
          <BannerLink banner={banner}>
            <img
              src={banner.picPc}
              alt={banner.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </BannerLink>
        </div>
      ))}
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="上一张"
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="下一张"
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                aria-label={`第${i + 1}张：${banner.title}`}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
