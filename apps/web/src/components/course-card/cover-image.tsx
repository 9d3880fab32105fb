import { useState } from 'react';
import styles from './card.module.css';

interface CoverImageProps {
  src: string;
  alt: string;
}

/** A 16:9 cover that lazy-loads and falls back to a neutral block when the picture is missing. */
export function CoverImage({ src, alt }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.cover}>
      {src && !failed ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className={styles.coverFallback} aria-hidden="true">
          知学
        </span>
      )}
    </div>
  );
}
