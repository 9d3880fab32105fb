import { type OrderType, ProductTypes } from '@zhixue/contract';
import { CoverImage } from '@/components/course-card/cover-image';
import { formatAmount } from '../lib/money';
import { TYPE_LABELS } from '../lib/order-status';
import styles from './order-page.module.css';

interface OrderProductProps {
  type: OrderType;
  name: string;
  picCover: string;
  /** Camp term (第12期). */
  termName: string | null;
  /** Days of membership. */
  vipDays: number | null;
  /** The product's price before discounts, shown at the right. */
  price: number;
}

/** 商品信息: what is bought, with its cover, term or membership length. */
export function OrderProduct({ type, name, picCover, termName, vipDays, price }: OrderProductProps) {
  return (
    <section className={styles.card} aria-label="商品信息">
      <h2 className={styles.cardTitle}>商品信息</h2>
      <div className={styles.product}>
        <div className={styles.cover}>
          {type === ProductTypes.VIP_PLAN ? (
            <div className={styles.vipCover}>
              <strong>VIP</strong>
              <span>{vipDays}天会员</span>
            </div>
          ) : (
            <CoverImage src={picCover} alt="" />
          )}
        </div>
        <div>
          <h3 className={styles.productName}>{name}</h3>
          <div className={styles.productMeta}>
            <span className={styles.typeTag}>{TYPE_LABELS[type]}</span>
            {termName ? <span>期次：{termName}</span> : null}
            {vipDays !== null ? <span>会员时长：{vipDays}天</span> : null}
          </div>
        </div>
        <span className={styles.productPrice}>{formatAmount(price)}</span>
      </div>
    </section>
  );
}
