import {
  type AdminCityCenterApplication,
  adminCityCenterApplicationApprove,
  adminCityCenterApplicationReject,
  CITY_CENTER_STATUS_TEXT,
  CityCenterStatus,
} from '@zhixue/contract';
import { Form, Input, Segmented, Space, Tag, Typography } from 'antd';
import { nameColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { SearchBar } from '@/components/search-bar';
import { formatDateTime } from '@/lib/date-format';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import { useApplicationList, useApproveApplication, useRejectApplication } from './api';

/** The queue first: an operator opening the screen sees what waits for a decision. */
const FILTERS = { status: String(CityCenterStatus.PENDING), keyword: '' };
const STATUS_OPTIONS = [
  { label: '待审核', value: String(CityCenterStatus.PENDING) },
  { label: '已通过', value: String(CityCenterStatus.APPROVED) },
  { label: '未通过', value: String(CityCenterStatus.REJECTED) },
  { label: '全部', value: 'all' },
];
const STATUS_COLORS: Record<CityCenterStatus, string> = { 0: 'processing', 1: 'success', 2: 'error' };
const noteRule = zodRule(adminCityCenterApplicationApprove.request.shape.note.unwrap());
const reasonRule = zodRule(adminCityCenterApplicationReject.request.shape.reason);

/** City-centre applications: the queue oldest first, approve or reject with a reason the applicant reads. */
export function ApplicationsPage() {
  const list = useUrlList(FILTERS);
  const { status, keyword } = list.filters;
  const applications = useApplicationList({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(status === 'all' ? {} : { status: Number(status) as CityCenterStatus }),
    ...(keyword ? { keyword } : {}),
  });
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const mayReview = useCan('applications.review');

  return (
    <ScreenCard title="城市中心申请">
      <Segmented
        style={{ marginBottom: 16 }}
        options={STATUS_OPTIONS}
        value={status}
        onChange={(value) => list.setFilters({ status: value })}
      />
      <SearchBar list={list} keyword={{ name: 'keyword', placeholder: '手机号、姓名、公司或城市' }} />
      <ListTable<AdminCityCenterApplication>
        rowKey="id"
        list={list}
        query={applications}
        unit="条"
        empty={status === FILTERS.status ? '没有待审核的申请' : '没有符合条件的申请'}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              <strong>从业经验：</strong>
              {row.experience}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          {
            title: '申请人',
            width: 150,
            render: (_, row) => (
              <div>
                <div>{row.name}</div>
                <Typography.Text type="secondary">账号：{row.nickname}</Typography.Text>
              </div>
            ),
          },
          { title: '联系电话', dataIndex: 'mobile', width: 130 },
          { title: '城市', render: (_, row) => `${row.province} ${row.city}`, width: 150 },
          nameColumn('公司/机构', 'company'),
          { title: '提交时间', render: (_, row) => formatDateTime(row.submittedAt), width: 170 },
          {
            title: '状态',
            width: 90,
            render: (_, row) => (
              <Tag color={STATUS_COLORS[row.status]}>{CITY_CENTER_STATUS_TEXT[row.status]}</Tag>
            ),
          },
          {
            title: '审核',
            // The queue holds undecided applications only: no decision to show there.
            hidden: status === FILTERS.status,
            width: 240,
            render: (_, row) =>
              row.reviewedAt ? (
                <span>
                  {row.reviewerName ?? '—'} · {formatDateTime(row.reviewedAt)}
                  {row.reviewNote && <Typography.Text type="secondary"> · {row.reviewNote}</Typography.Text>}
                </span>
              ) : (
                '—'
              ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            fixed: 'right',
            render: (_, row) =>
              mayReview &&
              row.status === CityCenterStatus.PENDING && (
                <Space>
                  <FormModal<{ note?: string }>
                    title={`通过申请：${row.name}（${row.city}）`}
                    trigger={{ label: '通过', type: 'link' }}
                    done="已通过，已通知申请人"
                    ok="通过"
                    submit={(values) =>
                      approve.mutateAsync({
                        id: row.id,
                        ...(values.note?.trim() ? { note: values.note } : {}),
                      })
                    }
                  >
                    <Form.Item label="审核意见（选填，将告知申请人）" name="note" rules={[noteRule]}>
                      <Input.TextArea rows={3} maxLength={200} showCount />
                    </Form.Item>
                  </FormModal>
                  <FormModal<{ reason: string }>
                    title={`驳回申请：${row.name}（${row.city}）`}
                    trigger={{ label: '驳回', type: 'link', danger: true }}
                    done="已驳回，已通知申请人"
                    ok="驳回"
                    submit={(values) => reject.mutateAsync({ id: row.id, reason: values.reason })}
                  >
                    <Form.Item
                      label="驳回原因（将告知申请人，可修改后重新提交）"
                      name="reason"
                      rules={[reasonRule]}
                    >
                      <Input.TextArea rows={3} maxLength={200} showCount />
                    </Form.Item>
                  </FormModal>
                </Space>
              ),
          },
        ]}
      />
    </ScreenCard>
  );
}
