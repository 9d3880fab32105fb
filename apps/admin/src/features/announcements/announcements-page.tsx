import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminAnnouncement,
  ANNOUNCEMENT_AUDIENCE_NAMES,
  ANNOUNCEMENT_AUDIENCES,
  type AnnouncementAudience,
  AnnouncementCreateRequest,
  adminAnnouncementCreate,
  adminAnnouncementEnterprises,
  adminAnnouncementList,
  adminAnnouncementWithdraw,
} from '@zhixue/contract';
import { DatePicker, Form, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';

const NO_FILTERS = {};
const fields = AnnouncementCreateRequest.shape;

const STATUS_TAGS: Record<AdminAnnouncement['status'], { color: string; label: string }> = {
  scheduled: { color: 'blue', label: '未开始' },
  active: { color: 'green', label: '展示中' },
  ended: { color: 'default', label: '已结束' },
  withdrawn: { color: 'red', label: '已撤回' },
};

interface AnnouncementForm {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  entId?: number;
  window: [Dayjs, Dayjs];
}

/**
 * Announcements to learners: shown in every addressed learner's message centre while their window
 * is open. Publishing writes one row, whatever the audience's size; withdrawing hides it at once.
 */
export function AnnouncementsPage() {
  const queryClient = useQueryClient();
  const list = useUrlList(NO_FILTERS);
  const query = { pageCurrent: list.page, pageSize: list.pageSize };
  const announcements = useQuery({
    queryKey: ['announcements', query],
    queryFn: () => callApi(adminAnnouncementList, query),
    placeholderData: keepPreviousData,
  });
  const enterprises = useQuery({
    queryKey: ['announcements', 'enterprises'],
    queryFn: () => callApi(adminAnnouncementEnterprises, {}),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['announcements'] });

  return (
    <ScreenCard
      title="公告管理"
      extra={
        <FormModal<AnnouncementForm>
          title="发布公告"
          trigger={{ label: '发布公告', type: 'primary' }}
          initialValues={{ audience: 'all' }}
          submit={async ({ window: [startsAt, endsAt], entId, ...values }) => {
            await callApi(adminAnnouncementCreate, {
              ...values,
              entId: values.audience === 'enterprise' ? (entId ?? null) : null,
              startsAt: startsAt.toISOString(),
              endsAt: endsAt.toISOString(),
            });
            await refresh();
          }}
          done="公告已发布"
        >
          <Form.Item label="标题" name="title" rules={[zodRule(fields.title)]}>
            <Input placeholder="如：平台维护通知" />
          </Form.Item>
          <Form.Item label="内容" name="body" rules={[zodRule(fields.body)]}>
            <Input.TextArea rows={5} showCount maxLength={2000} />
          </Form.Item>
          <Form.Item label="对象" name="audience">
            <Select
              options={ANNOUNCEMENT_AUDIENCES.map((audience) => ({
                value: audience,
                label: ANNOUNCEMENT_AUDIENCE_NAMES[audience],
              }))}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['audience']}>
            {({ getFieldValue }) =>
              getFieldValue('audience') === 'enterprise' ? (
                <Form.Item label="企业" name="entId" rules={[{ required: true, message: '请选择企业' }]}>
                  <Select
                    showSearch
                    optionFilterProp="label"
                    placeholder="选择企业"
                    options={(enterprises.data ?? []).map((ent) => ({ value: ent.id, label: ent.name }))}
                  />
                </Form.Item>
              ) : null
            }
          </Form.Item>
          <Form.Item
            label="展示时间"
            name="window"
            rules={[{ required: true, message: '请选择展示时间' }]}
            extra="学员在这段时间内可在消息中心看到它"
          >
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </FormModal>
      }
    >
      <Table<AdminAnnouncement>
        rowKey="id"
        loading={announcements.isPending}
        dataSource={announcements.data?.list ?? []}
        expandable={{
          expandedRowRender: (row) => <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{row.body}</p>,
        }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: announcements.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条公告`,
          onChange: list.setPage,
        }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          {
            title: '对象',
            render: (_, row) =>
              row.audience === 'enterprise'
                ? `企业：${row.entName ?? row.entId}`
                : ANNOUNCEMENT_AUDIENCE_NAMES[row.audience],
            width: 180,
          },
          { title: '展示时间', render: (_, row) => `${row.startsAt} 至 ${row.endsAt}`, width: 320 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: AdminAnnouncement['status']) => (
              <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>
            ),
          },
          { title: '已读人数', dataIndex: 'readCount', width: 90 },
          {
            title: '操作',
            width: 90,
            render: (_, row) =>
              row.status === 'withdrawn' || row.status === 'ended' ? null : (
                <ConfirmButton
                  size="small"
                  danger
                  question={`撤回「${row.title}」？学员将不再看到它。`}
                  action={async () => {
                    await callApi(adminAnnouncementWithdraw, { id: row.id });
                    await refresh();
                  }}
                  done="公告已撤回"
                >
                  撤回
                </ConfirmButton>
              ),
          },
        ]}
      />
    </ScreenCard>
  );
}
