import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminEntCategoryList,
  adminEntCourseList,
  adminEntCourseSave,
  type EntPrivateCourse,
} from '@zhixue/contract';
import { Button, Image, Input, Space, Table } from 'antd';
import { Link } from 'react-router';
import { CourseBasicFields } from '@/components/course-fields';
import { useMe } from '@/lib/use-me';
import { callApi } from '@/lib/api';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { ENT_KEY, useRefreshEnterprise } from './use-enterprise';

type CourseForm = Pick<EntPrivateCourse, 'name' | 'summary' | 'picCover'> & { categoryId?: number | null };

const useCategories = () =>
  useQuery({ queryKey: [ENT_KEY, 'categories'], queryFn: () => callApi(adminEntCategoryList, {}) });

/** A new or edited private course: its texts, cover and one of the enterprise's categories. */
function CourseModal({ course }: { course: EntPrivateCourse | null }) {
  const refresh = useRefreshEnterprise();
  const categories = useCategories();
  return (
    <FormModal<CourseForm>
      title={course ? `编辑课程：${course.name}` : '新建企业课程'}
      trigger={course ? { label: '编辑', type: 'link' } : { label: '新建课程', type: 'primary' }}
      width={640}
      initialValues={course ?? { name: '', summary: '', picCover: '' }}
      done={course ? '已保存' : '课程已创建，学员可在企业课程库中看到'}
      submit={async (values) => {
        await callApi(adminEntCourseSave, {
          id: course?.id ?? null,
          name: values.name,
          summary: values.summary ?? '',
          picCover: values.picCover,
          categoryId: values.categoryId ?? null,
        });
        await refresh();
      }}
    >
      <CourseBasicFields
        coverRequired
        categoryOptions={(categories.data ?? []).map((category) => ({
          value: category.id,
          label: category.name,
        }))}
      />
    </FormModal>
  );
}

/**
 * The enterprise's own courses: made here, in its learners' library at once and nowhere else;
 * each one's chapters and sections are edited on its outline screen.
 */
export function EntCoursesPage() {
  const list = useUrlList({ keyword: '' });
  const canWrite = useMe().data?.permissions.includes('enterprise.write') ?? false;
  const query = {
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
  };
  const courses = useQuery({
    queryKey: [ENT_KEY, 'courses', query],
    queryFn: () => callApi(adminEntCourseList, query),
    placeholderData: keepPreviousData,
  });
  return (
    <ScreenCard
      title="企业课程"
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder="课程名称"
            defaultValue={list.filters.keyword}
            onSearch={(keyword) => list.setFilters({ keyword })}
            style={{ width: 220 }}
          />
          {canWrite && <CourseModal course={null} />}
        </Space>
      }
    >
      {courses.error && <div role="alert">{courses.error.message}</div>}
      <Table<EntPrivateCourse>
        rowKey="id"
        loading={courses.isFetching}
        dataSource={courses.data?.list ?? []}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: courses.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 门课程`,
          onChange: list.setPage,
        }}
        columns={[
          {
            title: '封面',
            width: 140,
            render: (_, row) =>
              row.picCover ? (
                <Image src={row.picCover} width={120} height={68} style={{ objectFit: 'cover' }} />
              ) : null,
          },
          { title: '课程', dataIndex: 'name' },
          { title: '简介', dataIndex: 'summary', ellipsis: true },
          { title: '分类', dataIndex: 'categoryName', width: 120, render: (name) => name ?? '—' },
          { title: '小节数', dataIndex: 'lessons', width: 80 },
          { title: '创建时间', dataIndex: 'createdAt', width: 170 },
          {
            title: '操作',
            width: 150,
            render: (_, row) => (
              <Space size={0}>
                {canWrite && <CourseModal course={row} />}
                <Link to={`/ent/courses/${row.id}`}>
                  <Button type="link">目录</Button>
                </Link>
              </Space>
            ),
          },
        ]}
      />
    </ScreenCard>
  );
}
