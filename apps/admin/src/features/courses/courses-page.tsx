import type { AdminCourse } from '@zhixue/contract';
import { Button, Image, Space, Tabs, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { actionsColumn, nameColumn, timeColumn } from '@/components/columns';
import {
  CourseFields,
  type CourseFormValues,
  courseDetailsOf,
  formValuesOf,
  NEW_BUNDLE_VALUES,
  NEW_COURSE_VALUES,
} from '@/components/course-fields';
import { ListTable } from '@/components/list-table';
import { PreviewButton } from '@/components/preview-button';
import { PublishButton } from '@/components/publish-button';
import { SearchBar } from '@/components/search-bar';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useCategoryOptions, useCourseList, useCreateBundle, useCreateCourse, useUpdateCourse } from './api';

/**
 * The catalogue's own courses by default: free-trial (youke) and enterprise-private courses are
 * sold and shown elsewhere, so they have their own tabs rather than mixing into the catalogue.
 */
const CHANNELS = [
  { key: 'main', label: '主站课程' },
  { key: 'youke', label: '免费试学' },
  { key: 'enterprise', label: '企业专属' },
] as const;
type Channel = (typeof CHANNELS)[number]['key'];

const FILTERS = { channel: 'main', keyword: '', categoryId: '', type: '', published: '' };
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** Courses and bundles of each channel: search, filter, sort and page in the address; edit and publish. */
export function CoursesPage() {
  const navigate = useNavigate();
  const canWrite = useCan('courses.write');
  const list = useUrlList(FILTERS);
  const { channel, keyword, categoryId, type, published } = list.filters;
  const courses = useCourseList({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    sort: (list.sort || '-id') as 'id',
    channel: (CHANNELS.some((tab) => tab.key === channel) ? channel : 'main') as Channel,
    ...(keyword ? { keyword } : {}),
    ...(categoryId ? { categoryId: Number(categoryId) } : {}),
    ...(type ? { type: Number(type) as 1 | 2 } : {}),
    ...(published ? { published: published === '1' } : {}),
  });
  const categoryOptions = useCategoryOptions();
  const createCourse = useCreateCourse();
  const createBundle = useCreateBundle();
  const updateCourse = useUpdateCourse();

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
                const bundle = await createBundle.mutateAsync(courseDetailsOf(values));
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
                const course = await createCourse.mutateAsync(courseDetailsOf(values));
                navigate(`/courses/${course.id}`);
              }}
            >
              <CourseFields categoryOptions={categoryOptions} withVideo />
            </FormModal>
          </Space>
        )
      }
    >
      <Tabs
        activeKey={channel}
        onChange={(key) => list.setFilters({ channel: key })}
        items={CHANNELS.map((tab) => ({ key: tab.key, label: tab.label }))}
      />
      <SearchBar
        list={list}
        keyword={{ name: 'keyword', placeholder: '按课程名称搜索' }}
        selects={[
          {
            name: 'categoryId',
            placeholder: '全部分类',
            options: categoryOptions.map((option) => ({ value: String(option.value), label: option.label })),
            width: 160,
          },
          {
            name: 'type',
            placeholder: '全部类型',
            options: [
              { value: '1', label: '单课' },
              { value: '2', label: '套餐' },
            ],
          },
          {
            name: 'published',
            placeholder: '全部状态',
            options: [
              { value: '1', label: '已上架' },
              { value: '0', label: '已下架' },
            ],
          },
        ]}
      />
      <ListTable<AdminCourse>
        rowKey="id"
        list={list}
        query={courses}
        unit="门"
        columns={[
          { title: '编号', dataIndex: 'id', width: 80, sorter: true },
          {
            title: '封面',
            dataIndex: 'picCover',
            width: 90,
            // Named by its course: the picture opens a larger preview, a button a screen reader reads.
            render: (src: string, row) =>
              src ? (
                <Image
                  src={src}
                  alt={`${row.name}封面`}
                  width={64}
                  height={36}
                  style={{ objectFit: 'cover' }}
                />
              ) : (
                '—'
              ),
          },
          nameColumn('名称', 'name'),
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
            ellipsis: true,
            render: (name: string | null) => name ?? '—',
          },
          { title: '价格', dataIndex: 'price', width: 100, sorter: true, render: yuan },
          { title: '学习人数', dataIndex: 'learnerCount', width: 110, sorter: true },
          {
            title: '状态',
            dataIndex: 'published',
            width: 90,
            render: (value: boolean) => (value ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>),
          },
          timeColumn('上架时间', 'publishedAt'),
          ...(canWrite
            ? [
                actionsColumn<AdminCourse>(250, (row) => (
                  <Space size="small">
                    <FormModal<CourseFormValues>
                      title={`编辑「${row.name}」`}
                      trigger={{ label: '编辑', size: 'small' }}
                      initialValues={formValuesOf(row)}
                      submit={(values) =>
                        updateCourse.mutateAsync({ id: row.id, ...courseDetailsOf(values) })
                      }
                    >
                      <CourseFields categoryOptions={categoryOptions} withVideo={row.type !== 2} />
                    </FormModal>
                    <Link to={row.type === 2 ? `/bundles/${row.id}` : `/courses/${row.id}`}>
                      <Button size="small">{row.type === 2 ? '课程' : '目录'}</Button>
                    </Link>
                    <PreviewButton size="small" course={row} />
                    <PublishButton size="small" course={row} changed={courses.refetch} />
                  </Space>
                )),
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
