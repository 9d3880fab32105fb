import { adminEntCourseSave, type EntPrivateCourse } from '@zhixue/contract';
import { Button, Image, Input, Space } from 'antd';
import { Link } from 'react-router';
import { nameColumn } from '@/components/columns';
import { CourseBasicFields, IdleCheckField } from '@/components/course-fields';
import { ListTable } from '@/components/list-table';
import { callApi } from '@/lib/api';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useEntCategories, useEntCourses, useRefreshEnterprise } from './api';

type CourseForm = Pick<EntPrivateCourse, 'name' | 'summary' | 'picCover' | 'idleCheckMinutes'> & {
  categoryId?: number | null;
};

/**
 * A new or edited private course: its texts, cover, one of the enterprise's categories and its
 * 防挂机 minutes.
 */
function CourseModal({ course }: { course: EntPrivateCourse | null }) {
  const refresh = useRefreshEnterprise();
  const categories = useEntCategories();
  return (
    <FormModal<CourseForm>
      title={course ? `编辑课程：${course.name}` : '新建企业课程'}
      trigger={course ? { label: '编辑', type: 'link' } : { label: '新建课程', type: 'primary' }}
      width={640}
      initialValues={course ?? { name: '', summary: '', picCover: '', idleCheckMinutes: 0 }}
      done={course ? '已保存' : '课程已创建，学员可在企业课程库中看到'}
      submit={async (values) => {
        await callApi(adminEntCourseSave, {
          id: course?.id ?? null,
          name: values.name,
          summary: values.summary ?? '',
          picCover: values.picCover,
          categoryId: values.categoryId ?? null,
          idleCheckMinutes: values.idleCheckMinutes,
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
      <IdleCheckField />
    </FormModal>
  );
}

/**
 * The enterprise's own courses: made here, in its learners' library at once and nowhere else;
 * each one's chapters and sections are edited on its outline screen.
 */
export function EntCoursesPage() {
  const list = useUrlList({ keyword: '' });
  const canWrite = useCan('enterprise.write');
  const courses = useEntCourses({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
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
      <ListTable<EntPrivateCourse>
        rowKey="id"
        list={list}
        query={courses}
        unit="门课程"
        columns={[
          {
            title: '封面',
            width: 140,
            render: (_, row) =>
              row.picCover ? (
                <Image
                  src={row.picCover}
                  alt={`${row.name}封面`}
                  width={120}
                  height={68}
                  style={{ objectFit: 'cover' }}
                />
              ) : null,
          },
          nameColumn('课程', 'name'),
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
