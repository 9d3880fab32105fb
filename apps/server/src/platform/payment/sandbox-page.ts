import { PAY_NOTIFY_PATHS } from '@zhixue/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, sendDevPage } from '../dev-page.js';
import { paySandbox, readSandboxPayment, SANDBOX_PAGE_PATH, type SandboxBank } from './sandbox-pay.js';

const ORDER_NO = /^[A-Za-z0-9]{6,32}$/;
const CHANNEL_NAMES = { wx: '微信支付', ali: '支付宝' } as const;

/**
 * The sandbox provider's confirmation page, where a WeChat QR code or an Alipay page leads in
 * development. 确认支付 makes the server send itself a signed notification at the provider's usual
 * address, exactly as the provider would. Register it only when PAY_PROVIDER is sandbox.
 */
export function registerSandboxPayPage(app: FastifyInstance, bank: SandboxBank): void {
  app.register(async (scope) => {
    // The confirm form posts no fields; accept its form encoding without parsing anything.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );

    scope.get<{ Params: { orderNo: string } }>(`${SANDBOX_PAGE_PATH}/:orderNo`, async (request, reply) => {
      const payment = await findPayment(bank, request.params.orderNo);
      if (!payment) return sendHtml(reply, 404, '<p class="error" role="alert">没有这笔待支付的订单。</p>');
      const channel = CHANNEL_NAMES[payment.channel];
      return sendHtml(
        reply,
        200,
        `<h1>${channel}（开发环境模拟）</h1>
<p class="hint">这是开发环境的模拟支付页面，不会真的扣款。确认后，模拟的${channel}会向服务器发送一条带签名的支付通知。</p>
<dl>
<dt>商品</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>订单号</dt><dd>${escapeHtml(payment.orderNo)}</dd>
<dt>金额</dt><dd class="amount">¥${(payment.amount / 100).toFixed(2)}</dd>
</dl>
<form method="post" action="${SANDBOX_PAGE_PATH}/${escapeHtml(payment.orderNo)}/confirm">
<button type="submit">确认支付</button>
</form>
<form method="post" action="${SANDBOX_PAGE_PATH}/${escapeHtml(payment.orderNo)}/confirm?misbill=1">
<button type="submit" class="secondary">确认支付，账单少记 ¥0.01（演示对账差异）</button>
</form>`,
      );
    });

    scope.post<{ Params: { orderNo: string }; Querystring: { misbill?: string } }>(
      `${SANDBOX_PAGE_PATH}/:orderNo/confirm`,
      async (request, reply) => {
        const payment = await findPayment(bank, request.params.orderNo);
        if (!payment) return sendHtml(reply, 404, '<p class="error" role="alert">没有这笔待支付的订单。</p>');
        // The learner pays in full; only the sandbox's own bill is wrong, as a provider's might be.
        const misbillBy = request.query.misbill === '1' && payment.amount > 1 ? 1 : 0;
        const notification = await paySandbox(bank, payment, misbillBy);
        const answer = await app.inject({
          method: 'POST',
          url: PAY_NOTIFY_PATHS[payment.channel],
          headers: notification.headers,
          payload: notification.body,
        });
        const back = `<p><a href="${escapeHtml(payment.returnPath)}">返回订单页</a></p>`;
        if (answer.statusCode >= 300) {
          request.log.warn(
            { orderNo: payment.orderNo, status: answer.statusCode },
            'sandbox payment not taken',
          );
          // Like a provider, the sandbox keeps the payment: the order page's query takes it later.
          const why =
            answer.statusCode >= 500
              ? '服务器暂时未能处理支付通知。款项已记在模拟支付中，订单页查询订单时会自动补单。'
              : '服务器拒绝了这条支付通知。';
          return sendHtml(reply, 409, `<h1>支付未完成</h1><p class="error" role="alert">${why}</p>${back}`);
        }
        return sendHtml(
          reply,
          200,
          `<h1>支付成功</h1><p class="hint">订单已支付，可以回到订单页继续。</p>${back}`,
        );
      },
    );
  });
}

async function findPayment(bank: SandboxBank, orderNo: string) {
  return ORDER_NO.test(orderNo) ? readSandboxPayment(bank, orderNo) : null;
}

function sendHtml(reply: FastifyReply, status: number, body: string) {
  return sendDevPage(reply, status, { title: '模拟支付（开发环境）', body, style: PAGE_STYLE });
}

const PAGE_STYLE = `  body { background: #f2f3f5; }
  main { width: 360px; }
  h1 { text-align: center; }
  dl { display: grid; grid-template-columns: 64px 1fr; gap: 8px; margin: 20px 0; }
  dt { color: #888; }
  dd { margin: 0; word-break: break-all; }
  .amount { color: #f5222d; font-size: 20px; font-weight: 600; }
  button { background: #1677ff; width: 100%; }
  button.secondary { background: #fff; color: #555; border: 1px solid #ccc; margin-top: 12px; font-size: 13px; }`;
