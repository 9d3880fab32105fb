import type { enterpriseCourses, enterprises, users } from '../schema/index.js';
import { type AvatarArt, cyclePalette, demoPicture, type LogoArt, pad } from './art.js';

export const ENTERPRISE_ID = 1;

const logo: LogoArt = {
  kind: 'logo',
  file: `enterprise/e${pad(ENTERPRISE_ID)}.svg`,
  title: '华东智造集团有限公司',
  text: '华东智造',
  palette: 'ocean',
};

export const enterpriseRows: (typeof enterprises.$inferInsert)[] = [
  {
    id: ENTERPRISE_ID,
    name: '华东智造集团有限公司',
    logo: demoPicture(logo),
    createdAt: new Date('2025-08-20T09:00:00+08:00'),
  },
];

/**
 * Demo learners: individuals 1-3 (phone login; user 1 is a member until mid-2027) and enterprise
 * learners 11-17 (account hdzz001 ... ; the first four also have a phone linked to the enterprise).
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
  ];

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
  const isEnterprise = id > 10;
  const memberUntil = MEMBER_UNTIL[id];
  return {
    id,
    mobile,
    account: isEnterprise ? `hdzz${pad(id - 10, 3)}` : null,
    passwordHash: null,
    nickname,
    avatar: demoPicture(avatarArt(id, nickname)),
    gender,
    entId: isEnterprise ? ENTERPRISE_ID : null,
    vipExpiresAt: memberUntil ? new Date(memberUntil) : null,
    createdAt: new Date(`${joined}T10:00:00+08:00`),
  };
});

/** The enterprise's course library: 18 single courses and two bundles. */
const LICENSED = [1, 2, 4, 7, 8, 13, 14, 15, 19, 20, 21, 22, 25, 31, 37, 39, 43, 44, 102, 106];

export const enterpriseCourseRows: (typeof enterpriseCourses.$inferInsert)[] = LICENSED.map((courseId) => ({
  entId: ENTERPRISE_ID,
  courseId,
  createdAt: new Date('2025-09-01T10:00:00+08:00'),
}));

/** The picture new accounts get until they choose one; not a column of any seeded row. */
const defaultAvatar: AvatarArt = {
  kind: 'avatar',
  file: 'users/default.svg',
  title: '知学学员',
  text: '学',
  palette: 'indigo',
};

export const enterpriseArt = [logo, ...USERS.map(([id, nickname]) => avatarArt(id, nickname)), defaultAvatar];
