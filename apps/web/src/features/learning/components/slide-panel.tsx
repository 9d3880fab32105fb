import type { Slide } from '@zhixue/contract';
import { Button, Image } from 'antd';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import styles from './player.module.css';

/** The course's slides (`course/ppt`): one page large, turned with the buttons or the thumbnails. */
export function SlidePanel({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const slide = slides[Math.min(index, slides.length - 1)];
  if (!slide) return null;
  const last = slides.length - 1;
  return (
    <div className={styles.slides}>
      <Image className={styles.slideImage} src={slide.url} alt={`课件第${slide.page}页`} />
      <div className={styles.slidePager}>
        <Button
          size="small"
          icon={<ChevronLeftIcon />}
          aria-label="上一页"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        />
        <span>
          {index + 1} / {slides.length}
        </span>
        <Button
          size="small"
          icon={<ChevronRightIcon />}
          aria-label="下一页"
          disabled={index >= last}
          onClick={() => setIndex(index + 1)}
        />
      </div>
      <ol className={styles.slideThumbs}>
        {slides.map((item, i) => (
          <li key={item.page}>
            <button
              type="button"
              className={i === index ? `${styles.slideThumb} ${styles.slideThumbActive}` : styles.slideThumb}
              onClick={() => setIndex(i)}
              aria-label={`第${item.page}页`}
              aria-current={i === index ? 'true' : undefined}
            >
              <img src={item.url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
