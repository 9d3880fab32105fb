import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestOf, type UserProfile, userEdit } from '@zhixue/contract';
import { call } from '@/lib/api';
import { userDetailQueryOptions } from './get-user-detail';

export type UserEdit = RequestOf<typeof userEdit>;

/** `user/edit`: nickname, gender or avatar; answers the whole profile. */
export function editUser(changes: UserEdit): Promise<UserProfile> {
  return call(userEdit, changes);
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    // The personal area's useSyncedUserDetail passes the new name and avatar on to the header.
    onSuccess: (profile) => queryClient.setQueryData(userDetailQueryOptions.queryKey, profile),
  });
}
