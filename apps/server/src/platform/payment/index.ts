import { createPrivateKey, createPublicKey } from 'node:crypto';
import { PAY_NOTIFY_PATHS } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { Cache } from '../cache/index.js';
import type { Config } from '../config/index.js';
import { joinUrl } from '../http-client.js';
import { createAlipay } from './alipay.js';
import type { PaymentProvider, ProviderChannel } from './payment-provider.js';
import { registerSandboxPayPage } from './sandbox-page.js';
import { createSandboxBank, createSandboxPay, type SandboxPaymentProvider } from './sandbox-pay.js';
import { createWeChatPay } from './wechat-pay.js';

export { alipaySigningString, createAlipay } from './alipay.js';
export { parseAlipayTradeBill, parseWeChatTradeBill } from './bills.js';
export {
  type BillPayment,
  type BillRefund,
  centsToYuan,
  type IncomingNotification,
  type NotificationReply,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRequest,
  PaymentVerificationError,
  type ProviderBill,
  type ProviderChannel,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
  yuanToCents,
} from './payment-provider.js';
export {
  describePaymentRecord,
  type PaymentRecordFacts,
  type PaymentRecordSource,
} from './payment-record.js';
export { SANDBOX_MERCHANT_ID } from './sandbox-pay.js';
export { createWeChatPay } from './wechat-pay.js';

export type PaymentProviders = Record<ProviderChannel, PaymentProvider>;
export type SandboxNotificationSigner = SandboxPaymentProvider['signNotification'];

/**
 * Signs a notification of `payment` as the sandbox would send it, for `npm run bench` to post to the
 * notification address; null with the live providers, whose notifications only they can sign.
 */
export function sandboxNotificationSigner(providers: PaymentProviders): SandboxNotificationSigner | null {
  const provider = providers.wx;
  return 'signNotification' in provider ? (provider as SandboxPaymentProvider).signNotification : null;
}

/**
 * The providers behind pay/wx and pay/ali/pc: the sandbox (development default, with its local
 * confirmation page registered on `app`) or the real WeChat Pay and Alipay.
 */
export function setUpPaymentProviders(app: FastifyInstance, config: Config, cache: Cache): PaymentProviders {
  if (config.PAY_PROVIDER === 'sandbox') {
    const bank = createSandboxBank(cache);
    registerSandboxPayPage(app, bank);
    return { wx: createSandboxPay(bank, 'wx'), ali: createSandboxPay(bank, 'ali') };
  }
  const required = <T>(value: T | undefined, name: string): T => {
    // loadConfig already demands these for PAY_PROVIDER=live; this narrows the types.
    if (value === undefined) throw new Error(`PAY_PROVIDER=live needs ${name}`);
    return value;
  };
  const siteUrl = required(config.PAY_SITE_URL, 'PAY_SITE_URL');
  return {
    wx: createWeChatPay({
      appId: required(config.WXPAY_APP_ID, 'WXPAY_APP_ID'),
      mchId: required(config.WXPAY_MCH_ID, 'WXPAY_MCH_ID'),
      mchSerialNo: required(config.WXPAY_MCH_SERIAL_NO, 'WXPAY_MCH_SERIAL_NO'),
      mchPrivateKey: createPrivateKey(required(config.WXPAY_MCH_PRIVATE_KEY, 'WXPAY_MCH_PRIVATE_KEY')),
      apiV3Key: required(config.WXPAY_API_V3_KEY, 'WXPAY_API_V3_KEY'),
      platformPublicKey: createPublicKey(
        required(config.WXPAY_PLATFORM_PUBLIC_KEY, 'WXPAY_PLATFORM_PUBLIC_KEY'),
      ),
      platformSerial: required(config.WXPAY_PLATFORM_SERIAL, 'WXPAY_PLATFORM_SERIAL'),
      apiBase: config.WXPAY_API_BASE,
      notifyUrl: joinUrl(siteUrl, PAY_NOTIFY_PATHS.wx),
      refundNotifyUrl: joinUrl(siteUrl, PAY_NOTIFY_PATHS.wxRefund),
    }),
    ali: createAlipay({
      appId: required(config.ALIPAY_APP_ID, 'ALIPAY_APP_ID'),
      appPrivateKey: createPrivateKey(required(config.ALIPAY_APP_PRIVATE_KEY, 'ALIPAY_APP_PRIVATE_KEY')),
      alipayPublicKey: createPublicKey(required(config.ALIPAY_PUBLIC_KEY, 'ALIPAY_PUBLIC_KEY')),
      sellerId: config.ALIPAY_SELLER_ID,
      gateway: config.ALIPAY_GATEWAY,
      notifyUrl: joinUrl(siteUrl, PAY_NOTIFY_PATHS.ali),
      siteBaseUrl: siteUrl,
    }),
  };
}
