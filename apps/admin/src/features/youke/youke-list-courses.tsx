import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCourse,
  type AdminYoukeList,
  adminYoukeCourseCreate,
  adminYoukeCourseMove,
  adminYoukeCourseReorder,
  adminYoukeListCourses,
  CourseName,
  CourseSummary,
} from '@zhixue/contract';
import { App, Drawer, Form, Input, Select, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { emptySummary } from '@/components/course-fields';
import { PublishButton } from '@/components/publish-button';
import { ApiError, callApi } from '@/lib/api';
import { FormModal } from '@/lib/form-modal';
import { OrderButtons } from '@/lib/order-buttons';
import { zodRule } from '@/lib/zod-rule';

/**
 * The courses of one youke list in the learners' order: new free courses are made here (their
 * chapters, sections and videos on the course screen), ordered, moved to another list, published.
 */
export function YoukeListCourses({
  list,
  lists,
  canWrite,
  changed,
  close,
}: {
  list: AdminYoukeList;
  lists: Array<{ id: number; label: string }>;
  canWrite: boolean;
  changed: () => Promise<unknown>;
  close: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const courses = useQuery({
    queryKey: ['youke', 'list', list.id],
    queryFn: () => callApi(adminYoukeListCourses, { listId: list.id }),
  });
  // The project list counts each list's courses: both change together.
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['youke'] }), changed()]);
  const rows = courses.data ?? [];
  const ids = rows.map((row) => row.id);
  const move = async (course: AdminCourse, listId: number) => {
    try {
      await callApi(adminYoukeCourseMove, { id: course.id, listId });
      message.success('课程已移到所选列表末尾');
      await refresh();
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '移动失败，请稍后再试');
    }
  };

  return (
    <Drawer
      open
      size={880}
      title={`列表「${list.name}」的课程`}
      onClose={close}
      extra={
        canWrite && (
          <FormModal<{ name: string; summary?: string }>
            title="新建体验课"
            trigger={{ label: '新建体验课', type: 'primary' }}
            submit={async (values) => {
              await callApi(adminYoukeCourseCreate, {
                listId: list.id,
                name: values.name,
                summary: values.summary ?? '',
              });
              await refresh();
            }}
            done="体验课已创建，添加章节和视频后上架"
          >
            <Form.Item label="课程名称" name="name" rules={[zodRule(CourseName)]}>
              <Input />
            </Form.Item>
            <Form.Item label="简介" name="summary" rules={[zodRule(CourseSummary, emptySummary)]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </FormModal>
        )
      }
    >
      <Table<AdminCourse>
        rowKey="id"
        size="small"
        loading={courses.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '该列表还没有课程' }}
        columns={[
          { title: '顺序', width: 60, render: (_, _row, index) => index + 1 },
          {
            title: '课程',
            dataIndex: 'name',
            render: (name: string, row) => <Link to={`/courses/${row.id}`}>{name}</Link>,
          },
          {
            title: '状态',
            dataIndex: 'published',
            width: 90,
            render: (published: boolean) => (published ? <Tag color="green">已上架</Tag> : <Tag>未上架</Tag>),
          },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 330,
                  render: (_: unknown, row: AdminCourse) => (
                    <Space size="small" wrap>
                      <OrderButtons
                        ids={ids}
                        id={row.id}
                        reorder={async (next) => {
                          await callApi(adminYoukeCourseReorder, { listId: list.id, ids: next });
                          await refresh();
                        }}
                      />
                      <PublishButton size="small" course={row} changed={refresh} />
                      <Select<number>
                        size="small"
                        placeholder="移到列表"
                        aria-label={`把「${row.name}」移到列表`}
                        style={{ width: 130 }}
                        options={lists
                          .filter((other) => other.id !== list.id)
                          .map((other) => ({
                            value: other.id,
                            label: other.label,
                          }))}
                        onChange={(listId) => move(row, listId)}
                        value={null}
                        popupMatchSelectWidth={false}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Drawer>
  );
}
