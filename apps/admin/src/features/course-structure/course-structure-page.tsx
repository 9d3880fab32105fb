import { Tag } from 'antd';
import { useParams } from 'react-router';
import { ReadyMediaField } from '@/components/course-outline/media-pick';
import { OutlineEditor } from '@/components/course-outline/outline-editor';
import { PreviewButton } from '@/components/preview-button';
import { PublishButton } from '@/components/publish-button';
import { FormModal } from '@/lib/form-modal';
import { useCan } from '@/lib/use-me';
import { PLATFORM_CALLS, useAttachSlides } from './api';

/** A course of the catalogue: its outline with preview, slides and publishing beside it. */
export function CourseStructurePage() {
  const canWrite = useCan('courses.write');
  const attachSlides = useAttachSlides();
  return (
    <OutlineEditor
      courseId={Number(useParams().id)}
      calls={PLATFORM_CALLS}
      canWrite={canWrite}
      back={{ to: '/courses', label: '返回课程列表' }}
      extra={(course, changed) => (
        <>
          <Tag color={course.published ? 'green' : 'default'}>{course.published ? '已上架' : '未上架'}</Tag>
          <PreviewButton course={course} />
          {canWrite && (
            <>
              <FormModal<{ assetId: number }>
                title="选择课件（PDF）"
                trigger={{ label: '课件' }}
                done="课件已更新"
                submit={({ assetId }) => attachSlides.mutateAsync({ assetId, courseId: course.id })}
              >
                <ReadyMediaField kind="slides" label="课件" />
              </FormModal>
              <PublishButton type="primary" course={course} changed={changed} />
            </>
          )}
        </>
      )}
    />
  );
}
