import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { type FieldCipher, fieldCipher } from './field-cipher';

/** The cipher under the site config's `fieldKey` (fetched once and cached with the site config). */
export async function loadFieldCipher(queryClient: QueryClient): Promise<FieldCipher> {
  const config = await queryClient.ensureQueryData(siteConfigQueryOptions);
  return fieldCipher(config.fieldKey);
}

/** For forms: `const cipher = await getCipher()` right before sending. */
export function useFieldCipher(): () => Promise<FieldCipher> {
  const queryClient = useQueryClient();
  return useCallback(() => loadFieldCipher(queryClient), [queryClient]);
}
