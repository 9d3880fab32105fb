import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAddressRemove } from '@zhixue/contract';
import { call } from '@/lib/api';
import { addressesQueryOptions } from './get-addresses';

export function removeAddress(id: number): Promise<null> {
  return call(userAddressRemove, { id });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions.queryKey }),
  });
}
