import {
  adminChapterCreate,
  adminChapterDelete,
  adminChapterRename,
  adminCourseOutline,
  adminCourseReorder,
  adminSectionCreate,
  adminSectionDelete,
  adminSectionUpdate,
  mediaAssetAttach,
  mediaAssetAttachSlides,
} from '@zhixue/contract';
import { Tag } from 'antd';
import { useParams } from 'react-router';
import { PLATFORM_MEDIA, ReadyMediaField } from '@/components/course-outline/media-pick';
import { OutlineEditor } from '@/components/course-outline/outline-editor';
import type { OutlineCalls } from '@/components/course-outline/section-row';
import { PreviewButton } from '@/components/preview-button';
import { PublishButton } from '@/components/publish-button';
import { callApi } from '@/lib/api';
import { FormModal } from '@/lib/form-modal';
import { useCan } from '@/lib/use-me';

const PLATFORM_CALLS: OutlineCalls = {
  key: 'course-outline',
  catalogue: true,
  media: PLATFORM_MEDIA,
  attachVideo: (assetId, sectionId) => callApi(mediaAssetAttach, { assetId, sectionId }),
  outline: (id) => callApi(adminCourseOutline, { id }),
  createChapter: (courseId, name) => callApi(adminChapterCreate, { courseId, name }),
  renameChapter: (id, name) => callApi(adminChapterRename, { id, name }),
  deleteChapter: (id) => callApi(adminChapterDelete, { id }),
  createSection: (chapterId, section) => callApi(adminSectionCreate, { chapterId, ...section }),
  updateSection: (id, section) => callApi(adminSectionUpdate, { id, ...section }),
  deleteSection: (id) => callApi(adminSectionDelete, { id }),
  reorder: (courseId, chapters) => callApi(adminCourseReorder, { courseId, chapters }),
};

/** A course of the catalogue: its outline with preview, slides and publishing beside it. */
export function CourseStructurePage() {
  const canWrite = useCan('courses.write');
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
                submit={({ assetId }) => callApi(mediaAssetAttachSlides, { assetId, courseId: course.id })}
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
