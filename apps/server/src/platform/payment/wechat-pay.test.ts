import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider.js';
import { createWeChatPay } from './wechat-pay.js';
import { startFakeWeChatPay } from './wechat-pay-fake.js';

const merchant = {
  appId: 'wx8888888888888888',
  mchId: '1900000109',
  mchSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  apiV3Key: 'a7Kx2Lq9Vb3Nm8Pz4Rt6Wy1Cd5Fg0Hj2',
};

describe('WeChat Pay adapter: what it does not believe', () => {
  let fake: Awaited<ReturnType<typeof startFakeWeChatPay>>;
  beforeAll(async () => {
    fake = await startFakeWeChatPay(merchant);
  });
  afterEach(() => {
    fake.state.forgeAnswers = false;
  });
  afterAll(() => fake.close());

  const pay = (overrides: Partial<Parameters<typeof createWeChatPay>[0]> = {}) =>
    createWeChatPay({
      ...merchant,
      mchPrivateKey: fake.merchantPrivateKey,
      platformPublicKey: fake.platformPublicKey,
      platformSerial: fake.platformSerial,
      apiBase: fake.apiBase,
      notifyUrl: 'https://www.zhixue.example/api/pay/notify/wx',
      refundNotifyUrl: 'https://www.zhixue.example/api/pay/notify/wx/refund',
      ...overrides,
    });
  const request = {
    orderNo: '20261121120000000001',
    amount: 14_900,
    description: '内训师的课堂互动设计',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    returnPath: '/order/2?type=1',
  };

  it('refuses an answer not signed by WeChat Pay, even a successful one', async () => {
    fake.state.forgeAnswers = true;
    await expect(pay().start(request)).rejects.toThrowError(PaymentProviderError);
    await expect(pay().query(request.orderNo)).rejects.toThrowError(/not verified/);
  });

  it('is refused by WeChat Pay when it signs with a key WeChat Pay does not know', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect(pay({ mchPrivateKey: privateKey }).start(request)).rejects.toThrowError(/HTTP 401/);
  });

  it('reads a paid trade from the query, and none for an order WeChat Pay never saw', async () => {
    await pay().start({ ...request, orderNo: '20261121120000000002' });
    expect(await pay().query('20261121120000000002')).toBeNull();
    fake.pay('20261121120000000002');
    expect(await pay().query('20261121120000000002')).toMatchObject({
      orderNo: '20261121120000000002',
      amount: 14_900,
      merchantId: merchant.mchId,
    });
    expect(await pay().query('20261121120000009999')).toBeNull();
  });
});
