import { referralVisit } from '@zhixue/contract';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QrModalFrame } from '@/components/qr-modal';
import { call, toastError } from '@/lib/api';
import { feedback } from '@/lib/feedback';
import { useSession } from '@/lib/session';
import { visitorId } from '@/lib/visitor';
import { useShareLink } from '../api/referrals';
import styles from './referrals.module.css';

interface Product {
  productType: number;
  productId: number;
}

/**
 * A course page's share entry (分享赚佣金) and its record of a followed link: a `?ref=` code is
 * reported once per page and signed-in learner (the server counts one click per visitor a day and
 * attributes a signed-in learner's purchase for 7 days), so a visitor who signs in on the page is
 * attributed too.
 */
export function ReferralShare({ product }: { product: Product }) {
  const session = useSession();
  const [params] = useSearchParams();
  const code = params.get('ref');
  const viewer = session?.id ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported again when the viewer signs in on the page.
  useEffect(() => {
    if (!code || !/^[A-Za-z0-9]{12}$/.test(code)) return;
    call(referralVisit, { code, visitorId: visitorId() }, { background: true }).catch(() => undefined);
  }, [code, viewer]);

  if (!session || (product.productType !== 1 && product.productType !== 2)) return null;
  return <ShareButton product={{ productType: product.productType, productId: product.productId }} />;
}

function ShareButton({ product }: { product: { productType: 1 | 2; productId: number } }) {
  const share = useShareLink();
  const [open, setOpen] = useState(false);
  const link = share.data;
  const url = link ? `${window.location.origin}${link.path}` : undefined;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      feedback.success('推广链接已复制');
    } catch {
      feedback.error('复制失败，请手动复制链接');
    }
  };
  return (
    <div className={styles.share}>
      <Button
        loading={share.isPending}
        onClick={() => share.mutate(product, { onSuccess: () => setOpen(true), onError: toastError })}
      >
        分享赚佣金
      </Button>
      <QrModalFrame
        open={open}
        onClose={() => setOpen(false)}
        title="分享赚佣金"
        qr={url}
        qrLabel={link ? `${link.productName}推广二维码` : '推广二维码'}
        caption="好友扫码或打开链接购买，您可获得佣金"
      >
        {link ? (
          <>
            <p className={styles.poster}>
              《{link.productName}》· 佣金比例 {link.rate}%
            </p>
            <Space.Compact className={styles.linkRow}>
              <Input readOnly value={url} aria-label="推广链接" />
              <Button type="primary" onClick={copy}>
                复制链接
              </Button>
            </Space.Compact>
            <p className={styles.note}>好友 7 天内通过链接下单，佣金在订单 7 天退款期后可提现</p>
          </>
        ) : null}
      </QrModalFrame>
    </div>
  );
}
