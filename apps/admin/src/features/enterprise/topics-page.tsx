import { useQuery } from '@tanstack/react-query';
import {
  adminEntTopicList,
  adminEntTopicSave,
  type EntAdminTopic,
  EntTopicSaveRequest,
} from '@zhixue/contract';
import { Form, Image, Input, Select, Table } from 'antd';
import { callApi } from '@/lib/api';
import { FormModal } from '@/lib/form-modal';
import { PictureField } from '@/lib/picture-field';
import { ScreenCard } from '@/lib/screen-card';
import { zodRule } from '@/lib/zod-rule';
import { ENT_KEY, useLicences, useRefreshEnterprise } from './api';

const fields = EntTopicSaveRequest.shape;
type TopicForm = { name: string; picCover: string; intro: string; courseIds: number[] };

/** The form of a new or edited topic: its courses are picked from the library, in order. */
function TopicModal({ topic }: { topic: EntAdminTopic | null }) {
  const refresh = useRefreshEnterprise();
  const licences = useLicences();
  return (
    <FormModal<TopicForm>
      title={topic ? `编辑专题：${topic.name}` : '新建专题'}
      trigger={topic ? { label: '编辑', type: 'link' } : { label: '新建专题', type: 'primary' }}
      width={640}
      initialValues={
        topic
          ? { ...topic, courseIds: topic.courses.map((course) => course.id) }
          : { courseIds: [] as number[] }
      }
      submit={async (values) => {
        await callApi(adminEntTopicSave, { id: topic?.id ?? null, ...values });
        await refresh();
      }}
    >
      <Form.Item label="专题名称" name="name" rules={[zodRule(fields.name)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item label="封面" name="picCover" rules={[zodRule(fields.picCover)]}>
        <PictureField />
      </Form.Item>
      <Form.Item label="简介" name="intro" rules={[zodRule(fields.intro)]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item label="课程（按选择顺序排列）" name="courseIds" rules={[zodRule(fields.courseIds)]}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          placeholder="从企业课程库中选择"
          options={(licences.data ?? [])
            .filter((licence) => !licence.expired)
            .map((licence) => ({ value: licence.courseId, label: licence.name }))}
        />
      </Form.Item>
    </FormModal>
  );
}

/** Topics (专题): curated lists of library courses with a cover and an introduction. */
export function EntTopicsPage() {
  const topics = useQuery({ queryKey: [ENT_KEY, 'topics'], queryFn: () => callApi(adminEntTopicList, {}) });
  return (
    <ScreenCard title="专题管理" extra={<TopicModal topic={null} />}>
      {topics.error && <div role="alert">{topics.error.message}</div>}
      <Table<EntAdminTopic>
        rowKey="id"
        loading={topics.isFetching}
        dataSource={topics.data ?? []}
        pagination={false}
        columns={[
          {
            title: '封面',
            width: 140,
            render: (_, row) => (
              <Image
                src={row.picCover}
                alt={`${row.name}封面`}
                width={120}
                height={68}
                style={{ objectFit: 'cover' }}
              />
            ),
          },
          { title: '专题', dataIndex: 'name', width: 200 },
          { title: '简介', dataIndex: 'intro', ellipsis: true },
          {
            title: '课程',
            render: (_, row) =>
              `${row.courses.length} 门：${row.courses.map((course) => course.name).join('、')}`,
            ellipsis: true,
          },
          { title: '操作', width: 80, render: (_, row) => <TopicModal topic={row} /> },
        ]}
      />
    </ScreenCard>
  );
}
