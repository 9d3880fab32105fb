import type { TrainingCard as TrainingCardData, TrainingKind } from '@zhixue/contract';
import { Link } from 'react-router';
import { formatMonthDay } from '@/lib/date-format';
import { formatCount, formatPrice } from '@/lib/format';
import { trainingHref } from '@/lib/links';
import styles from './card.module.css';
import { CardBody } from './card-body';
import { CoverImage } from './cover-image';

const KIND_LABEL: Record<TrainingKind, string> = { online: '线上营', offline: '线下营', trial: '体验营' };

function dateRange(start: string | null, end: string | null): string | null {
  const from = start ? formatMonthDay(start) : null;
  if (!from) return null;
  const to = end ? formatMonthDay(end) : null;
  return to ? `${from} - ${to}` : `${from}开营`;
}

/** A training camp: kind, dates, city for offline camps, price or enquiry. */
export function TrainingCard({ camp }: { camp: TrainingCardData }) {
  const dates = dateRange(camp.startDate, camp.endDate);
  const priceText = camp.enquire === 1 ? '咨询报名' : camp.price === 0 ? '免费' : formatPrice(camp.price);
  return (
    <Link to={trainingHref(camp)} className={styles.card}>
      <div className={styles.coverWrap}>
        <CoverImage src={camp.picCover} alt={camp.name} />
      </div>
      <CardBody
        name={camp.name}
        meta={
          <>
            <span className={`${styles.tag} ${styles[`kind_${camp.kind}`]}`}>{KIND_LABEL[camp.kind]}</span>
            <span className={styles.metaText} title={dates ? undefined : camp.intro}>
              {dates ?? camp.intro}
            </span>
            {camp.kind === 'offline' && camp.city ? (
              <span className={styles.lecturer}>{camp.city}</span>
            ) : null}
          </>
        }
        price={
          <>
            <span
              className={`${styles.priceMain} ${camp.enquire === 1 ? styles.enquire : camp.price === 0 ? styles.free : ''}`}
            >
              {priceText}
            </span>
            {camp.enquire !== 1 && camp.linePrice > camp.price ? (
              <s className={styles.priceOriginal}>{formatPrice(camp.linePrice)}</s>
            ) : null}
          </>
        }
        learners={`${formatCount(camp.enrolledCount)}人已报名`}
      />
    </Link>
  );
}
