import type { AdminCouponBatch } from '@zhixue/contract';
import { Button, Space, Tag } from 'antd';
import { actionsColumn, nameColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { yuan } from '@/components/order-labels';
import { SearchBar } from '@/components/search-bar';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { saveSheet } from '@/lib/sheet-files';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { exportCouponCodes, useCouponBatches, useCreateCouponBatch, useStopCouponBatch } from './api';
import { COUPON_FORM_DEFAULTS, CouponFormFields, type CouponFormValues, toBatch } from './coupon-form';

const FILTERS = { keyword: '' };

/** What a batch gives, in words: 满100减20, 8.5折（最高减30元）, 无门槛减10. */
function faceValue(batch: AdminCouponBatch): string {
  if (batch.kind === 'discount')
    return `${(batch.rate ?? 100) / 10}折${batch.cap === null ? '' : `（最高减${yuan(batch.cap)}）`}`;
  if (batch.kind === 'full_reduction') return `满${yuan(batch.threshold)}减${yuan(batch.reduction)}`;
  return `无门槛减${yuan(batch.reduction)}`;
}

/** Saves a code batch's codes as the .xlsx the server built. */
async function saveCodes(id: number) {
  const { fileName, base64 } = await exportCouponCodes(id);
  saveSheet({ fileName, fileBase64: base64 });
}

/** 优惠券: the batches, their use and subsidy, a new batch, stopping one, and a code batch's codes. */
export function CouponsPage() {
  const list = useUrlList(FILTERS);
  const batches = useCouponBatches({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
  });
  const create = useCreateCouponBatch();
  const stop = useStopCouponBatch();
  const canWrite = useCan('coupons.write');

  return (
    <ScreenCard
      title="优惠券"
      extra={
        canWrite ? (
          <FormModal<CouponFormValues>
            title="新建优惠券"
            trigger={{ label: '新建优惠券', type: 'primary' }}
            initialValues={COUPON_FORM_DEFAULTS}
            ok="创建优惠券"
            done="优惠券已创建"
            width={640}
            submit={(values) => create.mutateAsync(toBatch(values))}
          >
            <CouponFormFields />
          </FormModal>
        ) : null
      }
    >
      <SearchBar list={list} keyword={{ name: 'keyword', placeholder: '优惠券名称' }} />
      <ListTable<AdminCouponBatch>
        list={list}
        query={batches}
        rowKey="batchId"
        unit="批"
        empty="还没有优惠券，点右上角新建"
        columns={[
          nameColumn('名称', 'name'),
          { title: '面额', key: 'face', width: 200, render: (_, batch) => faceValue(batch) },
          { title: '适用', dataIndex: 'scopeText', width: 120 },
          { title: '有效期', dataIndex: 'validText', width: 200 },
          {
            title: '领取方式',
            dataIndex: 'claimBy',
            width: 90,
            render: (value: string) => (value === 'code' ? '兑换码' : '学员领取'),
          },
          {
            title: '已领 / 总量',
            key: 'claimed',
            width: 110,
            render: (_, batch) => `${batch.claimed} / ${batch.quantity}`,
          },
          { title: '已使用', dataIndex: 'used', width: 80 },
          { title: '补贴金额', dataIndex: 'subsidy', width: 110, render: (value: number) => yuan(value) },
          {
            title: '状态',
            dataIndex: 'stopped',
            width: 90,
            render: (stopped: boolean) => (stopped ? <Tag>已停止</Tag> : <Tag color="green">发放中</Tag>),
          },
          actionsColumn(170, (batch) => (
            <Space size={0}>
              {batch.claimBy === 'code' ? (
                <Button type="link" size="small" onClick={() => void saveCodes(batch.batchId)}>
                  导出兑换码
                </Button>
              ) : null}
              {canWrite && !batch.stopped ? (
                <ConfirmButton
                  type="link"
                  size="small"
                  danger
                  question={`确认停止发放「${batch.name}」？已领取的优惠券仍可使用。`}
                  verb="停止发放"
                  done="已停止发放"
                  action={() => stop.mutateAsync({ id: batch.batchId })}
                >
                  停止发放
                </ConfirmButton>
              ) : null}
            </Space>
          )),
        ]}
      />
    </ScreenCard>
  );
}
