import type { certificates } from '../modules/certificates/tables.js';

/**
 * The member 李悦 (user 1, phone 13800000001) finished the free course 3 (培训师的职业发展路径) in
 * March and holds its certificate, so the personal centre's 我的证书, the PDF and the verification
 * page (/cert/verify/ZX-9Y77-HCQ3-KH1P-NSQX) show something with a demo login. The code was drawn
 * once like any other (80 random bits) and fixed here so that the README can name it.
 */
export const DEMO_CERTIFICATE_CODE = 'ZX-9Y77-HCQ3-KH1P-NSQX';

export const certificateRows: (typeof certificates.$inferInsert)[] = [
  {
    id: 1,
    code: DEMO_CERTIFICATE_CODE.slice(3).replaceAll('-', ''),
    userId: 1,
    subjectKind: 'course',
    subjectId: 3,
    learnerName: '李悦',
    title: '培训师的职业发展路径',
    startDate: '2026-02-16',
    endDate: '2026-03-08',
    issuedAt: new Date('2026-03-08T20:30:00+08:00'),
  },
];
