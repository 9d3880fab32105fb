import { useQuery } from '@tanstack/react-query';
import {
  adminOperatorCreate,
  adminOperatorList,
  adminOperatorResetFactor,
  adminOperatorSetDisabled,
} from '@zhixue/contract';
import { apiQuery, useApiMutation } from '@/lib/api-query';

const OPERATORS = ['operators'] as const;

/** Every operator: a short list the screen filters and sorts itself. */
export const useOperatorList = () => useQuery(apiQuery(OPERATORS, adminOperatorList, {}));

export const useOperatorCreate = () => useApiMutation(adminOperatorCreate, [OPERATORS]);
export const useOperatorSetDisabled = () => useApiMutation(adminOperatorSetDisabled, [OPERATORS]);
export const useOperatorResetFactor = () => useApiMutation(adminOperatorResetFactor, [OPERATORS]);
