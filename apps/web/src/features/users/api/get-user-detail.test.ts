import type { UserProfile } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import type { LoginParams } from '@/lib/session';
import { sessionFromProfile } from './get-user-detail';

const session: LoginParams = {
  id: 7,
  nickname: '学员0001',
  avatar: '/a.svg',
  entName: null,
  entId: null,
  logo: null,
  vipFront: { vip: 0 },
  acquisitionUserFrontDTO: { id: 1, status: 0, type: 1 },
};

const profile: UserProfile = {
  id: 7,
  nickname: '学员0001',
  avatar: '/a.svg',
  gender: 0,
  mobile: '138****0001',
  account: null,
  entId: null,
  entName: null,
  logo: null,
  vip: 0,
  vipExpiresAt: null,
  wxBound: false,
  hasPassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('sessionFromProfile', () => {
  it('leaves an up-to-date session alone', () => {
    expect(sessionFromProfile(session, profile)).toBeNull();
  });

  it('follows the profile where it changed, keeping the rest', () => {
    const next = sessionFromProfile(session, {
      ...profile,
      vip: 1,
      nickname: '小知',
      entId: 3,
      entName: '华东',
    });
    expect(next).toMatchObject({
      id: 7,
      nickname: '小知',
      entId: 3,
      entName: '华东',
      vipFront: { vip: 1 },
      acquisitionUserFrontDTO: { id: 1, status: 0, type: 1 },
    });
  });
});
