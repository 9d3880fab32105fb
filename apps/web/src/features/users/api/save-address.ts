import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Address, type RequestOf, userAddressEdit, userAddressSave } from '@zhixue/contract';
import { call } from '@/lib/api';
import { addressesQueryOptions } from './get-addresses';

export type AddressInput = RequestOf<typeof userAddressSave>;

/** A new address (`user/address/save`) or a change to one (`user/address/edit`, with its id). */
export function saveAddress(input: AddressInput & { id?: number }): Promise<Address> {
  const { id, ...fields } = input;
  return id === undefined ? call(userAddressSave, fields) : call(userAddressEdit, { ...fields, id });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    // A new default address clears the old one's flag on the server: fetch the list again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions.queryKey }),
  });
}
