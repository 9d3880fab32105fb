import {
  adminEntChapterCreate,
  adminEntChapterDelete,
  adminEntChapterRename,
  adminEntCourseOutline,
  adminEntCourseReorder,
  adminEntMediaAttach,
  adminEntMediaList,
  adminEntSectionCreate,
  adminEntSectionDelete,
  adminEntSectionUpdate,
} from '@zhixue/contract';
import { useParams } from 'react-router';
import { OutlineEditor } from '@/components/course-outline/outline-editor';
import type { OutlineCalls } from '@/components/course-outline/section-row';
import { callApi } from '@/lib/api';
import { useCan } from '@/lib/use-me';
import { ENT_KEY } from './api';

/**
 * A private course has no trial sections: every learner of the enterprise studies all of it. Its
 * videos are the enterprise's own, uploaded from the picker (decision 0035).
 */
const ENTERPRISE_CALLS: OutlineCalls = {
  key: 'ent-course-outline',
  catalogue: false,
  media: {
    key: [ENT_KEY, 'media'],
    list: (query) => callApi(adminEntMediaList, query),
    uploads: true,
  },
  attachVideo: (assetId, sectionId) => callApi(adminEntMediaAttach, { assetId, sectionId }),
  outline: (id) => callApi(adminEntCourseOutline, { id }),
  createChapter: (courseId, name) => callApi(adminEntChapterCreate, { courseId, name }),
  renameChapter: (id, name) => callApi(adminEntChapterRename, { id, name }),
  deleteChapter: (id) => callApi(adminEntChapterDelete, { id }),
  createSection: (chapterId, { name }) => callApi(adminEntSectionCreate, { chapterId, name }),
  updateSection: (id, { name }) => callApi(adminEntSectionUpdate, { id, name }),
  deleteSection: (id) => callApi(adminEntSectionDelete, { id }),
  reorder: (courseId, chapters) => callApi(adminEntCourseReorder, { courseId, chapters }),
};

/** A private course's chapters and sections, edited as the platform's course outline is. */
export function EntCourseOutlinePage() {
  return (
    <OutlineEditor
      courseId={Number(useParams().id)}
      calls={ENTERPRISE_CALLS}
      canWrite={useCan('enterprise.write')}
      back={{ to: '/ent/courses', label: '返回企业课程' }}
    />
  );
}
