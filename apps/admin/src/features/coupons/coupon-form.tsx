import type { CouponBatchFields } from '@zhixue/contract';
import { DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { PROMOTION_PRODUCT_TYPES } from '@/components/promotion-fields';

/** The create form's values, in yuan and 折 as an operator types them; `toBatch` turns them into fen. */
export interface CouponFormValues {
  name: string;
  kind: 'full_reduction' | 'discount' | 'no_threshold';
  thresholdYuan?: number;
  reductionYuan?: number;
  zhe?: number;
  capYuan?: number | null;
  scope: 'all' | 'category' | 'products';
  categoryId?: number;
  productType?: 1 | 2 | 8 | 9;
  productIds?: string;
  validity: 'dates' | 'days';
  range?: [Dayjs, Dayjs];
  validDays?: number;
  quantity: number;
  perLearner: number;
  claimBy: 'button' | 'code';
  returnOnRefund: boolean;
}

export const COUPON_FORM_DEFAULTS: Partial<CouponFormValues> = {
  kind: 'full_reduction',
  scope: 'all',
  productType: 1,
  validity: 'days',
  validDays: 7,
  quantity: 100,
  perLearner: 1,
  claimBy: 'button',
  returnOnRefund: true,
};

const fen = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);

/** The batch the form describes; the server checks it and says what to fix. */
export function toBatch(values: CouponFormValues): CouponBatchFields {
  const dated = values.validity === 'dates' && values.range;
  return {
    name: values.name,
    kind: values.kind,
    threshold: values.kind === 'full_reduction' ? fen(values.thresholdYuan) : 0,
    reduction: values.kind === 'discount' ? 0 : fen(values.reductionYuan),
    rate: values.kind === 'discount' ? Math.round((values.zhe ?? 0) * 10) : null,
    cap: values.kind === 'discount' && values.capYuan ? fen(values.capYuan) : null,
    scope: values.scope,
    categoryId: values.scope === 'category' ? (values.categoryId ?? null) : null,
    products:
      values.scope === 'products'
        ? (values.productIds ?? '')
            .split(/[,，\s]+/)
            .filter(Boolean)
            .map((id) => ({ type: values.productType ?? 1, id: Number(id) }))
        : [],
    validFrom: dated ? (values.range?.[0].startOf('day').toISOString() ?? null) : null,
    validUntil: dated ? (values.range?.[1].endOf('day').toISOString() ?? null) : null,
    validDays: values.validity === 'days' ? (values.validDays ?? null) : null,
    quantity: values.quantity,
    perLearner: values.perLearner,
    claimBy: values.claimBy,
    returnOnRefund: values.returnOnRefund,
  };
}

/** The fields of a new batch; which ones show follows the kind, the scope and the validity chosen. */
export function CouponFormFields() {
  return (
    <>
      <Form.Item label="名称" name="name" rules={[{ required: true, message: '请输入优惠券名称' }]}>
        <Input maxLength={30} placeholder="如：新人专享立减券" />
      </Form.Item>
      <Form.Item label="类型" name="kind">
        <Radio.Group
          options={[
            { value: 'full_reduction', label: '满减券' },
            { value: 'discount', label: '折扣券' },
            { value: 'no_threshold', label: '无门槛券' },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === 'discount' ? (
            <>
              <Form.Item label="折扣" name="zhe" rules={[{ required: true, message: '请输入折扣' }]}>
                <InputNumber min={0.1} max={9.9} step={0.5} precision={1} addonAfter="折" />
              </Form.Item>
              <Form.Item label="最高优惠" name="capYuan" extra="不填则不设上限">
                <InputNumber min={0} precision={2} addonAfter="元" />
              </Form.Item>
            </>
          ) : (
            <>
              {getFieldValue('kind') === 'full_reduction' ? (
                <Form.Item
                  label="使用门槛"
                  name="thresholdYuan"
                  rules={[{ required: true, message: '请输入使用门槛' }]}
                >
                  <InputNumber min={0} precision={2} addonBefore="满" addonAfter="元可用" />
                </Form.Item>
              ) : null}
              <Form.Item
                label="优惠金额"
                name="reductionYuan"
                rules={[{ required: true, message: '请输入优惠金额' }]}
              >
                <InputNumber min={0} precision={2} addonBefore="减" addonAfter="元" />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
      <Form.Item label="适用商品" name="scope">
        <Radio.Group
          options={[
            { value: 'all', label: '全部商品' },
            { value: 'category', label: '指定分类' },
            { value: 'products', label: '指定商品' },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['scope']}>
        {({ getFieldValue }) =>
          getFieldValue('scope') === 'category' ? (
            <Form.Item
              label="分类 ID"
              name="categoryId"
              rules={[{ required: true, message: '请输入分类 ID' }]}
            >
              <InputNumber min={1} precision={0} />
            </Form.Item>
          ) : getFieldValue('scope') === 'products' ? (
            <Form.Item label="商品" required>
              <Form.Item noStyle name="productType">
                <Select options={[...PROMOTION_PRODUCT_TYPES]} style={{ width: 120, marginRight: 8 }} />
              </Form.Item>
              <Form.Item noStyle name="productIds" rules={[{ required: true, message: '请输入商品 ID' }]}>
                <Input placeholder="商品 ID，多个用逗号分隔" style={{ width: 260 }} />
              </Form.Item>
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item label="有效期" name="validity">
        <Radio.Group
          options={[
            { value: 'days', label: '领取后 N 天内有效' },
            { value: 'dates', label: '固定日期' },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['validity']}>
        {({ getFieldValue }) =>
          getFieldValue('validity') === 'dates' ? (
            <Form.Item label="起止日期" name="range" rules={[{ required: true, message: '请选择有效期' }]}>
              <DatePicker.RangePicker />
            </Form.Item>
          ) : (
            <Form.Item
              label="有效天数"
              name="validDays"
              rules={[{ required: true, message: '请输入有效天数' }]}
            >
              <InputNumber min={1} max={3650} precision={0} addonAfter="天" />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item label="发放数量" name="quantity" rules={[{ required: true, message: '请输入发放数量' }]}>
        <InputNumber min={1} max={100000} precision={0} addonAfter="张" />
      </Form.Item>
      <Form.Item label="每人限领" name="perLearner" rules={[{ required: true, message: '请输入每人限领' }]}>
        <InputNumber min={1} max={100} precision={0} addonAfter="张" />
      </Form.Item>
      <Form.Item label="领取方式" name="claimBy" extra="兑换码随批次生成，可导出为表格">
        <Radio.Group
          options={[
            { value: 'button', label: '学员领取（领券中心、课程详情）' },
            { value: 'code', label: '兑换码' },
          ]}
        />
      </Form.Item>
      <Form.Item
        label="退款退回"
        name="returnOnRefund"
        valuePropName="checked"
        extra="订单全额退款后，优惠券在有效期内退回"
      >
        <Switch />
      </Form.Item>
    </>
  );
}
