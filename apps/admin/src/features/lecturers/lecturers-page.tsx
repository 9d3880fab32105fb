import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminLecturer,
  adminLecturerCreate,
  adminLecturerList,
  adminLecturerUpdate,
  LecturerFields,
} from '@zhixue/contract';
import { Avatar, Form, Input, Space, Table } from 'antd';
import { useMe } from '@/features/session/use-me';
import { callApi } from '@/lib/api';
import { FormModal } from '@/lib/form-modal';
import { PictureField } from '@/lib/picture-field';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';

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
  const queryClient = useQueryClient();
  const canWrite = useMe().data?.permissions.includes('lecturers.write') ?? false;
  const list = useUrlList(FILTERS);
  const query = {
    keyword: list.filters.keyword || undefined,
    pageCurrent: list.page,
    pageSize: list.pageSize,
  };
  const lecturers = useQuery({
    queryKey: ['lecturers', query],
    queryFn: () => callApi(adminLecturerList, query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['lecturers'] });

  return (
    <ScreenCard
      title="讲师管理"
      extra={
        canWrite && (
          <FormModal<LecturerValues>
            title="新增讲师"
            trigger={{ label: '新增讲师', type: 'primary' }}
            submit={async (values) => {
              await callApi(adminLecturerCreate, toWire(values));
              await refresh();
            }}
            done="讲师已添加"
          >
            <LecturerFormItems />
          </FormModal>
        )
      }
    >
      <Input.Search
        allowClear
        placeholder="按姓名搜索"
        defaultValue={list.filters.keyword}
        onSearch={(keyword) => list.setFilters({ keyword })}
        style={{ width: 240, marginBottom: 16 }}
      />
      <Table<AdminLecturer>
        rowKey="id"
        loading={lecturers.isPending}
        dataSource={lecturers.data?.list ?? []}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: lecturers.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 位讲师`,
          onChange: list.setPage,
        }}
        columns={[
          { title: '头像', dataIndex: 'avatar', width: 70, render: (src: string) => <Avatar src={src} /> },
          { title: '姓名', dataIndex: 'name', width: 120 },
          { title: '头衔', dataIndex: 'title', width: 180 },
          { title: '简介', dataIndex: 'detail', ellipsis: true },
          { title: '课程数', dataIndex: 'courseCount', width: 80 },
          { title: '训练营数', dataIndex: 'campCount', width: 90 },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 90,
                  render: (_: unknown, row: AdminLecturer) => (
                    <FormModal<LecturerValues>
                      title={`编辑「${row.name}」`}
                      trigger={{ label: '编辑', size: 'small' }}
                      initialValues={row}
                      submit={async (values) => {
                        await callApi(adminLecturerUpdate, { id: row.id, ...toWire(values) });
                        await refresh();
                      }}
                    >
                      <LecturerFormItems />
                    </FormModal>
                  ),
                },
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
