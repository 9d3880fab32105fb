import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAccountClose, userAccountCloseCancel } from '@zhixue/contract';
import { call } from '@/lib/api';
import { accountQueryOptions } from './get-account';

/** 申请注销 (`user/account/close`): answers the day the account will be erased. */
export function askToCloseAccount() {
  return call(userAccountClose, { agreed: true });
}

/** 撤销注销 (`user/account/close/cancel`). */
export function withdrawClosure() {
  return call(userAccountCloseCancel, undefined);
}

/** Either call, with the account (and so the pending day) read again once it answers. */
function useClosureMutation<T>(mutationFn: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryOptions.queryKey }),
  });
}

export const useAskToCloseAccount = () => useClosureMutation(askToCloseAccount);
export const useWithdrawClosure = () => useClosureMutation(withdrawClosure);
