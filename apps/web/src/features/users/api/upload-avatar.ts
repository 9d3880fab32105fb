import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserProfile, userAvatarUploadPath } from '@zhixue/contract';
import { ApiError, request } from '@/lib/api';
import { checkAvatarFile } from '../utils/avatar-file';
import { editUser } from './edit-user';
import { userDetailQueryOptions } from './get-user-detail';

/** `user/avatar/upload` (multipart, field `file`): answers the stored picture's address. */
export function uploadAvatar(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<{ url: string }>(userAvatarUploadPath, form);
}

/** Checks the file here too (type and size), uploads it, then makes it the avatar (`user/edit`). */
export async function changeAvatar(file: File): Promise<UserProfile> {
  const problem = checkAvatarFile(file);
  if (problem) throw new ApiError('A0400', problem, 0);
  const { url } = await uploadAvatar(file);
  return editUser({ avatar: url });
}

export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAvatar,
    onSuccess: (profile) => queryClient.setQueryData(userDetailQueryOptions.queryKey, profile),
  });
}
