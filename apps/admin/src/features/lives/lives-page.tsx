import {
  type AdminLive,
  adminLivePushAddress,
  LIVE_AUDIENCE_NAMES,
  LIVE_STATE_NAMES,
  type LiveAudience,
  LiveAudience as LiveAudienceSchema,
} from '@zhixue/contract';
import { App, Button, DatePicker, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ListTable } from '@/components/list-table';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { formatDateTime } from '@/lib/date-format';
import { FormModal } from '@/lib/form-modal';
import { PictureField } from '@/lib/picture-field';
import { ScreenCard } from '@/lib/screen-card';
import { useMe } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useLiveCancel, useLiveCreate, useLiveList, useLiveUpdate } from './api';
import { LiveCommentsModal } from './live-comments-modal';

interface LiveForm {
  title: string;
  summary: string;
  cover: string;
  lecturerId: number;
  startsAt: Dayjs;
  expectedMinutes: number;
  courseId?: number | null;
  termId?: number | null;
  planItemId?: number | null;
  audience: LiveAudience;
  audienceTermId?: number | null;
  audienceEntId?: number | null;
}

const STATE_COLORS = { scheduled: 'blue', live: 'red', ended: 'default', replay: 'green' } as const;
const AUDIENCES = LiveAudienceSchema.options.map((value) => ({ value, label: LIVE_AUDIENCE_NAMES[value] }));

const fieldsOf = (values: LiveForm) => ({
  title: values.title,
  summary: values.summary ?? '',
  cover: values.cover,
  lecturerId: values.lecturerId,
  startsAt: values.startsAt.toISOString(),
  expectedMinutes: values.expectedMinutes,
  courseId: values.courseId ?? null,
  termId: values.termId ?? null,
  planItemId: values.planItemId ?? null,
  audience: values.audience,
  audienceTermId: values.audienceTermId ?? null,
  audienceEntId: values.audienceEntId ?? null,
});

const formOf = (live: AdminLive): LiveForm => ({
  ...live,
  startsAt: dayjs(live.startsAt),
});

function LiveFields() {
  const audience = Form.useWatch<LiveAudience | undefined>('audience');
  const id = (label: string, name: keyof LiveForm, extra?: string) => (
    <Form.Item label={label} name={name} extra={extra}>
      <InputNumber min={1} style={{ width: 200 }} />
    </Form.Item>
  );
  return (
    <>
      <Form.Item label="直播标题" name="title" rules={[{ required: true, message: '请输入直播标题' }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label="简介" name="summary">
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Form.Item label="封面" name="cover" rules={[{ required: true, message: '请上传直播封面' }]}>
        <PictureField />
      </Form.Item>
      <Form.Item
        label="讲师编号"
        name="lecturerId"
        rules={[{ required: true, message: '请填写讲师编号' }]}
        extra="讲师管理列表中的编号"
      >
        <InputNumber min={1} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="开播时间" name="startsAt" rules={[{ required: true, message: '请选择开播时间' }]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item
        label="预计时长（分钟）"
        name="expectedMinutes"
        rules={[{ required: true, message: '请填写预计时长' }]}
      >
        <InputNumber min={1} max={1440} />
      </Form.Item>
      {id('所属课程编号', 'courseId', '回放将作为该课程的一节')}
      {id('所属训练营期次编号', 'termId')}
      {id('训练营计划项编号', 'planItemId', '该期次训练营计划中的直播项；观看达标计入训练营进度')}
      <Form.Item label="观看范围" name="audience" rules={[{ required: true, message: '请选择观看范围' }]}>
        <Select options={AUDIENCES} style={{ width: 200 }} />
      </Form.Item>
      {audience === 'term' ? id('可观看的期次编号', 'audienceTermId') : null}
      {audience === 'enterprise' ? id('可观看的企业编号', 'audienceEntId') : null}
    </>
  );
}

/** The lecturer's push address, fetched (and audited) only when asked for. */
function PushAddressButton({ live }: { live: AdminLive }) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const address = await callApi(adminLivePushAddress, { id: live.id });
          modal.info({
            title: `「${live.title}」推流地址`,
            width: 640,
            content: (
              <>
                <Typography.Paragraph
                  copyable={{ text: address.pushUrl }}
                  code
                  style={{ wordBreak: 'break-all' }}
                >
                  {address.pushUrl}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  在 OBS 或 ffmpeg 中填入此地址推流，{formatDateTime(address.expiresAt)} 前有效。请勿外传。
                </Typography.Text>
              </>
            ),
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      推流地址
    </Button>
  );
}

/** 直播管理: the schedule of lives, created, edited and cancelled; push addresses; comment moderation. */
export function LivesPage() {
  const liveCreate = useLiveCreate();
  const liveUpdate = useLiveUpdate();
  const liveCancel = useLiveCancel();
  const permissions = useMe().data?.permissions ?? [];
  const canWrite = permissions.includes('lives.write');
  const canModerate = permissions.includes('lives.moderate');
  const list = useUrlList({});
  const query = { pageCurrent: list.page, pageSize: list.pageSize };
  const lives = useLiveList(query);

  return (
    <ScreenCard
      title="直播管理"
      extra={
        canWrite && (
          <FormModal<LiveForm>
            title="新建直播"
            width={640}
            trigger={{ label: '新建直播', type: 'primary' }}
            initialValues={{
              startsAt: dayjs().add(1, 'day').startOf('hour'),
              expectedMinutes: 60,
              audience: 'anyone',
            }}
            done="直播已创建"
            submit={async (values) => {
              await liveCreate.mutateAsync(fieldsOf(values));
            }}
          >
            <LiveFields />
          </FormModal>
        )
      }
    >
      <ListTable<AdminLive>
        rowKey="id"
        list={list}
        query={lives}
        unit="场"
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          { title: '直播', dataIndex: 'title', width: 240 },
          { title: '讲师', dataIndex: 'lecturerName', width: 90 },
          { title: '开播', dataIndex: 'startsAt', width: 160, render: formatDateTime },
          {
            title: '时长',
            dataIndex: 'expectedMinutes',
            width: 80,
            render: (minutes: number) => `${minutes} 分钟`,
          },
          {
            title: '范围',
            dataIndex: 'audience',
            width: 100,
            render: (audience: LiveAudience) => LIVE_AUDIENCE_NAMES[audience],
          },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (_: unknown, row) =>
              row.cancelled ? (
                <Tag>已取消</Tag>
              ) : (
                <Tag color={STATE_COLORS[row.state]}>{LIVE_STATE_NAMES[row.state]}</Tag>
              ),
          },
          { title: '预约', dataIndex: 'subscriberCount', width: 70 },
          { title: '观看', dataIndex: 'attendeeCount', width: 70 },
          {
            title: '操作',
            width: 280,
            render: (_: unknown, row: AdminLive) => {
              const coming = row.state === 'scheduled' && !row.cancelled;
              return (
                <Space size="small" wrap>
                  {canWrite && coming ? (
                    <FormModal<LiveForm>
                      title={`编辑「${row.title}」`}
                      width={640}
                      trigger={{ label: '编辑', size: 'small' }}
                      initialValues={formOf(row)}
                      submit={async (values) => {
                        await liveUpdate.mutateAsync({ id: row.id, ...fieldsOf(values) });
                      }}
                    >
                      <LiveFields />
                    </FormModal>
                  ) : null}
                  {canWrite && !row.cancelled && row.state !== 'replay' ? (
                    <PushAddressButton live={row} />
                  ) : null}
                  {canModerate ? <LiveCommentsModal live={row} /> : null}
                  {canWrite && coming ? (
                    <ConfirmButton
                      size="small"
                      danger
                      question={`取消「${row.title}」？已预约的 ${row.subscriberCount} 位学员会收到取消通知。`}
                      action={async () => {
                        await liveCancel.mutateAsync({ id: row.id });
                      }}
                    >
                      取消直播
                    </ConfirmButton>
                  ) : null}
                </Space>
              );
            },
          },
        ]}
      />
    </ScreenCard>
  );
}
