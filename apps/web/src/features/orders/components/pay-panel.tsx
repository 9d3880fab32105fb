import { Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { QrCode } from '@/components/qr-code';
import type { StartedPayment } from '../api/start-payment';
import { formatAmount } from '../lib/money';
import styles from './order-page.module.css';

/** The payment step of the chosen channel, once the server has started it. */
export function PayPanel({ payment }: { payment: StartedPayment }) {
  switch (payment.channel) {
    case 'wx':
      return <WxPanel codeUrl={payment.codeUrl} amount={payment.amount} />;
    case 'ali':
      return <AliPanel payUrl={payment.payUrl} amount={payment.amount} />;
    case 'peiban':
      return <TransferPanel payment={payment} />;
  }
}

/**
 * The sandbox provider's code leads to a page of this site (a path); a real WeChat code is a
 * weixin:// address only the app opens.
 */
function isLocalPage(address: string): boolean {
  return address.startsWith('/');
}

function Waiting({ text }: { text: string }) {
  return (
    <span className={styles.waiting} role="status">
      <Spin size="small" />
      {text}
    </span>
  );
}

/** 微信支付: the Native code as a QR code; the page learns of the payment by polling. */
function WxPanel({ codeUrl, amount }: { codeUrl: string; amount: number }) {
  const local = isLocalPage(codeUrl);
  const value = local ? new URL(codeUrl, window.location.origin).href : codeUrl;
  return (
    <div className={styles.payPanel}>
      <div className={styles.qr}>
        <QrCode value={value} size={176} label="微信支付二维码" />
      </div>
      <div className={styles.payPanelText}>
        <h3 className={styles.payPanelTitle}>请使用微信扫一扫，扫描二维码支付</h3>
        <span>
          支付金额 <span className={styles.payAmount}>{formatAmount(amount)}</span>
        </span>
        <Waiting text="支付完成后本页将自动更新，请勿关闭" />
        {local ? (
          <a className={styles.link} href={codeUrl} target="_blank" rel="noopener">
            在浏览器中打开模拟支付
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** 支付宝: the browser goes to Alipay's page, which brings the learner back to this order. */
function AliPanel({ payUrl, amount }: { payUrl: string; amount: number }) {
  useEffect(() => {
    window.location.assign(payUrl);
  }, [payUrl]);
  return (
    <div className={styles.payPanel}>
      <div className={styles.payPanelText}>
        <h3 className={styles.payPanelTitle}>正在前往支付宝收银台…</h3>
        <span>
          支付金额 <span className={styles.payAmount}>{formatAmount(amount)}</span>
        </span>
        <span>在支付宝完成付款后，会自动回到本页面。</span>
        <span>
          如果页面没有跳转，请
          <a className={styles.link} href={payUrl}>
            点击这里前往支付宝
          </a>
          。
        </span>
      </div>
    </div>
  );
}

/** 对公转账: where to transfer, with the order number as the note; an operator confirms it. */
function TransferPanel({ payment }: { payment: Extract<StartedPayment, { channel: 'peiban' }> }) {
  const { payee } = payment;
  return (
    <div className={styles.payPanel}>
      <div className={styles.payPanelText}>
        <h3 className={styles.payPanelTitle}>请通过银行转账支付</h3>
        <dl className={styles.payee}>
          <dt>转账金额</dt>
          <dd className={styles.payAmount}>{formatAmount(payment.amount)}</dd>
          <dt>收款户名</dt>
          <dd>
            <Typography.Text copyable>{payee.name}</Typography.Text>
          </dd>
          <dt>开户银行</dt>
          <dd>{payee.bank}</dd>
          <dt>收款账号</dt>
          <dd>
            <Typography.Text copyable>{payee.account}</Typography.Text>
          </dd>
          <dt>转账备注</dt>
          <dd>
            <Typography.Text copyable>{payment.orderNo}</Typography.Text>
          </dd>
          <dt>截止时间</dt>
          <dd>{payment.expireTime}</dd>
        </dl>
        <p className={styles.note}>
          转账时请务必在备注中填写订单号。工作人员确认到账后，订单将自动变为已支付；截止时间前未确认到账的订单将自动关闭。
        </p>
        <Waiting text="等待确认到账" />
      </div>
    </div>
  );
}
