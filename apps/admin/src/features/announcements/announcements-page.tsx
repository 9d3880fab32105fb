import {
  type AdminAnnouncement,
  ANNOUNCEMENT_AUDIENCE_NAMES,
  ANNOUNCEMENT_AUDIENCES,
  type AnnouncementAudience,
  AnnouncementCreateRequest,
} from '@zhixue/contract';
import { DatePicker, Form, Input, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { nameColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import {
  useAnnouncementEnterprises,
  useAnnouncementList,
  useCreateAnnouncement,
  useWithdrawAnnouncement,
} from './api';

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
  const list = useUrlList(NO_FILTERS);
  const announcements = useAnnouncementList({ pageCurrent: list.page, pageSize: list.pageSize });
  const enterprises = useAnnouncementEnterprises();
  const create = useCreateAnnouncement();
  const withdraw = useWithdrawAnnouncement();

  return (
    <ScreenCard
      title="公告管理"
      extra={
        <FormModal<AnnouncementForm>
          title="发布公告"
          trigger={{ label: '发布公告', type: 'primary' }}
          initialValues={{ audience: 'all' }}
          submit={({ window: [startsAt, endsAt], entId, ...values }) =>
            create.mutateAsync({
              ...values,
              entId: values.audience === 'enterprise' ? (entId ?? null) : null,
              startsAt: startsAt.toISOString(),
              endsAt: endsAt.toISOString(),
            })
          }
          done="公告已发布"
          ok="发布"
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
      <ListTable<AdminAnnouncement>
        rowKey="id"
        list={list}
        query={announcements}
        unit="条公告"
        expandable={{
          expandedRowRender: (row) => <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{row.body}</p>,
        }}
        columns={[
          nameColumn('标题', 'title'),
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
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_, row) =>
              row.status === 'withdrawn' || row.status === 'ended' ? null : (
                <ConfirmButton
                  size="small"
                  danger
                  question={`确认撤回「${row.title}」？学员将不再看到它。`}
                  action={() => withdraw.mutateAsync({ id: row.id })}
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
