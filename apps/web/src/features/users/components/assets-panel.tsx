import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { CrownIcon } from '@/components/icons';
import { formatDate } from '@/lib/date-format';
import { giftName } from '@/lib/gifts';
import { MEMBER_PATH } from '@/lib/links';
import { type UserAssets, useAssets } from '../api/get-assets';
import { membershipSummary } from '../utils/membership-summary';
import styles from './account.module.css';
import { PanelState } from './panel-state';

/** 会员权益 (`user/asset/detail`): the learner's membership, and the login gifts that granted member time. */
export function AssetsPanel() {
  const assets = useAssets();
  return <PanelState query={assets}>{(data) => <Assets assets={data} />}</PanelState>;
}

function Assets({ assets }: { assets: UserAssets }) {
  const navigate = useNavigate();
  const summary = membershipSummary(assets);
  const member = assets.vip === 1;
  return (
    <>
      <section
        className={member ? `${styles.vipCard} ${styles.vipCardOn}` : styles.vipCard}
        aria-label="会员状态"
      >
        <span className={styles.vipIcon} aria-hidden="true">
          <CrownIcon />
        </span>
        <div className={styles.vipText}>
          <strong className={styles.vipTitle}>{summary.title}</strong>
          <p>{summary.text}</p>
        </div>
        {summary.daysLeft !== null ? (
          <p className={styles.daysLeft}>
            剩余 <strong className={styles.daysCount}>{summary.daysLeft}</strong> 天
          </p>
        ) : null}
        <Button type="primary" className={styles.vipAction} onClick={() => navigate(MEMBER_PATH)}>
          {summary.action}
        </Button>
      </section>
      <h2 className={styles.subheading}>礼包记录</h2>
      {assets.gifts.length > 0 ? (
        <ul className={styles.gifts} aria-label="礼包记录">
          {assets.gifts.map((gift) => (
            <li key={`${gift.type}-${gift.claimedAt}`} className={styles.gift}>
              <strong>{giftName(gift.type)}</strong>
              <span className={styles.giftDays}>会员 {gift.vipDays} 天</span>
              <span className={styles.giftDate}>{formatDate(gift.claimedAt) ?? ''} 领取</span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState compact text="暂无礼包记录，登录礼包领取后会显示在这里" />
      )}
    </>
  );
}
