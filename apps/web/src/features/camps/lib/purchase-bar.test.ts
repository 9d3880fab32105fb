import type { CampTerm } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { campActions, enrolledTerms, enrolmentPath, waitlistNote } from './purchase-bar';

const term = (status: CampTerm['status'], trainingUserId: number | null = null): CampTerm => ({
  id: 7,
  name: '第1期',
  enrollStartDate: '2026-11-01',
  enrollEndDate: '2026-12-07',
  startDate: '2026-12-10',
  endDate: '2026-12-30',
  lateJoin: false,
  capacity: 60,
  seatsLeft: 60,
  status,
  trainingUserId,
  waitlist: null,
});
const camp = {
  enquire: 0 as const,
  vip: 0 as const,
  activityProductDetail: null,
  termList: [term('enrolling')],
};
const labels = (actions: ReturnType<typeof campActions>) => actions.map((a) => `${a.kind}:${a.label}`);

describe('the camp purchase bar', () => {
  it('shows a disabled 即将开营 when no term is offered', () => {
    expect(labels(campActions({ ...camp, termList: [] }, undefined, false))).toEqual(['disabled:即将开营']);
  });

  it('enrols in an enrolling term, or says the learner is in it already', () => {
    expect(labels(campActions(camp, term('enrolling'), false))).toEqual(['enrol:立即报名']);
    expect(campActions(camp, term('enrolling', 5), false)[0]).toEqual({
      kind: 'enrolled',
      label: '立即报名',
      trainingUserId: 5,
    });
  });

  it('offers 咨询报名 for enquiry-only camps and 开通会员 to non-members without an activity', () => {
    const vipCamp = { ...camp, vip: 1 as const };
    expect(labels(campActions({ ...vipCamp, enquire: 1 }, term('enrolling'), false))).toEqual([
      'enquire:咨询报名',
      'member:开通会员',
    ]);
    expect(labels(campActions(vipCamp, term('enrolling'), true))).toEqual(['enrol:立即报名']);
    const withActivity = {
      ...vipCamp,
      activityProductDetail: { activityId: 1, activityPrice: 1, endTime: '' },
    };
    expect(labels(campActions(withActivity, term('enrolling'), false))).toEqual(['enrol:立即报名']);
  });

  it('leads a learner enrolled in an enquiry camp to their plan instead of customer service', () => {
    const enquiry = { ...camp, enquire: 1 as const, termList: [term('running', 9)] };
    expect(labels(campActions(enquiry, term('running', 9), false))).toEqual(['study:立即学习']);
    expect(enrolledTerms(enquiry).map((own) => own.trainingUserId)).toEqual([9]);
    expect(enrolledTerms(camp)).toEqual([]);
  });

  it('opens a term enrolment at its plan and a trial camp at the camp’s own plan', () => {
    expect(enrolmentPath({ kind: 'online', trainingId: 3, trainingUserId: 9 })).toBe(
      '/trainingCamp/online/plan/9',
    );
    expect(enrolmentPath({ kind: 'offline', trainingId: 4, trainingUserId: 10 })).toBe(
      '/trainingCamp/online/plan/10',
    );
    expect(enrolmentPath({ kind: 'trial', trainingId: 5, trainingUserId: 11 })).toBe(
      '/trainingCamp/trial/plan/5',
    );
  });

  it('shows 已满, 即将开营 and the learner’s own running term as 立即学习', () => {
    expect(labels(campActions(camp, term('full'), false))).toEqual(['disabled:已满', 'wait:加入候补']);
    expect(labels(campActions(camp, term('upcoming'), false))).toEqual(['disabled:即将开营']);
    expect(labels(campActions(camp, term('running', 3), false))).toEqual(['study:立即学习']);
    expect(labels(campActions(camp, term('ended'), false))).toEqual(['disabled:已结营']);
  });

  it('lets a learner leave the waiting list, and buy the seat held for them', () => {
    const waiting = { ...term('full'), waitlist: { position: 2, offerExpiresAt: null } };
    expect(labels(campActions(camp, waiting, false))).toEqual(['disabled:已满', 'unwait:退出候补']);
    expect(waitlistNote(waiting)).toBe('已加入候补，当前排第 2 位，有名额空出时将通过消息通知你');
    const offered = { ...term('full'), waitlist: { position: null, offerExpiresAt: '2026-12-01 12:00:00' } };
    expect(labels(campActions(camp, offered, false))).toEqual(['enrol:立即报名']);
    expect(waitlistNote(offered)).toBe('候补名额已为你保留至 2026-12-01 12:00:00，请尽快报名');
    expect(waitlistNote(term('full'))).toBeNull();
  });
});
