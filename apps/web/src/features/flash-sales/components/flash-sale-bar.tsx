import type { FlashSaleView } from '@zhixue/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CountdownParts, countdownParts } from '@/components/countdown';
import { useSession } from '@/lib/session';
import { type FlashSaleProduct, useProductFlashSale } from '../api/flash-sale';
import styles from './flash-sale-bar.module.css';

const yuan = (cents: number) => (cents / 100).toFixed(2);
const two = (n: number) => String(n).padStart(2, '0');
const clock = ({ hours, minutes, seconds }: CountdownParts) =>
  `${two(hours)}:${two(minutes)}:${two(seconds)}`;

/** Ticks every second towards `deadline` (a local timestamp) and stops at zero. */
function useTicking(deadline: number): CountdownParts {
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(deadline, now);
  useEffect(() => {
    if (parts.done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [parts.done]);
  return parts;
}

export interface FlashSaleBarProps {
  product: FlashSaleProduct;
  /**
   * What else the product's order page needs, as query text: a camp's term (`trainId=3`), the
   * one the learner has picked on the page, so that 立即抢购 orders the term they see.
   */
  orderQuery?: string | undefined;
  /** Stacked to fit a narrow card (a membership plan's); the detail pages' bar runs in one line. */
  compact?: boolean | undefined;
}

/**
 * 秒杀 on a product's page: before the window the price and a countdown to 即将开抢; in it the sale
 * price, the units left (the server's count, read again every few seconds) and 立即抢购, which
 * opens the order page for the sale; 已抢光 when none is left and 已结束 after the window.
 */
export function FlashSaleBar({ product, orderQuery, compact }: FlashSaleBarProps) {
  const session = useSession();
  const query = useProductFlashSale(product, session?.id ?? 0);
  const sale = query.data?.sale;
  if (!sale || !query.data) return null;
  return (
    <SaleBar
      key={`${sale.id}-${sale.state}`}
      sale={sale}
      receivedAt={query.data.receivedAt}
      refetch={query.refetch}
      orderQuery={orderQuery}
      compact={compact}
    />
  );
}

function SaleBar({
  sale,
  receivedAt,
  refetch,
  orderQuery,
  compact,
}: Omit<FlashSaleBarProps, 'product'> & {
  sale: FlashSaleView;
  receivedAt: number;
  refetch: () => unknown;
}) {
  const navigate = useNavigate();
  const upcoming = sale.state === 'upcoming';
  const running = sale.state === 'running' || (sale.state === 'soldOut' && sale.mine === 'held');
  const parts = useTicking(receivedAt + (upcoming ? sale.secondsToStart : sale.secondsToEnd) * 1000);
  // The window opened or closed: ask the server where the sale stands now.
  useEffect(() => {
    if (parts.done && (upcoming || running)) void refetch();
  }, [parts.done, upcoming, running, refetch]);

  const buy = () =>
    void navigate(
      `/order/${sale.productId}?type=${sale.productType}&flashSaleId=${sale.id}${orderQuery ? `&${orderQuery}` : ''}`,
    );
  let action: { label: string; onClick?: () => void };
  if (upcoming) action = { label: '即将开抢' };
  else if (sale.mine === 'held') action = { label: '去支付', onClick: buy };
  else if (sale.mine === 'sold') action = { label: '已抢购' };
  else if (sale.state === 'running') action = { label: '立即抢购', onClick: buy };
  else if (sale.state === 'soldOut') action = { label: '已抢光' };
  else action = { label: '已结束' };

  return (
    <section className={compact ? `${styles.bar} ${styles.compact}` : styles.bar} aria-label="限时秒杀">
      <span className={styles.title}>限时秒杀</span>
      <span className={styles.price}>
        <span className={styles.priceLabel}>秒杀价</span>
        <span className={styles.amount}>¥{yuan(sale.salePrice)}</span>
        <del className={styles.was}>¥{yuan(sale.listPrice)}</del>
      </span>
      <span className={styles.status} aria-live="off">
        {upcoming ? `${sale.startTime.slice(5, 16)} 开抢 · 距开始 ${clock(parts)}` : null}
        {sale.state === 'running' ? `剩余 ${sale.remaining} 件 · 距结束 ${clock(parts)}` : null}
        {sale.state === 'soldOut' ? `共 ${sale.quantity} 件，已抢光` : null}
        {sale.state === 'ended' ? '秒杀已结束' : null}
      </span>
      <Button type="primary" danger disabled={!action.onClick} onClick={action.onClick}>
        {action.label}
      </Button>
    </section>
  );
}
