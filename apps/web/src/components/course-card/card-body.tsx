import type { ReactNode } from 'react';
import styles from './card.module.css';

interface CardBodyProps {
  name: string;
  /** The meta line's pieces: tag, count or dates, lecturer or city. */
  meta: ReactNode;
  /** The price pieces, inside the price span. */
  price: ReactNode;
  /** The right end of the footer, such as 128人学习. */
  learners: string;
}

/** Everything of a card under the cover: the name, the meta line, and the price footer. */
export function CardBody({ name, meta, price, learners }: CardBodyProps) {
  return (
    <div className={styles.body}>
      <h3 className={styles.name} title={name}>
        {name}
      </h3>
      <p className={styles.meta}>{meta}</p>
      <div className={styles.footer}>
        <span className={styles.price}>{price}</span>
        <span className={styles.learners}>{learners}</span>
      </div>
    </div>
  );
}
