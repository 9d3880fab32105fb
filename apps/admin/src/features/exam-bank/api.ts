import { useQuery } from '@tanstack/react-query';
import {
  adminMaterialDelete,
  adminMaterialList,
  adminMaterialSave,
  adminQuestionCreate,
  adminQuestionDelete,
  adminQuestionList,
  adminQuestionUpdate,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const EXAM_BANK = ['exam-bank'] as const;

export const useQuestionList = (query: RequestOf<typeof adminQuestionList>) =>
  useQuery(apiPageQuery([...EXAM_BANK, 'questions'], adminQuestionList, query));
export const useQuestionCreate = () => useApiMutation(adminQuestionCreate, [EXAM_BANK]);
export const useQuestionUpdate = () => useApiMutation(adminQuestionUpdate, [EXAM_BANK]);
export const useQuestionDelete = () => useApiMutation(adminQuestionDelete, [EXAM_BANK]);
export const useMaterialList = (query: RequestOf<typeof adminMaterialList>) =>
  useQuery(apiPageQuery([...EXAM_BANK, 'materials'], adminMaterialList, query));
export const useMaterialSave = () => useApiMutation(adminMaterialSave, [EXAM_BANK]);
export const useMaterialDelete = () => useApiMutation(adminMaterialDelete, [EXAM_BANK]);
