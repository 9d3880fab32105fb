import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collection, type RequestOf } from '@zhixue/contract';
import { call } from '@/lib/api';
import { feedback } from '@/lib/feedback';

export type CollectionRequest = RequestOf<typeof collection>;

/** `collection`: status 1 collects, 0 removes; type 2 for a bundle, else 1. */
export function toggleCollection(request: CollectionRequest): Promise<null> {
  return call(collection, request);
}

/** On success: 操作成功, then the detail is fetched again (spec section 4). */
export function useToggleCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCollection,
    onSuccess: async () => {
      feedback.success('操作成功');
      await queryClient.invalidateQueries({ queryKey: ['catalog', 'detail'] });
    },
  });
}
