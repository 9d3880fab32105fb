import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useClaimGift } from '../api/claim-gift';
import { GIFT_CONFIRM_MS, GIFT_OFFERS, type PendingGift } from '../utils/after-login';
import styles from './gift-modal.module.css';

export const GIFT_CLAIMED_MESSAGE = '礼包已发放';

interface GiftModalProps {
  /** The gift offered after a login; null keeps the pop-up closed. */
  gift: PendingGift | null;
  /** After the claim's 2 s confirmation, or when the learner closes it: reload (or go on). */
  onDone: () => void;
}

/** The new-user (type 1) or returning-user (type 2) gift pop-up (spec section 4). */
export function GiftModal({ gift, onDone }: GiftModalProps) {
  const claim = useClaimGift();
  const [claimedDays, setClaimedDays] = useState<number | null>(null);

  useEffect(() => {
    if (claimedDays === null) return;
    const timer = setTimeout(onDone, GIFT_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [claimedDays, onDone]);

  const offer = gift ? GIFT_OFFERS[gift.type] : null;
  return (
    <Modal
      open={gift !== null}
      footer={null}
      width={360}
      centered
      onCancel={claimedDays === null ? onDone : undefined}
      closable={claimedDays === null}
      mask={{ closable: false }}
      styles={{ container: { padding: 0, overflow: 'hidden' } }}
      aria-labelledby="zx-gift-title"
    >
      {offer && gift ? (
        <div className={styles.gift}>
          <div className={styles.top}>
            <span className={styles.badge}>登录礼包</span>
            <h2 id="zx-gift-title" className={styles.title}>
              {offer.title}
            </h2>
            <p className={styles.text}>{offer.text}</p>
          </div>
          <div className={styles.ticket}>
            <span className={styles.days}>
              <strong>{claimedDays ?? gift.vipDays}</strong>天
            </span>
            <span className={styles.what}>
              VIP会员
              <small>会员课程免费学</small>
            </span>
          </div>
          <div className={styles.actions}>
            {claimedDays === null ? (
              <Button
                type="primary"
                size="large"
                shape="round"
                block
                loading={claim.isPending}
                onClick={() =>
                  claim.mutate(gift, { onSuccess: (granted) => setClaimedDays(granted.vipDays) })
                }
              >
                立即领取
              </Button>
            ) : (
              <p className={styles.claimed} role="status">
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="12" r="10" fill="#52c41a" />
                  <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" />
                </svg>
                {GIFT_CLAIMED_MESSAGE}
              </p>
            )}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
