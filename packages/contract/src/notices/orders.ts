import { defineNotices } from './define.js';
import { LEARNER_ORDERS_PAGE, productPage } from './pages.js';

interface OrderNamed {
  orderNo: string;
  /** The product's name as the order recorded it. */
  productName: string;
}

/** Orders: paid, refunded, a bank transfer that could not be matched. */
export const orderNotices = defineNotices({
  orderPaid: {
    category: 'order',
    text: (order: OrderNamed & { productType: number; productId: number }) => ({
      title: '订单支付成功',
      body: `您的订单 ${order.orderNo}（${order.productName}）已支付成功。`,
      link: productPage(order.productType, order.productId),
    }),
  },
  orderRefunded: {
    category: 'order',
    text: (refund: OrderNamed & { amountYuan: string; wholeOrder: boolean }) => ({
      title: refund.wholeOrder ? '订单已退款' : '订单部分退款',
      body:
        `您的订单 ${refund.orderNo}（${refund.productName}）已退款 ¥${refund.amountYuan}，款项将原路退回。` +
        (refund.wholeOrder ? '该订单开通的学习权益已收回。' : ''),
      link: LEARNER_ORDERS_PAGE,
    }),
  },
  transferRejected: {
    category: 'order',
    text: (rejected: OrderNamed & { reason: string }) => ({
      title: '对公转账未能确认',
      body: `您的订单 ${rejected.orderNo}（${rejected.productName}）的对公转账未能确认：${rejected.reason}。订单已关闭，如已转账请联系客服。`,
      link: LEARNER_ORDERS_PAGE,
    }),
  },
});
