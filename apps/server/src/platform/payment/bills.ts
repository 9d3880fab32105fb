import { unzipSync } from 'fflate';
import {
  type BillPayment,
  type BillRefund,
  PaymentProviderError,
  type ProviderBill,
  yuanToCents,
} from './payment-provider.js';

/**
 * Readers of the providers' daily bills. Both are CSV-like text with quirks of their own; a bill
 * whose totals do not match its lines is refused (a cut-off download must not look like missing
 * payments).
 */

/** The columns read from WeChat Pay's trade bill (bill_type ALL), by their header names. */
const WX_COLUMNS = {
  orderNo: '商户订单号',
  tradeNo: '微信订单号',
  state: '交易状态',
  total: '订单金额',
  refundNo: '商户退款单号',
  refundAmount: '申请退款金额',
  refundState: '退款状态',
} as const;

const WX_REFUND_STATES: Record<string, BillRefund['status']> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'processing',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
  FAIL: 'failed',
};

const yuan = (text: string, what: string): number => {
  const cents = yuanToCents(text.replace(/^-/, ''));
  if (cents === null) throw new PaymentProviderError(`bill ${what} is not an amount: ${text.slice(0, 20)}`);
  return cents;
};

/**
 * WeChat Pay's trade bill: a header line, one line per payment (交易状态 SUCCESS) or refund
 * (REFUND), every field prefixed with a backquote so spreadsheets keep long numbers as text, then a
 * summary header (总交易单数, …) and its line.
 */
export function parseWeChatTradeBill(text: string, day: string): ProviderBill {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const summaryAt = lines.findIndex((line) => line.startsWith('总交易单数'));
  const header = lines[0]?.split(',') ?? [];
  if (summaryAt < 1 || !header.includes(WX_COLUMNS.orderNo)) {
    throw new PaymentProviderError('WeChat Pay trade bill lacks its header or summary');
  }
  const column = (name: string) => {
    const at = header.indexOf(name);
    if (at < 0) throw new PaymentProviderError(`WeChat Pay trade bill lacks the column ${name}`);
    return at;
  };
  const at = Object.fromEntries(
    Object.entries(WX_COLUMNS).map(([key, name]) => [key, column(name)]),
  ) as Record<keyof typeof WX_COLUMNS, number>;
  const payments: BillPayment[] = [];
  const refunds: BillRefund[] = [];
  const rows = lines.slice(1, summaryAt);
  for (const line of rows) {
    const fields = line.split(',').map((field) => field.replace(/^`/, '').trim());
    const get = (key: keyof typeof WX_COLUMNS) => fields[at[key]] ?? '';
    if (get('state') === 'REFUND') {
      refunds.push({
        orderNo: get('orderNo'),
        refundNo: get('refundNo'),
        amount: yuan(get('refundAmount'), '申请退款金额'),
        status: WX_REFUND_STATES[get('refundState')] ?? 'processing',
      });
    } else if (get('state') === 'SUCCESS') {
      payments.push({
        orderNo: get('orderNo'),
        tradeNo: get('tradeNo'),
        amount: yuan(get('total'), '订单金额'),
      });
    }
  }
  const total = Number((lines[summaryAt + 1] ?? '').split(',')[0]?.replace(/^`/, ''));
  if (total !== rows.length) {
    throw new PaymentProviderError(`WeChat Pay trade bill lists ${rows.length} lines, its summary ${total}`);
  }
  return { channel: 'wx', day, payments, refunds };
}

/** The columns read from Alipay's trade bill detail (业务明细), by their header names. */
const ALI_COLUMNS = {
  tradeNo: '支付宝交易号',
  orderNo: '商户订单号',
  kind: '业务类型',
  total: '订单金额（元）',
  received: '商家实收（元）',
  refundNo: '退款批次号/请求号',
} as const;

/**
 * Alipay's trade bill: a zip holding the detail (业务明细) and a summary CSV, both in GBK. The detail
 * has `#` comment lines around its table, trailing tabs in its fields, a 交易 line per payment and a
 * 退款 line per refund (商家实收 negative), and closes with the counts (#交易合计：N笔, #退款合计：M笔).
 */
export function parseAlipayTradeBill(zip: Uint8Array, day: string): ProviderBill {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch (error) {
    throw new PaymentProviderError(`Alipay bill is not a zip: ${(error as Error).message}`);
  }
  const decoder = new TextDecoder('gb18030');
  const detail = Object.values(files)
    .map((bytes) => decoder.decode(bytes))
    .find((text) => text.split(/\r?\n/).some((line) => line.startsWith(ALI_COLUMNS.tradeNo)));
  if (!detail) throw new PaymentProviderError('Alipay bill zip holds no detail (业务明细) file');
  const lines = detail.split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.startsWith(ALI_COLUMNS.tradeNo));
  const header = (lines[headerAt] ?? '').split(',').map((name) => name.trim());
  const at = Object.fromEntries(
    Object.entries(ALI_COLUMNS).map(([key, name]) => {
      const index = header.indexOf(name);
      if (index < 0) throw new PaymentProviderError(`Alipay bill lacks the column ${name}`);
      return [key, index];
    }),
  ) as Record<keyof typeof ALI_COLUMNS, number>;
  const payments: BillPayment[] = [];
  const refunds: BillRefund[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const fields = line.split(',').map((field) => field.trim());
    const get = (key: keyof typeof ALI_COLUMNS) => fields[at[key]] ?? '';
    if (get('kind') === '交易') {
      payments.push({
        orderNo: get('orderNo'),
        tradeNo: get('tradeNo'),
        amount: yuan(get('total'), '订单金额'),
      });
    } else if (get('kind') === '退款') {
      refunds.push({
        orderNo: get('orderNo'),
        refundNo: get('refundNo'),
        amount: yuan(get('received'), '商家实收'),
        status: 'succeeded',
      });
    }
  }
  const counted = (label: string) => {
    const match = new RegExp(`^#${label}合计：(\\d+)笔`).exec(
      lines.find((line) => line.startsWith(`#${label}合计`)) ?? '',
    );
    if (!match) throw new PaymentProviderError(`Alipay bill lacks its ${label}合计 line`);
    return Number(match[1]);
  };
  if (counted('交易') !== payments.length || counted('退款') !== refunds.length) {
    throw new PaymentProviderError('Alipay bill counts do not match its lines');
  }
  return { channel: 'ali', day, payments, refunds };
}
