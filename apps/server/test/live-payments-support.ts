import { PAY_NOTIFY_PATHS } from '@zhixue/contract';
import { startFakeAlipay } from '../src/platform/payment/alipay-fake.js';
import { startFakeWeChatPay } from '../src/platform/payment/wechat-pay-fake.js';
import { type ApiClient, startTestServer, type TestServer } from './harness.js';

/**
 * A server on the real WeChat Pay and Alipay adapters (PAY_PROVIDER=live) against local fake gateways
 * with keys generated here, so tests can send genuine, signed notifications, and replay them.
 */
export const merchant = {
  appId: 'wx8888888888888888',
  mchId: '1900000109',
  mchSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  apiV3Key: 'a7Kx2Lq9Vb3Nm8Pz4Rt6Wy1Cd5Fg0Hj2',
};
export const alipayApp = { appId: '2021004100000001', sellerId: '2088102000000001' };
export const SITE = 'https://www.zhixue.example';

const pem = (key: { export(options: object): string | Buffer }, type: 'pkcs8' | 'spki') =>
  key.export({ type, format: 'pem' }).toString();

export async function startWithFakeGateways() {
  const wx = await startFakeWeChatPay(merchant);
  const ali = await startFakeAlipay(alipayApp);
  const server: TestServer = await startTestServer({
    PAY_PROVIDER: 'live',
    PAY_SITE_URL: SITE,
    WXPAY_APP_ID: merchant.appId,
    WXPAY_MCH_ID: merchant.mchId,
    WXPAY_MCH_SERIAL_NO: merchant.mchSerialNo,
    // As an environment variable would carry it on one line.
    WXPAY_MCH_PRIVATE_KEY: pem(wx.merchantPrivateKey, 'pkcs8').replace(/\n/g, '\\n'),
    WXPAY_API_V3_KEY: merchant.apiV3Key,
    WXPAY_PLATFORM_PUBLIC_KEY: pem(wx.platformPublicKey, 'spki'),
    WXPAY_PLATFORM_SERIAL: wx.platformSerial,
    WXPAY_API_BASE: wx.apiBase,
    ALIPAY_APP_ID: alipayApp.appId,
    ALIPAY_SELLER_ID: alipayApp.sellerId,
    ALIPAY_APP_PRIVATE_KEY: pem(ali.appPrivateKey, 'pkcs8'),
    ALIPAY_PUBLIC_KEY: pem(ali.alipayPublicKey, 'spki'),
    ALIPAY_GATEWAY: ali.gateway,
  });
  return {
    server,
    wx,
    ali,
    close: async () => {
      await server.close();
      await wx.close();
      await ali.close();
    },
  };
}

/** Delivers a WeChat Pay notification to the server's notification address. */
export const notifyWx = (
  server: ApiClient,
  notification: { headers: Record<string, string>; body: string },
) =>
  fetch(server.baseUrl + PAY_NOTIFY_PATHS.wx, {
    method: 'POST',
    headers: notification.headers,
    body: notification.body,
  });
