import { useQuery } from '@tanstack/react-query';
import {
  adminCategoryCreate,
  adminCategoryList,
  adminCategoryRename,
  adminCategoryReorder,
  adminCategorySetHidden,
} from '@zhixue/contract';
import { apiQuery, useApiMutation } from '@/lib/api-query';

/** The course screen's category filter reads under this key too, so it shows a new category at once. */
const CATEGORIES = ['categories'] as const;

export const useCategories = () => useQuery(apiQuery(CATEGORIES, adminCategoryList, {}));
export const useCreateCategory = () => useApiMutation(adminCategoryCreate, [CATEGORIES]);
export const useRenameCategory = () => useApiMutation(adminCategoryRename, [CATEGORIES]);
export const useReorderCategories = () => useApiMutation(adminCategoryReorder, [CATEGORIES]);
export const useSetCategoryHidden = () => useApiMutation(adminCategorySetHidden, [CATEGORIES]);
