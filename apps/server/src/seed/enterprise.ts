import type { enterprises, users } from '../modules/users/tables.js';
import { type AvatarArt, cyclePalette, demoPicture, type LogoArt, pad } from './art.js';

export const ENTERPRISE_ID = 1;
/** A second enterprise, with its own learners, library and tasks: what the first must never see. */
export const SECOND_ENTERPRISE_ID = 2;

const ENTERPRISES: Array<
  [id: number, name: string, short: string, palette: LogoArt['palette'], since: string]
> = [
  [ENTERPRISE_ID, '华东智造集团有限公司', '华东智造', 'ocean', '2025-08-20'],
  [SECOND_ENTERPRISE_ID, '江南云帆科技有限公司', '江南云帆', 'emerald', '2025-10-08'],
];

const logos: LogoArt[] = ENTERPRISES.map(([id, name, short, palette]) => ({
  kind: 'logo',
  file: `enterprise/e${pad(id)}.svg`,
  title: name,
  text: short,
  palette,
}));

export const enterpriseRows: (typeof enterprises.$inferInsert)[] = ENTERPRISES.map(([id, name], index) => ({
  id,
  name,
  logo: demoPicture(logos[index] as LogoArt),
  createdAt: new Date(`${ENTERPRISES[index]?.[4]}T09:00:00+08:00`),
}));

/**
 * Demo learners: individuals 1-3 (phone login; user 1 is a member until mid-2027) and enterprise
 * learners 11-17 (account hdzz001 ... ; the first four also have a phone linked to the enterprise) and
 * 21-24 of the second enterprise (account jnyf001 ...; the first two with a phone).
 * Passwords are not set here.
 */
const USERS: Array<[id: number, nickname: string, gender: 0 | 1 | 2, mobile: string | null, joined: string]> =
  [
    [1, '李悦', 2, '13800000001', '2025-10-12'],
    [2, '张晨阳', 1, '13800000002', '2026-01-05'],
    [3, '周小满', 0, '13800000003', '2026-03-18'],
    [11, '王建军', 1, '13900000011', '2025-09-01'],
    [12, '刘芳', 2, '13900000012', '2025-09-01'],
    [13, '陈磊', 1, '13900000013', '2025-09-02'],
    [14, '杨静', 2, '13900000014', '2025-09-02'],
    [15, '赵鹏', 1, null, '2025-09-03'],
    [16, '黄丽娟', 2, null, '2025-09-03'],
    [17, '徐志强', 1, null, '2025-09-05'],
    [21, '孙晓峰', 1, '13900000021', '2025-10-10'],
    [22, '马文静', 2, '13900000022', '2025-10-10'],
    [23, '朱浩然', 1, null, '2025-10-12'],
    [24, '胡雅琪', 2, null, '2025-10-12'],
  ];

/** The enterprise of a seeded learner (users above 10) and the prefix of its account names. */
function enterpriseOf(id: number): { entId: number; prefix: string; first: number } | null {
  if (id > 20) return { entId: SECOND_ENTERPRISE_ID, prefix: 'jnyf', first: 21 };
  if (id > 10) return { entId: ENTERPRISE_ID, prefix: 'hdzz', first: 11 };
  return null;
}

const MEMBER_UNTIL: Record<number, string> = { 1: '2027-06-30T23:59:59+08:00' };

function avatarArt(id: number, nickname: string): AvatarArt {
  return {
    kind: 'avatar',
    file: `users/u${pad(id)}.svg`,
    title: nickname,
    text: nickname.slice(0, 1),
    palette: cyclePalette(id + 3),
  };
}

export const userRows: (typeof users.$inferInsert)[] = USERS.map(([id, nickname, gender, mobile, joined]) => {
  const enterprise = enterpriseOf(id);
  const memberUntil = MEMBER_UNTIL[id];
  return {
    id,
    mobile,
    account: enterprise ? `${enterprise.prefix}${pad(id - enterprise.first + 1, 3)}` : null,
    passwordHash: null,
    nickname,
    avatar: demoPicture(avatarArt(id, nickname)),
    gender,
    entId: enterprise?.entId ?? null,
    vipExpiresAt: memberUntil ? new Date(memberUntil) : null,
    createdAt: new Date(`${joined}T10:00:00+08:00`),
  };
});

/** The picture new accounts get until they choose one; not a column of any seeded row. */
const defaultAvatar: AvatarArt = {
  kind: 'avatar',
  file: 'users/default.svg',
  title: '知学学员',
  text: '学',
  palette: 'indigo',
};

export const enterpriseArt = [
  ...logos,
  ...USERS.map(([id, nickname]) => avatarArt(id, nickname)),
  defaultAvatar,
];
