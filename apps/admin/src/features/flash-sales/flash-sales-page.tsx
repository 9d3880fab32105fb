import { type AdminFlashSale, FLASH_SALE_STATE_NAMES, type FlashSaleState } from '@zhixue/contract';
import { Form, InputNumber, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { actionsColumn, timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { yuan } from '@/components/order-labels';
import {
  PromotionProductFields,
  type PromotionProductType,
  PromotionWindowField,
  promotionProductColumn,
  windowTimes,
  yuanToFen,
} from '@/components/promotion-fields';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useCreateFlashSale, useFlashSales, useStopFlashSale } from './api';

/** The form's values as an operator types them: the price in yuan, the window as two pickers. */
interface FlashSaleForm {
  productType: PromotionProductType;
  productId: number;
  salePriceYuan: number;
  window: [Dayjs, Dayjs];
  quantity: number;
}

const STATE_COLORS: Record<FlashSaleState, string> = {
  upcoming: 'blue',
  running: 'green',
  soldOut: 'orange',
  ended: 'default',
};

function FlashSaleFields() {
  return (
    <>
      <PromotionProductFields
        types={[1, 2, 8, 9]}
        priceName="salePriceYuan"
        priceLabel="秒杀价"
        priceHint="须大于 0 且低于商品售价"
      />
      <PromotionWindowField label="秒杀时间" />
      <Form.Item
        label="秒杀数量"
        name="quantity"
        rules={[{ required: true, message: '请输入秒杀数量' }]}
        extra="每位学员限购一件；未支付的订单超时关闭后，名额退回"
      >
        <InputNumber min={1} max={100000} precision={0} addonAfter="件" />
      </Form.Item>
    </>
  );
}

/** 秒杀: the sales with where their units are (held by unpaid orders, sold, left), a new one, stopping one. */
export function FlashSalesPage() {
  const list = useUrlList({});
  const sales = useFlashSales({ pageCurrent: list.page, pageSize: list.pageSize });
  const create = useCreateFlashSale();
  const stop = useStopFlashSale();
  const canWrite = useCan('flashSales.write');

  return (
    <ScreenCard
      title="秒杀"
      extra={
        canWrite ? (
          <FormModal<FlashSaleForm>
            title="新建秒杀"
            trigger={{ label: '新建秒杀', type: 'primary' }}
            initialValues={{
              productType: 1,
              quantity: 100,
              window: [dayjs().add(1, 'hour').startOf('hour'), dayjs().add(2, 'hour').startOf('hour')],
            }}
            ok="创建秒杀"
            done="秒杀已创建"
            submit={(values) =>
              create.mutateAsync({
                productType: values.productType,
                productId: values.productId,
                salePrice: yuanToFen(values.salePriceYuan),
                ...windowTimes(values.window),
                quantity: values.quantity,
              })
            }
          >
            <FlashSaleFields />
          </FormModal>
        ) : null
      }
    >
      <ListTable<AdminFlashSale>
        list={list}
        query={sales}
        rowKey="id"
        unit="场"
        empty="还没有秒杀，点右上角新建"
        columns={[
          promotionProductColumn<AdminFlashSale>(),
          { title: '售价', dataIndex: 'listPrice', width: 100, render: yuan },
          { title: '秒杀价', dataIndex: 'salePrice', width: 100, render: yuan },
          timeColumn('开始', 'startAt'),
          timeColumn('结束', 'endAt'),
          { title: '总量', dataIndex: 'quantity', width: 70 },
          { title: '已售', dataIndex: 'sold', width: 70 },
          { title: '待支付', dataIndex: 'held', width: 80 },
          { title: '剩余', dataIndex: 'remaining', width: 70 },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (state: FlashSaleState, row) => (
              <Tag color={STATE_COLORS[state]}>{row.stopped ? '已停止' : FLASH_SALE_STATE_NAMES[state]}</Tag>
            ),
          },
          ...(canWrite
            ? [
                actionsColumn<AdminFlashSale>(110, (row) =>
                  row.state === 'ended' ? null : (
                    <ConfirmButton
                      type="link"
                      size="small"
                      danger
                      question={`确认现在停止「${row.productName}」的秒杀？停止后不能再抢购，已下单未支付的订单仍可支付。`}
                      verb="停止秒杀"
                      done="秒杀已停止"
                      action={() => stop.mutateAsync({ id: row.id })}
                    >
                      提前结束
                    </ConfirmButton>
                  ),
                ),
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
