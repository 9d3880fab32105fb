import { Id } from '@zhixue/contract';
import { DatePicker, Form, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { nameColumn } from '@/components/columns';
import { PRODUCT_TYPE_NAMES } from '@/components/order-labels';
import { zodRule } from '@/lib/zod-rule';

/** The products a promotion (coupon batch, 秒杀, 拼团) can name, as the order's product types. */
export const PROMOTION_PRODUCT_TYPES = [
  { value: 1, label: '课程' },
  { value: 2, label: '套餐' },
  { value: 8, label: '训练营' },
  { value: 9, label: '会员套餐' },
] as const;

export type PromotionProductType = (typeof PROMOTION_PRODUCT_TYPES)[number]['value'];

/** A price typed in yuan, sent in fen. */
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);

/** The window's two pickers as the ISO times the calls take. */
export const windowTimes = ([start, end]: [Dayjs, Dayjs]) => ({
  startsAt: start.toISOString(),
  endsAt: end.toISOString(),
});

/**
 * Which product a 秒杀 or 拼团 is of, and its special price: the same three fields in both forms.
 * `types` leaves out the kinds a promotion does not sell (拼团 has no camps).
 */
export function PromotionProductFields({
  types,
  priceName,
  priceLabel,
  priceHint,
}: {
  types: readonly PromotionProductType[];
  priceName: string;
  priceLabel: string;
  priceHint: string;
}) {
  const options = PROMOTION_PRODUCT_TYPES.filter((type) => types.includes(type.value));
  const labels = options.map((type) => type.label);
  return (
    <>
      <Form.Item label="商品类型" name="productType">
        <Select options={options} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        label="商品编号"
        name="productId"
        rules={[zodRule(Id)]}
        extra={`${labels.slice(0, -1).join('、')}或${labels.at(-1)}列表中的编号`}
      >
        <InputNumber min={1} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        label={priceLabel}
        name={priceName}
        rules={[{ required: true, message: `请输入${priceLabel}` }]}
        extra={priceHint}
      >
        <InputNumber min={0.01} precision={2} addonAfter="元" />
      </Form.Item>
    </>
  );
}

/** The promotion's time window, a range picker to the minute. */
export function PromotionWindowField({ label }: { label: string }) {
  return (
    <Form.Item label={label} name="window" rules={[{ required: true, message: `请选择${label}` }]}>
      <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
    </Form.Item>
  );
}

/** The 商品 column of a promotion list: its kind, name and number. */
export function promotionProductColumn<
  Row extends { productType: number; productId: number; productName: string },
>() {
  return nameColumn<Row>(
    '商品',
    'productName',
    (name, row) => `[${PRODUCT_TYPE_NAMES[row.productType] ?? ''}] ${name}（#${row.productId}）`,
  );
}
