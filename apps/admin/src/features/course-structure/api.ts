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
import { PLATFORM_MEDIA } from '@/components/course-outline/media-pick';
import type { OutlineCalls } from '@/components/course-outline/section-row';
import { callApi } from '@/lib/api';
import { useApiMutation } from '@/lib/api-query';

/** The catalogue's course outline calls: its own chapters, sections, trial flags and the platform's media. */
export const PLATFORM_CALLS: OutlineCalls = {
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

/** A course's slides (PDF), read by the outline under its key. */
export const useAttachSlides = () => useApiMutation(mediaAssetAttachSlides, [[PLATFORM_CALLS.key]]);
