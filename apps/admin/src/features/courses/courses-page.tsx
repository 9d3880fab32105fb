import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCourse,
  adminBundleCreate,
  adminCategoryList,
  adminCourseCreate,
  adminCourseList,
  adminCourseUpdate,
} from '@zhixue/contract';
import { Button, Image, Input, Select, Space, Table, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useMe } from '@/features/session/use-me';
import { callApi } from '@/lib/api';
import { formatDateTime } from '@/lib/date-format';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import {
  CourseFields,
  type CourseFormValues,
  courseDetailsOf,
  formValuesOf,
  NEW_BUNDLE_VALUES,
  NEW_COURSE_VALUES,
} from './course-fields';
import { PreviewButton } from './preview-button';
import { PublishButton } from './publish-button';

const FILTERS = { keyword: '', categoryId: '', type: '', published: '' };
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** Courses and bundles of every channel: search, filter, sort and page in the address; edit and publish. */
export function CoursesPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canWrite = useMe().data?.permissions.includes('courses.write') ?? false;
  const list = useUrlList(FILTERS);
  const { keyword, categoryId, type, published } = list.filters;
  const query = {
    pageCurrent: list.page,
    pageSize: list.pageSize,
    sort: (list.sort || '-id') as 'id',
    ...(keyword ? { keyword } : {}),
    ...(categoryId ? { categoryId: Number(categoryId) } : {}),
    ...(type ? { type: Number(type) as 1 | 2 } : {}),
    ...(published ? { published: published === '1' } : {}),
  };
  const courses = useQuery({
    queryKey: ['courses', query],
    queryFn: () => callApi(adminCourseList, query),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => callApi(adminCategoryList, {}) });
  const categoryOptions = (categories.data ?? []).map((row) => ({ value: row.id, label: row.name }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['courses'] });
  const orderOf = (column: string) =>
    list.sort === column ? ('ascend' as const) : list.sort === `-${column}` ? ('descend' as const) : null;

  return (
    <ScreenCard
      title="课程管理"
      extra={
        canWrite && (
          <Space>
            <FormModal<CourseFormValues>
              title="新建系列课"
              trigger={{ label: '新建系列课' }}
              initialValues={NEW_BUNDLE_VALUES}
              done="系列课已创建，请添加课程"
              submit={async (values) => {
                const bundle = await callApi(adminBundleCreate, courseDetailsOf(values));
                await refresh();
                navigate(`/bundles/${bundle.id}`);
              }}
            >
              <CourseFields categoryOptions={categoryOptions} />
            </FormModal>
            <FormModal<CourseFormValues>
              title="新建课程"
              trigger={{ label: '新建课程', type: 'primary' }}
              initialValues={NEW_COURSE_VALUES}
              done="课程已创建，请添加章节"
              submit={async (values) => {
                const course = await callApi(adminCourseCreate, courseDetailsOf(values));
                await refresh();
                navigate(`/courses/${course.id}`);
              }}
            >
              <CourseFields categoryOptions={categoryOptions} />
            </FormModal>
          </Space>
        )
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="按课程名称搜索"
          defaultValue={keyword}
          onSearch={(value) => list.setFilters({ keyword: value.trim() })}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder="全部分类"
          value={categoryId ? Number(categoryId) : undefined}
          onChange={(value) => list.setFilters({ categoryId: value ? String(value) : '' })}
          options={categoryOptions}
          style={{ width: 160 }}
        />
        <Select
          allowClear
          placeholder="全部类型"
          value={type || undefined}
          onChange={(value) => list.setFilters({ type: value ?? '' })}
          options={[
            { value: '1', label: '单课' },
            { value: '2', label: '套餐' },
          ]}
          style={{ width: 120 }}
        />
        <Select
          allowClear
          placeholder="全部状态"
          value={published || undefined}
          onChange={(value) => list.setFilters({ published: value ?? '' })}
          options={[
            { value: '1', label: '已上架' },
            { value: '0', label: '已下架' },
          ]}
          style={{ width: 120 }}
        />
      </Space>
      <Table<AdminCourse>
        rowKey="id"
        loading={courses.isFetching}
        dataSource={courses.data?.list ?? []}
        onChange={(_pagination, _filters, sorter) => {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          list.setSort(
            single?.order ? `${single.order === 'descend' ? '-' : ''}${String(single.field)}` : '',
          );
        }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: courses.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 门`,
          onChange: list.setPage,
        }}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80, sorter: true, sortOrder: orderOf('id') },
          {
            title: '封面',
            dataIndex: 'picCover',
            width: 90,
            render: (src: string) =>
              src ? <Image src={src} alt="" width={64} height={36} style={{ objectFit: 'cover' }} /> : '—',
          },
          { title: '名称', dataIndex: 'name' },
          {
            title: '类型',
            dataIndex: 'type',
            width: 70,
            render: (value: number) => (value === 2 ? '套餐' : '单课'),
          },
          {
            title: '分类',
            dataIndex: 'categoryName',
            width: 110,
            render: (name: string | null) => name ?? '—',
          },
          {
            title: '价格',
            dataIndex: 'price',
            width: 100,
            sorter: true,
            sortOrder: orderOf('price'),
            render: yuan,
          },
          {
            title: '学习人数',
            dataIndex: 'learnerCount',
            width: 100,
            sorter: true,
            sortOrder: orderOf('learnerCount'),
          },
          {
            title: '状态',
            dataIndex: 'published',
            width: 90,
            render: (value: boolean) => (value ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>),
          },
          { title: '上架时间', dataIndex: 'publishedAt', width: 180, render: formatDateTime },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 230,
                  render: (_: unknown, row: AdminCourse) => (
                    <Space size="small">
                      <FormModal<CourseFormValues>
                        title={`编辑「${row.name}」`}
                        trigger={{ label: '编辑', size: 'small' }}
                        initialValues={formValuesOf(row)}
                        submit={async (values) => {
                          await callApi(adminCourseUpdate, { id: row.id, ...courseDetailsOf(values) });
                          await refresh();
                        }}
                      >
                        <CourseFields categoryOptions={categoryOptions} />
                      </FormModal>
                      {row.type === 2 ? (
                        <Link to={`/bundles/${row.id}`}>
                          <Button size="small">课程</Button>
                        </Link>
                      ) : (
                        <Link to={`/courses/${row.id}`}>
                          <Button size="small">目录</Button>
                        </Link>
                      )}
                      <PreviewButton size="small" course={row} />
                      <PublishButton size="small" course={row} changed={refresh} />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
