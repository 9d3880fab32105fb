import { type AdminLecturer, LecturerFields } from '@zhixue/contract';
import { Avatar, Form, Input, Space } from 'antd';
import { actionsColumn, nameColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { SearchBar } from '@/components/search-bar';
import { FormModal } from '@/lib/form-modal';
import { PictureField } from '@/lib/picture-field';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import { useCreateLecturer, useLecturerList, useUpdateLecturer } from './api';

const FILTERS = { keyword: '' };
type LecturerValues = Omit<AdminLecturer, 'id' | 'courseCount' | 'campCount'>;
const fields = LecturerFields.shape;

/** What the 讲师介绍 modal shows; line breaks are kept. */
function LecturerFormItems() {
  return (
    <>
      <Space>
        <Form.Item label="姓名" name="name" rules={[zodRule(fields.name)]}>
          <Input />
        </Form.Item>
        <Form.Item label="头衔" name="title" rules={[zodRule(fields.title)]}>
          <Input placeholder="如：资深培训师" />
        </Form.Item>
      </Space>
      <Form.Item label="头像" name="avatar" rules={[zodRule(fields.avatar)]} extra="方形图片，不超过 5MB">
        <PictureField previewWidth={64} previewHeight={64} />
      </Form.Item>
      <Form.Item label="讲师简介" name="detail" rules={[zodRule(fields.detail)]}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item label="主讲课题" name="topic" rules={[zodRule(fields.topic)]} extra="选填">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item label="服务客户" name="serviceCompany" rules={[zodRule(fields.serviceCompany)]} extra="选填">
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}

const toWire = (values: LecturerValues) => ({
  ...values,
  topic: values.topic ?? null,
  serviceCompany: values.serviceCompany ?? null,
});

/** Lecturers of courses and camps: search, create, edit. */
export function LecturersPage() {
  const canWrite = useCan('lecturers.write');
  const list = useUrlList(FILTERS);
  const lecturers = useLecturerList({
    keyword: list.filters.keyword || undefined,
    pageCurrent: list.page,
    pageSize: list.pageSize,
  });
  const create = useCreateLecturer();
  const update = useUpdateLecturer();

  return (
    <ScreenCard
      title="讲师管理"
      extra={
        canWrite && (
          <FormModal<LecturerValues>
            title="新增讲师"
            trigger={{ label: '新增讲师', type: 'primary' }}
            submit={(values) => create.mutateAsync(toWire(values))}
            done="讲师已添加"
          >
            <LecturerFormItems />
          </FormModal>
        )
      }
    >
      <SearchBar list={list} keyword={{ name: 'keyword', placeholder: '按姓名搜索' }} />
      <ListTable<AdminLecturer>
        rowKey="id"
        list={list}
        query={lecturers}
        unit="位讲师"
        columns={[
          { title: '头像', dataIndex: 'avatar', width: 70, render: (src: string) => <Avatar src={src} /> },
          { title: '姓名', dataIndex: 'name', width: 120, ellipsis: true },
          { title: '头衔', dataIndex: 'title', width: 180, ellipsis: true },
          nameColumn('简介', 'detail'),
          { title: '课程数', dataIndex: 'courseCount', width: 80 },
          { title: '训练营数', dataIndex: 'campCount', width: 90 },
          ...(canWrite
            ? [
                actionsColumn<AdminLecturer>(90, (row) => (
                  <FormModal<LecturerValues>
                    title={`编辑「${row.name}」`}
                    trigger={{ label: '编辑', size: 'small' }}
                    initialValues={row}
                    submit={(values) => update.mutateAsync({ id: row.id, ...toWire(values) })}
                  >
                    <LecturerFormItems />
                  </FormModal>
                )),
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
