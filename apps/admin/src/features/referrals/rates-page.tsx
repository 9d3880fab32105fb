import { type AdminReferralRate, MAX_COMMISSION_RATE } from '@zhixue/contract';
import { Button, Form, InputNumber, Select, Tag } from 'antd';
import { actionsColumn, nameColumn, timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { yuan } from '@/components/order-labels';
import { SearchBar } from '@/components/search-bar';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useReferralRates, useSetReferralRate } from './api';

const FILTERS = { keyword: '' };

interface RateValues {
  productType: 1 | 2;
  productId: number;
  rate: number;
}

/** The fields of a rate: the product (a course or bundle by its id) and the percent, 0 turning it off. */
function RateFields({ fixedProduct }: { fixedProduct: boolean }) {
  return (
    <>
      <Form.Item name="productType" label="商品类型" rules={[{ required: true, message: '请选择商品类型' }]}>
        <Select
          disabled={fixedProduct}
          options={[
            { value: 1, label: '单门课程' },
            { value: 2, label: '课程套餐' },
          ]}
        />
      </Form.Item>
      <Form.Item name="productId" label="课程 ID" rules={[{ required: true, message: '请输入课程 ID' }]}>
        <InputNumber min={1} precision={0} disabled={fixedProduct} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="rate"
        label="佣金比例（%）"
        extra={`按学员实付金额计算，0 为不参与分销，最高 ${MAX_COMMISSION_RATE}%`}
        rules={[{ required: true, message: '请输入佣金比例' }]}
      >
        <InputNumber min={0} max={MAX_COMMISSION_RATE} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}

/** 分销设置: each course's or bundle's commission rate; finance sets them. */
export function ReferralRatesPage() {
  const list = useUrlList(FILTERS);
  const rates = useReferralRates({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
  });
  const setRate = useSetReferralRate();
  const canSet = useCan('referrals.rates');

  return (
    <ScreenCard
      title="分销设置"
      extra={
        canSet ? (
          <FormModal<RateValues>
            title="设置佣金比例"
            trigger={{ label: '设置佣金比例', type: 'primary' }}
            initialValues={{ productType: 1 }}
            ok="保存"
            done="佣金比例已保存"
            submit={(values) => setRate.mutateAsync(values)}
          >
            <RateFields fixedProduct={false} />
          </FormModal>
        ) : null
      }
    >
      <SearchBar list={list} keyword={{ name: 'keyword', placeholder: '课程名称' }} />
      <ListTable<AdminReferralRate>
        list={list}
        query={rates}
        rowKey={(row) => `${row.productType}-${row.productId}`}
        unit="个商品"
        empty="还没有商品设置佣金，点右上角设置"
        columns={[
          nameColumn('课程', 'productName'),
          {
            title: '类型',
            dataIndex: 'productType',
            width: 100,
            render: (type: number) => (type === 2 ? '课程套餐' : '单门课程'),
          },
          { title: 'ID', dataIndex: 'productId', width: 80 },
          { title: '售价', dataIndex: 'price', width: 100, render: (value: number) => yuan(value) },
          {
            title: '佣金比例',
            dataIndex: 'rate',
            width: 110,
            render: (rate: number) => (rate > 0 ? <Tag color="green">{rate}%</Tag> : <Tag>未开启</Tag>),
          },
          timeColumn('更新时间', 'updatedAt'),
          actionsColumn(100, (row) =>
            canSet ? (
              <FormModal<RateValues>
                title={`修改佣金比例 · ${row.productName}`}
                trigger={{ label: '修改', type: 'link', size: 'small' }}
                initialValues={{ productType: row.productType, productId: row.productId, rate: row.rate }}
                ok="保存"
                done="佣金比例已保存"
                submit={(values) =>
                  setRate.mutateAsync({ ...values, productType: row.productType, productId: row.productId })
                }
              >
                <RateFields fixedProduct />
              </FormModal>
            ) : (
              <Button type="link" size="small" disabled>
                修改
              </Button>
            ),
          ),
        ]}
      />
    </ScreenCard>
  );
}
