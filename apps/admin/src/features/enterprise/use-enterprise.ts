import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminEntDepartmentList,
  adminEntExamList,
  adminEntLearnerList,
  adminEntLicenceList,
  type EntDepartment,
} from '@zhixue/contract';
import { useState } from 'react';
import { callApi } from '@/lib/api';

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
