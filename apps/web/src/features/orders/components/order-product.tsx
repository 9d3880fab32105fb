import { type OrderType, ProductTypes } from '@zhixue/contract';
import { CoverImage } from '@/components/course-card/cover-image';
import { formatAmount } from '../lib/money';
import { TYPE_LABELS } from '../lib/order-status';
import { originalPrice, type Priced } from '../lib/price-breakdown';
import styles from './order-page.module.css';

interface OrderProductProps {
  type: OrderType;
  name: string;
  picCover: string;
  /** Camp term (第12期). */
  termName: string | null;
  /** Days of membership. */
  vipDays: number | null;
  /** The settled prices: the line shows what the learner pays, the original struck through beside it. */
  priced: Priced;
}

/**
 * 商品信息: what is bought, with its cover, term or membership length, and its price for this
 * learner: the same amount as 应付金额, and the same original price as 价格明细, never a third one.
 */
export function OrderProduct({ type, name, picCover, termName, vipDays, priced }: OrderProductProps) {
  const original = originalPrice(priced);
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
        <div className={styles.productPrice} data-testid="product-price">
          <strong>{formatAmount(priced.amount)}</strong>
          {original > priced.amount ? <s>{formatAmount(original)}</s> : null}
        </div>
      </div>
    </section>
  );
}
