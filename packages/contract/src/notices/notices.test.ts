import { describe, expect, it } from 'vitest';
import { NOTICE_CATEGORIES } from '../messages.js';
import { describeNotice, type NoticeKind, type NoticeParams, noticeAreas, noticeCatalogue } from './index.js';

/** Parameters for every kind (TypeScript refuses a kind without any), each branch of its wording once. */
const samples: { [K in NoticeKind]: Array<NoticeParams<K>> } = {
  orderPaid: [
    { orderNo: 'ZX202601010001', productName: '产品经理实战课', productType: 1, productId: 7 },
    { orderNo: 'ZX202601010002', productName: '年度会员', productType: 9, productId: 1 },
  ],
  orderRefunded: [
    { orderNo: 'ZX202601010001', productName: '产品经理实战课', amountYuan: '99.00', wholeOrder: true },
    { orderNo: 'ZX202601010001', productName: '产品经理实战课', amountYuan: '10.50', wholeOrder: false },
  ],
  transferRejected: [{ orderNo: 'ZX202601010003', productName: '数据分析训练营', reason: '未收到对应款项' }],
  groupFilled: [{ groupId: 5, productName: '产品经理实战课' }],
  groupFailed: [{ groupId: 6, productName: '产品经理实战课', amountYuan: '49.00' }],
  vipGranted: [{ days: 30, reason: '投诉补偿', until: '2026-02-01' }],
  campEnrolled: [{ campId: 3, campName: '数据分析训练营' }],
  campSeatOffered: [
    { campId: 3, campName: '数据分析训练营', termName: '第 2 期', heldUntil: '2026-01-01 12:00:00' },
  ],
  examGraded: [
    { examId: 4, attemptId: 40, examName: '结营考试', score: 85, passed: true, site: 'main' },
    { examId: 5, attemptId: 50, examName: null, score: 40, passed: false, site: 'enterprise' },
  ],
  courseworkCommented: [{ assignmentId: 2, assignmentTitle: '结营作业', excerpt: '写得很清楚' }],
  courseworkLiked: [{ assignmentId: 2, assignmentTitle: '结营作业' }],
  courseworkReviewed: [{ assignmentId: 2, assignmentTitle: '结营作业', score: 92 }],
  liveStartingSoon: [
    { liveId: 6, liveTitle: '课程答疑直播', minutesLeft: 5, startsAt: '2026-01-01 20:00' },
    { liveId: 6, liveTitle: '课程答疑直播', minutesLeft: 20 * 60, startsAt: '2026-01-01 20:00' },
    { liveId: 6, liveTitle: '课程答疑直播', minutesLeft: 90, startsAt: '2026-01-01 20:00' },
  ],
  liveCancelled: [{ liveTitle: '课程答疑直播' }],
  entTaskDueSoon: [{ taskId: 8, taskName: '新员工入职学习', hoursLeft: 2, deadline: '2026-01-01 18:00' }],
  certificateIssued: [{ certificateTitle: '数据分析训练营', printedCode: 'ZX-ABCD-EFGH-JKMN-PQRS' }],
  cityCenterReviewed: [
    { approved: true, city: '杭州', contactMobile: '138****0000', note: '请准备场地照片' },
    { approved: true, city: '杭州', contactMobile: '138****0000', note: null },
    { approved: false, city: '杭州', note: '从业经验描述过于简略。' },
  ],
};

/** Kinds whose body is not ours to word: the commenter's own words, or none (a like). */
const BODY_NOT_WORDED: ReadonlySet<NoticeKind> = new Set(['courseworkCommented', 'courseworkLiked']);

const CHINESE = /[\u4e00-\u9fff]/;

function describeAll(kind: NoticeKind) {
  return (samples[kind] as Array<NoticeParams<typeof kind>>).map((params) => describeNotice(kind, params));
}

describe('notice catalogue', () => {
  it('names each kind in one area only', () => {
    const names = Object.values(noticeAreas).flatMap((area) => Object.keys(area));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(noticeCatalogue).sort()).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z]+$/);
  });

  it("lists every kind under one of the message centre's categories, and fills each of them", () => {
    const learnerCategories = NOTICE_CATEGORIES.filter((category) => category !== 'announcement');
    const used = new Set(Object.values(noticeCatalogue).map((entry) => entry.category));
    expect([...used].sort()).toEqual([...learnerCategories].sort());
  });

  it('words every kind in Chinese for its sample parameters, and links to a site path', () => {
    for (const kind of Object.keys(noticeCatalogue) as NoticeKind[]) {
      for (const notice of describeAll(kind)) {
        expect(notice.category).toBe(noticeCatalogue[kind].category);
        expect(notice.title, kind).toMatch(CHINESE);
        if (!BODY_NOT_WORDED.has(kind)) expect(notice.body, kind).toMatch(CHINESE);
        if (notice.link !== null) expect(notice.link, kind).toMatch(/^\/[\w/?=&.-]+$/);
        expect(`${notice.title}${notice.body}`, kind).not.toMatch(/undefined|null|NaN|\[object/);
      }
    }
  });

  it('says how a refund, a grade and a review turned out', () => {
    const [whole, part] = describeAll('orderRefunded');
    expect(whole).toMatchObject({ title: '订单已退款', link: '/mycourses?index=2' });
    expect(whole?.body).toBe(
      '您的订单 ZX202601010001（产品经理实战课）已退款 ¥99.00，款项将原路退回。该订单开通的学习权益已收回。',
    );
    expect(part?.title).toBe('订单部分退款');
    expect(part?.body).not.toContain('权益');

    const [passed, failed] = describeAll('examGraded');
    expect(passed).toEqual({
      category: 'exam',
      title: '考试已通过',
      body: '您在「结营考试」中的成绩为 85 分，恭喜通过！',
      link: '/trainingCamp/exam/result?id=4&attemptId=40',
    });
    expect(failed).toMatchObject({
      title: '考试成绩已公布',
      body: '您在「考试」中的成绩为 40 分，未达到及格线，继续加油。',
      link: '/ent/exam/result?id=5&attemptId=50',
    });

    const [approved, approvedWithoutNote, refused] = describeAll('cityCenterReviewed');
    expect(approved?.body).toBe(
      '您提交的杭州城市中心申请已通过审核，工作人员将通过 138****0000 与您联系。审核意见：请准备场地照片',
    );
    expect(approvedWithoutNote?.body).not.toContain('审核意见');
    expect(refused?.body).toBe(
      '您提交的杭州城市中心申请未通过审核，原因：从业经验描述过于简略。您可以修改后重新提交。',
    );
  });

  it("links an order to what it bought, and tells a live's real time left", () => {
    expect(describeAll('orderPaid').map((notice) => notice.link)).toEqual(['/course/base/7', '/member']);
    expect(describeAll('campEnrolled')[0]?.link).toBe('/trainingCamp/online/3');
    expect(describeAll('liveStartingSoon').map((notice) => notice.body)).toEqual([
      '您预约的直播将在 5 分钟后开始，开播时间 2026-01-01 20:00，请准时观看。',
      '您预约的直播将在 20 小时后开始，开播时间 2026-01-01 20:00，请准时观看。',
      '您预约的直播将在 1 小时 30 分钟后开始，开播时间 2026-01-01 20:00，请准时观看。',
    ]);
  });
});
