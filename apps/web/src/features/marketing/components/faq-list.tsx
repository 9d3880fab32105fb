import type { Faq } from '../content/types';
import styles from './marketing.module.css';

/** Questions and answers, all open: a handful of short answers read faster than a folding list. */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <dl className={styles.faq}>
      {items.map((item) => (
        <div key={item.question} className={styles.faqItem}>
          <dt className={styles.faqQuestion}>{item.question}</dt>
          <dd className={styles.faqAnswer}>{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
