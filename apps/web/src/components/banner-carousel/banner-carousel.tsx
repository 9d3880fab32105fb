import type { Banner } from '@zhixue/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { bannerTarget } from '@/lib/links';
import styles from './banner-carousel.module.css';
import { useCarousel } from './use-carousel';

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

/** The banner carousel of the home and training-camp pages (320px tall): fades between banners, pauses while hovered. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const count = banners.length;
  const { index, go, rootProps, slideProps } = useCarousel(count);

  if (count === 0) return null;
  return (
    <section className={styles.carousel} aria-label="推荐活动" {...rootProps}>
      {banners.map((banner, i) => (
        <div
          key={banner.id}
          className={i === index ? `${styles.slide} ${styles.current}` : styles.slide}
          {...slideProps(i)}
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
