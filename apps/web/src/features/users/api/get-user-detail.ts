import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserProfile, userDetail } from '@zhixue/contract';
import { useEffect } from 'react';
import { call } from '@/lib/api';
import { getSession, type LoginParams, setSession } from '@/lib/session';

/** The logged-in learner's profile: avatar, nickname, gender, masked phone, enterprise, bindings. */
export function getUserDetail(signal?: AbortSignal): Promise<UserProfile> {
  return call(userDetail, undefined, { signal });
}

export const userDetailQueryOptions = queryOptions({
  queryKey: ['users', 'detail'],
  queryFn: ({ signal }) => getUserDetail(signal),
});

export function useUserDetail(enabled = true) {
  return useQuery({ ...userDetailQueryOptions, enabled });
}

/**
 * The stored loginParams are a copy made at login; the profile is the truth. Where they differ
 * (a claimed gift, an expired membership, a name changed elsewhere) the copy follows the profile.
 */
export function sessionFromProfile(session: LoginParams, profile: UserProfile): LoginParams | null {
  const next: LoginParams = {
    ...session,
    nickname: profile.nickname,
    avatar: profile.avatar,
    entId: profile.entId,
    entName: profile.entName,
    logo: profile.logo,
    vipFront: { ...session.vipFront, vip: profile.vip },
  };
  const changed =
    next.nickname !== session.nickname ||
    next.avatar !== session.avatar ||
    next.entId !== session.entId ||
    next.entName !== session.entName ||
    next.logo !== session.logo ||
    next.vipFront.vip !== session.vipFront.vip;
  return changed ? next : null;
}

/** The profile, keeping the stored loginParams in step with it. */
export function useSyncedUserDetail(enabled = true) {
  const detail = useUserDetail(enabled);
  useEffect(() => {
    const session = getSession();
    const next = detail.data && session ? sessionFromProfile(session, detail.data) : null;
    if (next) setSession(next);
  }, [detail.data]);
  return detail;
}
