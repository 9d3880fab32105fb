import {
  type AdminBanner,
  BANNER_JUMP_NAMES,
  BANNER_POSITION_NAMES,
  BANNER_POSITIONS,
} from '@zhixue/contract';
import { Image, Segmented, Space, Table, Tag } from 'antd';
import { FormModal } from '@/lib/form-modal';
import { OrderButtons } from '@/lib/order-buttons';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useBannerCreate, useBannerList, useBannerReorder, useBannerUpdate } from './api';
import { BannerFormItems, type BannerValues } from './banner-form';

const FILTERS = { position: 'home' };
type Position = AdminBanner['position'];

const saved = (values: BannerValues) => ({
  ...values,
  shareUrl: values.shareUrl ?? null,
  productId: values.productId ?? null,
});

/** Carousel banners by position: picture, jump code and target, order, shown or not. */
export function BannersPage() {
  const bannerCreate = useBannerCreate();
  const bannerReorder = useBannerReorder();
  const bannerUpdate = useBannerUpdate();
  const canWrite = useCan('marketing.write');
  const list = useUrlList(FILTERS);
  const position = list.filters.position as Position;
  const banners = useBannerList({ position });
  const rows = banners.data ?? [];
  const ids = rows.map((row) => row.id);

  return (
    <ScreenCard
      title="轮播图"
      extra={
        canWrite && (
          <FormModal<BannerValues>
            title="新增轮播图"
            trigger={{ label: '新增轮播图', type: 'primary' }}
            initialValues={{ position, jump: 2, enabled: true }}
            submit={async (values) => {
              await bannerCreate.mutateAsync(saved(values));
            }}
            done="轮播图已添加"
          >
            <BannerFormItems />
          </FormModal>
        )
      }
    >
      <Segmented
        style={{ marginBottom: 16 }}
        value={position}
        onChange={(value) => list.setFilters({ position: String(value) })}
        options={BANNER_POSITIONS.map((value) => ({ value, label: BANNER_POSITION_NAMES[value] }))}
      />
      <Table<AdminBanner>
        rowKey="id"
        loading={banners.isPending}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '顺序', width: 70, render: (_, _row, index) => index + 1 },
          {
            title: '图片',
            dataIndex: 'picPc',
            width: 200,
            render: (src: string) => (
              <Image src={src} width={180} height={46} style={{ objectFit: 'cover' }} />
            ),
          },
          { title: '标题', dataIndex: 'title' },
          {
            title: '跳转',
            render: (_, row) => (
              <span>
                {row.jump} {BANNER_JUMP_NAMES[row.jump]}
                {row.productId !== null && ` #${row.productId}`}
                {row.shareUrl && ` ${row.shareUrl}`}
              </span>
            ),
          },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 90,
            render: (enabled: boolean) => (enabled ? <Tag color="green">展示中</Tag> : <Tag>已停用</Tag>),
          },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 220,
                  render: (_: unknown, row: AdminBanner) => (
                    <Space size="small">
                      <OrderButtons
                        ids={ids}
                        id={row.id}
                        reorder={async (next) => {
                          await bannerReorder.mutateAsync({ position, ids: next });
                        }}
                      />
                      <FormModal<BannerValues>
                        title={`编辑「${row.title}」`}
                        trigger={{ label: '编辑', size: 'small' }}
                        initialValues={row}
                        submit={async (values) => {
                          await bannerUpdate.mutateAsync({ id: row.id, ...saved(values) });
                        }}
                      >
                        <BannerFormItems />
                      </FormModal>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
