import type { Coupon, CouponTab } from '@zhixue/contract';
import { Button, Input, Pagination, Skeleton, Tabs, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PersonalPanel } from '@/components/personal-panel';
import { toastError } from '@/lib/api';
import { feedback } from '@/lib/feedback';
import { MY_COUPONS_PAGE_SIZE, useMyCoupons, useRedeemCode } from '../api/coupons';
import { COUPON_CENTRE_PATH } from '../lib/paths';
import { CouponCard } from './coupon-card';
import styles from './my-coupons.module.css';

const TABS: Array<{ key: CouponTab; label: string }> = [
  { key: 'available', label: '可用' },
  { key: 'used', label: '已使用' },
  { key: 'expired', label: '已过期' },
];

/** 我的优惠券, for the personal area: by tab, with 兑换 of a code and the way to the 领券中心. */
export function MyCoupons() {
  const [tab, setTab] = useState<CouponTab>('available');
  const [page, setPage] = useState(1);
  const coupons = useMyCoupons(tab, page);

  let body: ReactNode;
  if (coupons.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (coupons.isError) body = <LoadFailed compact query={coupons} fallback="优惠券加载失败" />;
  else if (coupons.data.list.length === 0)
    body = (
      <EmptyState compact text={tab === 'available' ? '暂无可用优惠券，去领券中心看看' : '暂无优惠券'} />
    );
  else {
    body = (
      <>
        <ul className={styles.grid} aria-label="优惠券列表">
          {coupons.data.list.map((coupon) => (
            <li key={coupon.id}>
              <OwnCoupon coupon={coupon} />
            </li>
          ))}
        </ul>
        {coupons.data.total > MY_COUPONS_PAGE_SIZE ? (
          <Pagination
            className={styles.pagination}
            current={page}
            pageSize={MY_COUPONS_PAGE_SIZE}
            total={coupons.data.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        ) : null}
      </>
    );
  }

  return (
    <PersonalPanel title="我的优惠券">
      <RedeemCode />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as CouponTab);
          setPage(1);
        }}
        items={TABS}
      />
      {body}
    </PersonalPanel>
  );
}

function OwnCoupon({ coupon }: { coupon: Coupon }) {
  const usable = coupon.status === 'available' || coupon.status === 'locked';
  return (
    <CouponCard
      terms={coupon}
      muted={!usable}
      lines={[
        `${coupon.startsAt.slice(0, 10)} 至 ${coupon.expiresAt.slice(0, 10)}`,
        coupon.scopeText,
        coupon.refundText,
      ]}
      action={coupon.status === 'locked' ? <Tag color="orange">待支付订单使用中</Tag> : null}
    />
  );
}

/** 兑换码: the server says whether the code is good, and stops guessing after a few wrong tries. */
function RedeemCode() {
  const [code, setCode] = useState('');
  const redeem = useRedeemCode();
  const submit = () => {
    if (!code.trim()) {
      feedback.error('请输入兑换码');
      return;
    }
    redeem.mutate(code, {
      onSuccess: () => {
        feedback.success('兑换成功，优惠券已放入您的账户');
        setCode('');
      },
      onError: toastError,
    });
  };
  return (
    <div className={styles.redeem}>
      <Input
        aria-label="兑换码"
        placeholder="请输入兑换码"
        value={code}
        maxLength={20}
        onChange={(event) => setCode(event.target.value)}
        onPressEnter={submit}
      />
      <Button type="primary" loading={redeem.isPending} onClick={submit}>
        兑换
      </Button>
      <Link className={styles.centreLink} to={COUPON_CENTRE_PATH}>
        去领券中心 ›
      </Link>
    </div>
  );
}
