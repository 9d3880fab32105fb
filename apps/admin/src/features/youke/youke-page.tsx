import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminYoukeList,
  type AdminYoukeProject,
  adminYoukeListCreate,
  adminYoukeListRename,
  adminYoukeListReorder,
  adminYoukeListSetPublished,
  adminYoukeProjectCreate,
  adminYoukeProjectList,
  adminYoukeProjectReorder,
  adminYoukeProjectSetPublished,
  adminYoukeProjectUpdate,
  YoukeListName,
  YoukeProjectCover,
  YoukeProjectIntro,
  YoukeProjectName,
} from '@zhixue/contract';
import { Button, Form, Image, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { emptySummary } from '@/components/course-fields';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { OrderButtons } from '@/lib/order-buttons';
import { PictureField } from '@/lib/picture-field';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import { YoukeListCourses } from './youke-list-courses';

type ProjectValues = { name: string; intro?: string; picCover: string };
/** An intro may be left empty: it travels as an empty text. */
const projectOf = (values: ProjectValues) => ({ ...values, intro: values.intro ?? '' });
const FILTERS = { list: '' };

function ProjectFields() {
  return (
    <>
      <Form.Item label="项目名称" name="name" rules={[zodRule(YoukeProjectName)]}>
        <Input placeholder="如：新任经理成长营" />
      </Form.Item>
      <Form.Item label="项目介绍" name="intro" rules={[zodRule(YoukeProjectIntro, emptySummary)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label="项目封面" name="picCover" rules={[zodRule(YoukeProjectCover)]}>
        <PictureField />
      </Form.Item>
    </>
  );
}

/** 上架 / 下架 of a project or a list, asking first: /youke shows the change at once. */
function PublishToggle({
  name,
  published,
  toggle,
}: {
  name: string;
  published: boolean;
  toggle: () => Promise<unknown>;
}) {
  return (
    <ConfirmButton
      size="small"
      danger={published}
      question={published ? `从游客专区下架「${name}」？` : `在游客专区上架「${name}」？`}
      action={toggle}
    >
      {published ? '下架' : '上架'}
    </ConfirmButton>
  );
}

const publishedTag = (published: boolean) =>
  published ? <Tag color="green">已上架</Tag> : <Tag>未上架</Tag>;

/**
 * The free-trial area (游客专区, /youke): projects in the order learners see them, each with its lists;
 * a list's courses open beside it (the open list is kept in the address).
 */
export function YoukePage() {
  const queryClient = useQueryClient();
  const canWrite = useCan('courses.write');
  const url = useUrlList(FILTERS);
  const projects = useQuery({ queryKey: ['youke'], queryFn: () => callApi(adminYoukeProjectList, {}) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['youke'] });
  const rows = projects.data ?? [];
  const projectIds = rows.map((row) => row.id);
  const [folded, setFolded] = useState<number[]>([]);
  const openList = rows.flatMap((row) => row.lists).find((list) => String(list.id) === url.filters.list);

  const listTable = (project: AdminYoukeProject) => (
    <Table<AdminYoukeList>
      rowKey="id"
      size="small"
      dataSource={project.lists}
      pagination={false}
      locale={{ emptyText: '暂无列表，先新建一个列表' }}
      columns={[
        { title: '列表', dataIndex: 'name' },
        { title: '课程数', dataIndex: 'courseCount', width: 90 },
        { title: '状态', dataIndex: 'published', width: 90, render: publishedTag },
        {
          title: '操作',
          width: 380,
          render: (_, list) => (
            <Space size="small">
              <Button size="small" type="link" onClick={() => url.setFilters({ list: String(list.id) })}>
                课程
              </Button>
              {canWrite && (
                <>
                  <OrderButtons
                    ids={project.lists.map((row) => row.id)}
                    id={list.id}
                    reorder={async (ids) => {
                      await callApi(adminYoukeListReorder, { projectId: project.id, ids });
                      await refresh();
                    }}
                  />
                  <FormModal<{ name: string }>
                    title="重命名列表"
                    trigger={{ label: '重命名', size: 'small' }}
                    initialValues={{ name: list.name }}
                    submit={async ({ name }) => {
                      await callApi(adminYoukeListRename, { id: list.id, name });
                      await refresh();
                    }}
                  >
                    <Form.Item label="列表名称" name="name" rules={[zodRule(YoukeListName)]}>
                      <Input />
                    </Form.Item>
                  </FormModal>
                  <PublishToggle
                    name={list.name}
                    published={list.published}
                    toggle={async () => {
                      await callApi(adminYoukeListSetPublished, { id: list.id, published: !list.published });
                      await refresh();
                    }}
                  />
                </>
              )}
            </Space>
          ),
        },
      ]}
    />
  );

  return (
    <ScreenCard
      title="游客专区"
      extra={
        canWrite && (
          <FormModal<ProjectValues>
            title="新建项目"
            trigger={{ label: '新建项目', type: 'primary' }}
            submit={async (values) => {
              await callApi(adminYoukeProjectCreate, projectOf(values));
              await refresh();
            }}
            done="项目已创建，添加列表和课程后上架"
          >
            <ProjectFields />
          </FormModal>
        )
      }
    >
      <Table<AdminYoukeProject>
        rowKey="id"
        loading={projects.isPending}
        dataSource={rows}
        pagination={false}
        expandable={{
          expandedRowRender: listTable,
          // Every project open, a new one too, unless the operator folded it.
          expandedRowKeys: projectIds.filter((id) => !folded.includes(id)),
          onExpand: (open, row) =>
            setFolded((current) => (open ? current.filter((id) => id !== row.id) : [...current, row.id])),
        }}
        columns={[
          { title: '顺序', width: 70, render: (_, _row, index) => index + 1 },
          {
            title: '封面',
            dataIndex: 'picCover',
            width: 110,
            render: (src: string) => (src ? <Image src={src} width={96} height={54} /> : '—'),
          },
          { title: '项目', dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
          { title: '介绍', dataIndex: 'intro', ellipsis: true },
          { title: '列表数', width: 80, render: (_, row) => row.lists.length },
          { title: '状态', dataIndex: 'published', width: 90, render: publishedTag },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 360,
                  render: (_: unknown, row: AdminYoukeProject) => (
                    <Space size="small">
                      <OrderButtons
                        ids={projectIds}
                        id={row.id}
                        reorder={async (ids) => {
                          await callApi(adminYoukeProjectReorder, { ids });
                          await refresh();
                        }}
                      />
                      <FormModal<ProjectValues>
                        title="编辑项目"
                        trigger={{ label: '编辑', size: 'small' }}
                        initialValues={row}
                        submit={async (values) => {
                          await callApi(adminYoukeProjectUpdate, { id: row.id, ...projectOf(values) });
                          await refresh();
                        }}
                      >
                        <ProjectFields />
                      </FormModal>
                      <FormModal<{ name: string }>
                        title={`在「${row.name}」下新建列表`}
                        trigger={{ label: '新建列表', size: 'small' }}
                        submit={async ({ name }) => {
                          await callApi(adminYoukeListCreate, { projectId: row.id, name });
                          await refresh();
                        }}
                        done="列表已创建"
                      >
                        <Form.Item label="列表名称" name="name" rules={[zodRule(YoukeListName)]}>
                          <Input placeholder="如：带团队入门" />
                        </Form.Item>
                      </FormModal>
                      <PublishToggle
                        name={row.name}
                        published={row.published}
                        toggle={async () => {
                          await callApi(adminYoukeProjectSetPublished, {
                            id: row.id,
                            published: !row.published,
                          });
                          await refresh();
                        }}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {openList && (
        <YoukeListCourses
          list={openList}
          lists={rows.flatMap((project) =>
            project.lists.map((list) => ({ id: list.id, label: `${project.name} / ${list.name}` })),
          )}
          canWrite={canWrite}
          changed={refresh}
          close={() => url.setFilters({ list: '' })}
        />
      )}
    </ScreenCard>
  );
}
