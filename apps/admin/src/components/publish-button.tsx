import { type AdminCourse, adminCourseSetPublished } from '@zhixue/contract';
import type { ButtonProps } from 'antd';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';

/** 上架 or 下架 a course after a confirmation; the learner site shows the change at once. */
export function PublishButton({
  course,
  changed,
  ...button
}: {
  course: Pick<AdminCourse, 'id' | 'name' | 'published'>;
  changed: () => Promise<unknown>;
} & Omit<ButtonProps, 'onClick'>) {
  return (
    <ConfirmButton
      {...button}
      danger={course.published}
      question={
        course.published ? `确认下架「${course.name}」？已购学员仍可学习。` : `确认上架「${course.name}」？`
      }
      action={async () => {
        await callApi(adminCourseSetPublished, { id: course.id, published: !course.published });
        await changed();
      }}
    >
      {course.published ? '下架' : '上架'}
    </ConfirmButton>
  );
}
