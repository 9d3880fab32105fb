import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminOrderExport,
  type AdminOrderFilters,
  adminOrderExport,
  adminOrderExports,
} from '@zhixue/contract';
import { App, Button, Drawer, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { CHANNEL_NAMES, PRODUCT_TYPE_NAMES, STATUS_NAMES } from '@/components/order-labels';
import { ApiError, callApi } from '@/lib/api';

const EXPORT_STATUS: Record<AdminOrderExport['status'], { text: string; color: string }> = {
  queued: { text: '排队中', color: 'default' },
  running: { text: '生成中', color: 'processing' },
  done: { text: '已完成', color: 'green' },
  failed: { text: '失败', color: 'red' },
};

/** The filters an export was made with, as words. */
function describeFilters(filters: AdminOrderFilters): string {
  const parts = [
    filters.status && `状态：${STATUS_NAMES[filters.status]}`,
    filters.channel && `渠道：${CHANNEL_NAMES[filters.channel]}`,
    filters.productType && `类型：${PRODUCT_TYPE_NAMES[filters.productType]}`,
    (filters.from || filters.to) && `下单：${filters.from ?? '…'} 至 ${filters.to ?? '…'}`,
    filters.learner && `学员：${filters.learner}`,
    filters.orderNo && `订单号：${filters.orderNo}`,
  ].filter(Boolean);
  return parts.length ? parts.join('；') : '全部订单';
}

/**
 * 导出 Excel sends the list's filters to a job; 导出记录 lists the operator's exports, looked at again
 * every two seconds while one is being made. Each download link is fresh from the list (five minutes).
 */
export function OrderExportButtons({ filters }: { filters: AdminOrderFilters }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const exportsList = useQuery({
    queryKey: ['order-exports'],
    queryFn: () => callApi(adminOrderExports, { pageCurrent: 1, pageSize: 20 }),
    enabled: open,
    refetchInterval: (state) =>
      state.state.data?.list.some((item) => item.status === 'queued' || item.status === 'running')
        ? 2000
        : false,
  });
  const start = async () => {
    setBusy(true);
    try {
      await callApi(adminOrderExport, filters);
      message.success('已开始导出，完成后在导出记录中下载');
      await queryClient.invalidateQueries({ queryKey: ['order-exports'] });
      setOpen(true);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '导出失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <Button type="primary" loading={busy} onClick={start}>
        导出 Excel
      </Button>
      <Button onClick={() => setOpen(true)}>导出记录</Button>
      <Drawer title="导出记录" open={open} onClose={() => setOpen(false)} size="large">
        {exportsList.error && <div role="alert">{exportsList.error.message}</div>}
        <Table<AdminOrderExport>
          rowKey="id"
          size="small"
          loading={exportsList.isFetching && !exportsList.data}
          dataSource={exportsList.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: '还没有导出过订单' }}
          columns={[
            { title: '导出时间', dataIndex: 'createdAt', width: 170 },
            { title: '条件', render: (_, item) => describeFilters(item.filters) },
            {
              title: '状态',
              width: 90,
              render: (_, item) => (
                <Tag color={EXPORT_STATUS[item.status].color}>{EXPORT_STATUS[item.status].text}</Tag>
              ),
            },
            { title: '订单数', width: 80, render: (_, item) => item.rowCount ?? '—' },
            {
              title: '文件',
              width: 90,
              render: (_, item) =>
                item.downloadUrl ? (
                  <a href={item.downloadUrl} download>
                    下载
                  </a>
                ) : (
                  (item.failure ?? '')
                ),
            },
          ]}
        />
      </Drawer>
    </Space>
  );
}
