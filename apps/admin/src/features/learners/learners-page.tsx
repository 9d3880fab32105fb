import { type AdminLearner, AdminVipGrantRequest } from '@zhixue/contract';
import { Form, Input, InputNumber, Tag } from 'antd';
import { Link } from 'react-router';
import { ListTable } from '@/components/list-table';
import { SearchBar } from '@/components/search-bar';
import { formatDateTime } from '@/lib/date-format';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import { useLearnerSearch, useLearnerVipGrant } from './api';

const FILTERS = { keyword: '' };

/** Learners, newest first, found by phone, id or nickname; support grants membership with a reason. */
export function LearnersPage() {
  const list = useUrlList(FILTERS);
  const learnerVipGrant = useLearnerVipGrant();
  const { keyword } = list.filters;
  const query = { pageCurrent: list.page, pageSize: list.pageSize, ...(keyword ? { keyword } : {}) };
  const learners = useLearnerSearch(query);
  const mayGrant = useCan('learners.vip');

  return (
    <ScreenCard title="学员管理">
      <SearchBar list={list} keyword={{ name: 'keyword', placeholder: '手机号、学员ID或昵称', width: 260 }} />
      <ListTable<AdminLearner>
        rowKey="id"
        list={list}
        query={learners}
        unit="条"
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: '昵称',
            ellipsis: true,
            render: (_, row) => <Link to={`/learners/${row.id}`}>{row.nickname}</Link>,
          },
          { title: '手机号', render: (_, row) => row.mobile ?? '—', width: 140 },
          { title: '企业', width: 180, ellipsis: true, render: (_, row) => row.enterpriseName ?? '—' },
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
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_, row) =>
              mayGrant && (
                <FormModal<{ days: number; reason: string }>
                  title={`赠送会员：${row.nickname}`}
                  trigger={{ label: '赠送会员', type: 'link' }}
                  initialValues={{ days: 30 }}
                  done="已赠送，已通知学员"
                  ok="赠送会员"
                  submit={async (values) => {
                    await learnerVipGrant.mutateAsync({ userId: row.id, ...values });
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
