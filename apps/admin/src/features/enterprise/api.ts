import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminEntCategoryList,
  adminEntChapterCreate,
  adminEntChapterDelete,
  adminEntChapterRename,
  adminEntCourseList,
  adminEntCourseOutline,
  adminEntCourseReorder,
  adminEntDepartmentList,
  adminEntExamList,
  adminEntLearnerList,
  adminEntLicenceList,
  adminEntMediaAttach,
  adminEntMediaList,
  adminEntSectionCreate,
  adminEntSectionDelete,
  adminEntSectionUpdate,
  adminEntStatistics,
  adminEntStatisticsLearners,
  type EntDepartment,
  type RequestOf,
} from '@zhixue/contract';
import { useState } from 'react';
import type { OutlineCalls } from '@/components/course-outline/section-row';
import { callApi } from '@/lib/api';
import { apiPageQuery, apiQuery } from '@/lib/api-query';

/** Every enterprise screen's queries share this prefix: a change refreshes all of them at once. */
export const ENT_KEY = 'enterprise';

export function useRefreshEnterprise() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ENT_KEY] });
}

export const useDepartments = () =>
  useQuery({ queryKey: [ENT_KEY, 'departments'], queryFn: () => callApi(adminEntDepartmentList, {}) });

export const useLicences = () =>
  useQuery({ queryKey: [ENT_KEY, 'licences'], queryFn: () => callApi(adminEntLicenceList, {}) });

export const useEnterpriseExams = () =>
  useQuery({ queryKey: [ENT_KEY, 'exams'], queryFn: () => callApi(adminEntExamList, {}) });

export const useEntLearners = (query: RequestOf<typeof adminEntLearnerList>) =>
  useQuery(apiPageQuery([ENT_KEY, 'learners'], adminEntLearnerList, query));

export const useEntCourses = (query: RequestOf<typeof adminEntCourseList>) =>
  useQuery(apiPageQuery([ENT_KEY, 'courses'], adminEntCourseList, query));

export const useEntCategories = () => useQuery(apiQuery([ENT_KEY, 'categories'], adminEntCategoryList, {}));

export const useEntStatistics = () => useQuery(apiQuery([ENT_KEY, 'statistics'], adminEntStatistics, {}));

export const useEntStudyByLearner = (query: RequestOf<typeof adminEntStatisticsLearners>) =>
  useQuery(apiPageQuery([ENT_KEY, 'statistics-learners'], adminEntStatisticsLearners, query));

export interface DepartmentNode {
  key: number;
  value: number;
  title: string;
  children: DepartmentNode[];
}

/** The flat list (parents first) nested for antd's Tree and TreeSelect. */
export function departmentTree(departments: EntDepartment[]): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>();
  const roots: DepartmentNode[] = [];
  for (const department of departments) {
    const node = { key: department.id, value: department.id, title: department.name, children: [] };
    nodes.set(department.id, node);
    const parent = department.parentId === null ? undefined : nodes.get(department.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Learners found by name or phone, for pickers (a seat, a task's assignees). */
export function useLearnerSearch() {
  const [keyword, setKeyword] = useState('');
  const learners = useQuery({
    queryKey: [ENT_KEY, 'learner-search', keyword],
    queryFn: () => callApi(adminEntLearnerList, { pageSize: 20, ...(keyword ? { keyword } : {}) }),
  });
  return {
    options: (learners.data?.list ?? []).map((learner) => ({
      value: learner.userId,
      label: `${learner.name}${learner.mobile ? `（${learner.mobile}）` : ''}`,
    })),
    search: setKeyword,
    loading: learners.isFetching,
  };
}

/**
 * A private course has no trial sections: every learner of the enterprise studies all of it. Its
 * videos are the enterprise's own, uploaded from the picker (decision 0035).
 */
export const ENTERPRISE_CALLS: OutlineCalls = {
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
