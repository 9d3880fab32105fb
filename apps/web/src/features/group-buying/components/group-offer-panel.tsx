import type { OrderType } from '@zhixue/contract';
import { Avatar, Button } from 'antd';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/format';
import { useSession } from '@/lib/session';
import { groupHref, joinGroupHref, startGroupHref, useGroupOffer } from '../api/groups';
import styles from './groups.module.css';
import { SecondsLeft } from './seconds-left';

/**
 * A product's 拼团 on its detail page: 发起拼团 ¥x (N人团) beside the normal buy, and the groups
 * waiting for members (剩余 N 人, a countdown) to join. Nothing shows without a running offer.
 */
export function GroupOfferPanel({ product }: { product: { productType: number; productId: number } }) {
  const session = useSession();
  const type = product.productType as OrderType;
  const offer = useGroupOffer({ productType: type, productId: product.productId }, session?.id ?? 0).data;
  if (!offer) return null;
  return (
    <section className={styles.panel} aria-label="拼团">
      <div className={styles.head}>
        <span className={styles.badge}>拼团</span>
        <span>
          {offer.groupSize}人成团，团长支付后 {offer.hours} 小时内成团；未成团自动原路退款
        </span>
        <Link to={startGroupHref(offer)}>
          <Button type="primary" danger>
            发起拼团 {formatPrice(offer.groupPrice)}（{offer.groupSize}人团）
          </Button>
        </Link>
      </div>
      {offer.openGroups.length > 0 ? (
        <ul className={styles.open}>
          {offer.openGroups.map((group) => (
            <li key={group.groupId}>
              <Avatar size={28} src={group.starter.avatar || undefined} alt="">
                {Array.from(group.starter.name)[0]}
              </Avatar>
              <span className={styles.name}>{group.starter.name} 的团</span>
              <span className={styles.left}>还差 {group.seatsLeft} 人</span>
              <SecondsLeft seconds={group.remainingSeconds} />
              <Link to={groupHref(group.groupId)}>查看</Link>
              <Link to={joinGroupHref({ ...offer, groupId: group.groupId })}>
                <Button size="small" danger>
                  参与拼团
                </Button>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
