import { useQuery } from '@tanstack/react-query';
import { adminCourseList, adminCourseSections, ProductTypes } from '@zhixue/contract';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { callApi } from '@/lib/api';

const formatMinutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`;

/** The fields of attaching a video: a single course found by name, then one of its sections. */
export function AttachFields() {
  const form = Form.useFormInstance();
  const courseId = Form.useWatch<number | undefined>('courseId', form);
  const [keyword, setKeyword] = useState('');
  const courses = useQuery({
    queryKey: ['courses', 'pick', keyword],
    // Only single courses have sections of their own; a bundle's are its courses'.
    queryFn: () =>
      callApi(adminCourseList, { pageSize: 20, type: ProductTypes.COURSE, ...(keyword ? { keyword } : {}) }),
  });
  const sections = useQuery({
    queryKey: ['course-sections', courseId],
    queryFn: () => callApi(adminCourseSections, { id: courseId ?? 0 }),
    enabled: courseId !== undefined,
  });
  return (
    <>
      <Form.Item name="courseId" label="课程" rules={[{ required: true, message: '请选择课程' }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
          placeholder="输入课程名称搜索"
          loading={courses.isFetching}
          options={(courses.data?.list ?? []).map((course) => ({ value: course.id, label: course.name }))}
          onChange={() => form.setFieldValue('sectionId', undefined)}
        />
      </Form.Item>
      <Form.Item name="sectionId" label="小节" rules={[{ required: true, message: '请选择小节' }]}>
        <Select
          placeholder={courseId === undefined ? '请先选择课程' : '选择小节'}
          disabled={courseId === undefined}
          loading={sections.isFetching}
          options={(sections.data ?? []).map((section) => ({
            value: section.id,
            label: `${section.chapterName ? `${section.chapterName} · ` : ''}${section.name}（${formatMinutes(section.durationSeconds)}${section.mediaKey ? '，已有视频' : ''}）`,
          }))}
        />
      </Form.Item>
    </>
  );
}
