import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminLearner,
  AdminVipGrantRequest,
  adminLearnerSearch,
  adminLearnerVipGrant,
} from '@zhixue/contract';
import { Form, Input, InputNumber, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useMe } from '@/features/session/use-me';
import { callApi } from '@/lib/api';
import { formatDateTime } from '@/lib/date-format';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';

const FILTERS = { keyword: '' };

/** Learners, newest first, found by phone, id or nickname; support grants membership with a reason. */
export function LearnersPage() {
  const list = useUrlList(FILTERS);
  const me = useMe();
  const queryClient = useQueryClient();
  const { keyword } = list.filters;
  const query = { pageCurrent: list.page, pageSize: list.pageSize, ...(keyword ? { keyword } : {}) };
  const learners = useQuery({
    queryKey: ['learners', query],
    queryFn: () => callApi(adminLearnerSearch, query),
    placeholderData: keepPreviousData,
  });
  const mayGrant = me.data?.permissions.includes('learners.vip') ?? false;

  return (
    <ScreenCard title="学员管理">
      <Input.Search
        allowClear
        placeholder="手机号、学员ID或昵称"
        defaultValue={keyword}
        onSearch={(value) => list.setFilters({ keyword: value.trim() })}
        style={{ width: 260, marginBottom: 16 }}
      />
      {learners.error && <div role="alert">{learners.error.message}</div>}
      <Table<AdminLearner>
        rowKey="id"
        loading={learners.isFetching}
        dataSource={learners.data?.list ?? []}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: learners.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: list.setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: '昵称',
            render: (_, row) => <Link to={`/learners/${row.id}`}>{row.nickname}</Link>,
          },
          { title: '手机号', render: (_, row) => row.mobile ?? '—', width: 140 },
          { title: '企业', render: (_, row) => row.enterpriseName ?? '—' },
          {
            title: '会员',
            render: (_, row) =>
              row.vip ? <Tag color="gold">会员至 {formatDateTime(row.vipExpiresAt).slice(0, 10)}</Tag> : '—',
            width: 170,
          },
          { title: '已付订单', dataIndex: 'paidOrders', width: 90 },
          { title: '注册时间', dataIndex: 'createdAt', width: 170 },
          {
            title: '操作',
            width: 110,
            render: (_, row) =>
              mayGrant && (
                <FormModal<{ days: number; reason: string }>
                  title={`赠送会员：${row.nickname}`}
                  trigger={{ label: '赠送会员', type: 'link' }}
                  initialValues={{ days: 30 }}
                  done="已赠送，已通知学员"
                  ok="赠送会员"
                  submit={async (values) => {
                    await callApi(adminLearnerVipGrant, { userId: row.id, ...values });
                    await queryClient.invalidateQueries({ queryKey: ['learners'] });
                  }}
                >
                  <Form.Item label="天数" name="days" rules={[zodRule(AdminVipGrantRequest.shape.days)]}>
                    <InputNumber min={1} max={3650} precision={0} />
                  </Form.Item>
                  <Form.Item
                    label="原因（将告知学员）"
                    name="reason"
                    rules={[zodRule(AdminVipGrantRequest.shape.reason)]}
                  >
                    <Input.TextArea rows={2} maxLength={200} showCount />
                  </Form.Item>
                </FormModal>
              ),
          },
        ]}
      />
    </ScreenCard>
  );
}
