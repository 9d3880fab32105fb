import type { AdminGroupOffer } from '@zhixue/contract';
import { Button, Form, InputNumber, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
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
import { SearchBar } from '@/components/search-bar';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useCreateGroupOffer, useGroupOffers, useStopGroupOffer } from './api';
import { OfferGroups } from './offer-groups';

/** The form's values as an operator types them: the price in yuan, the window as two pickers. */
interface GroupOfferForm {
  productType: Exclude<PromotionProductType, 8>;
  productId: number;
  groupPriceYuan: number;
  groupSize: number;
  hours: number;
  window: [Dayjs, Dayjs];
}

const STATE_COLORS: Record<string, string> = {
  未开始: 'blue',
  进行中: 'green',
  已结束: 'default',
  已停止: 'default',
};
const FILTERS = { keyword: '' };

function GroupOfferFields() {
  return (
    <>
      <PromotionProductFields
        types={[1, 2, 9]}
        priceName="groupPriceYuan"
        priceLabel="拼团价"
        priceHint="须大于 0 且低于商品售价；拼团价不与优惠券同用"
      />
      <Form.Item label="成团人数" name="groupSize" rules={[{ required: true, message: '请输入成团人数' }]}>
        <InputNumber min={2} max={50} precision={0} addonAfter="人" />
      </Form.Item>
      <Form.Item
        label="成团时限"
        name="hours"
        rules={[{ required: true, message: '请输入成团时限' }]}
        extra="团长支付后开始计时；到时未成团，已付款的成员自动原路退款"
      >
        <InputNumber min={1} max={72} precision={0} addonAfter="小时" />
      </Form.Item>
      <PromotionWindowField label="活动时间" />
    </>
  );
}

/** 拼团: the offers with how their groups stand, a new offer, an offer's groups, stopping one. */
export function GroupOffersPage() {
  const list = useUrlList(FILTERS);
  const offers = useGroupOffers({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
  });
  const create = useCreateGroupOffer();
  const stop = useStopGroupOffer();
  const canWrite = useCan('groups.write');
  const [shown, setShown] = useState<AdminGroupOffer | null>(null);

  return (
    <ScreenCard
      title="拼团"
      extra={
        canWrite ? (
          <FormModal<GroupOfferForm>
            title="新建拼团"
            trigger={{ label: '新建拼团', type: 'primary' }}
            initialValues={{
              productType: 1,
              groupSize: 2,
              hours: 24,
              window: [dayjs().startOf('minute'), dayjs().add(7, 'day').startOf('hour')],
            }}
            ok="创建拼团"
            done="拼团已创建"
            submit={(values) =>
              create.mutateAsync({
                productType: values.productType,
                productId: values.productId,
                groupPrice: yuanToFen(values.groupPriceYuan),
                groupSize: values.groupSize,
                hours: values.hours,
                ...windowTimes(values.window),
              })
            }
          >
            <GroupOfferFields />
          </FormModal>
        ) : null
      }
    >
      <SearchBar list={list} keyword={{ name: 'keyword', placeholder: '商品名称' }} />
      <ListTable<AdminGroupOffer>
        list={list}
        query={offers}
        rowKey="id"
        unit="个"
        empty="还没有拼团，点右上角新建"
        columns={[
          promotionProductColumn<AdminGroupOffer>(),
          { title: '售价', dataIndex: 'linePrice', width: 100, render: yuan },
          { title: '拼团价', dataIndex: 'groupPrice', width: 100, render: yuan },
          {
            title: '规则',
            key: 'rule',
            width: 130,
            render: (_, row) => `${row.groupSize}人团 · ${row.hours}小时`,
          },
          timeColumn('开始', 'startsAt'),
          timeColumn('结束', 'endsAt'),
          { title: '拼团中', dataIndex: 'open', width: 80 },
          { title: '已成团', dataIndex: 'filled', width: 80 },
          { title: '已失败', dataIndex: 'failed', width: 80 },
          {
            title: '状态',
            dataIndex: 'stateText',
            width: 90,
            render: (state: string) => <Tag color={STATE_COLORS[state]}>{state}</Tag>,
          },
          actionsColumn<AdminGroupOffer>(150, (row) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setShown(row)}>
                查看团
              </Button>
              {canWrite && !row.stopped && row.stateText !== '已结束' ? (
                <ConfirmButton
                  type="link"
                  size="small"
                  danger
                  question={`确认停止「${row.productName}」的拼团？停止后不能再开新团，进行中的团到时限为止。`}
                  verb="停止拼团"
                  done="拼团已停止"
                  action={() => stop.mutateAsync({ id: row.id })}
                >
                  停止
                </ConfirmButton>
              ) : null}
            </Space>
          )),
        ]}
      />
      <OfferGroups offer={shown} onClose={() => setShown(null)} />
    </ScreenCard>
  );
}
