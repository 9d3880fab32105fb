import type { CampTerm, EnrolmentCard, OnlineCampDetail } from '@zhixue/contract';

/** What a button of the camp's purchase bar does. */
export type CampAction =
  | { kind: 'enrol'; label: '立即报名'; termId: number }
  | { kind: 'enrolled'; label: '立即报名'; trainingUserId: number }
  | { kind: 'study'; label: '立即学习'; trainingUserId: number }
  | { kind: 'enquire'; label: '咨询报名' }
  | { kind: 'member'; label: '开通会员' }
  | { kind: 'wait'; label: '加入候补'; termId: number }
  | { kind: 'unwait'; label: '退出候补'; termId: number }
  | { kind: 'disabled'; label: string };

/**
 * The enterprise/training purchase bar (spec section 2), decided from the server's answer: 即将开营
 * (disabled) with no term to offer; 咨询报名 for enquiry-only camps; otherwise by the chosen term:
 * 立即报名 while it enrols (the enrolled dialog when the learner is in it already), 已满, 即将开营,
 * 立即学习 for the learner's own running term. A full term offers its waiting list (加入候补, 退出候补
 * once on it), and 立即报名 to the learner a freed seat is held for. 开通会员 for non-members when the camp has a member
 * benefit and no activity applies.
 */
export function campActions(
  camp: Pick<OnlineCampDetail, 'enquire' | 'vip' | 'activityProductDetail' | 'termList'>,
  term: CampTerm | undefined,
  viewerIsVip: boolean,
): CampAction[] {
  const member: CampAction[] =
    camp.vip === 1 && !viewerIsVip && camp.activityProductDetail === null
      ? [{ kind: 'member', label: '开通会员' }]
      : [];
  if (camp.termList.length === 0 || !term) return [{ kind: 'disabled', label: '即将开营' }];
  const own = term.trainingUserId;
  // An enquiry camp enrols through customer service, but its learners study on the site like any other.
  if (camp.enquire === 1) {
    return own === null
      ? [{ kind: 'enquire', label: '咨询报名' }, ...member]
      : [{ kind: 'study', label: '立即学习', trainingUserId: own }];
  }
  switch (term.status) {
    case 'enrolling':
      return [
        own === null
          ? { kind: 'enrol', label: '立即报名', termId: term.id }
          : { kind: 'enrolled', label: '立即报名', trainingUserId: own },
        ...member,
      ];
    case 'full':
      if (own !== null) return [{ kind: 'study', label: '立即学习', trainingUserId: own }];
      if (term.waitlist?.offerExpiresAt) return [{ kind: 'enrol', label: '立即报名', termId: term.id }];
      return [
        { kind: 'disabled', label: '已满' },
        term.waitlist
          ? { kind: 'unwait', label: '退出候补', termId: term.id }
          : { kind: 'wait', label: '加入候补', termId: term.id },
      ];
    case 'upcoming':
      return own === null
        ? [{ kind: 'disabled', label: '即将开营' }, ...member]
        : [{ kind: 'enrolled', label: '立即报名', trainingUserId: own }];
    default:
      return own === null
        ? [{ kind: 'disabled', label: term.status === 'running' ? '已开营' : '已结营' }]
        : [{ kind: 'study', label: '立即学习', trainingUserId: own }];
  }
}

/**
 * The terms the learner is enrolled in, whichever term the bar shows: the page names them and leads
 * to their plan, so a learner finds their camp again from its page (an enquiry camp's included).
 */
export function enrolledTerms(
  camp: Pick<OnlineCampDetail, 'termList'>,
): Array<CampTerm & { trainingUserId: number }> {
  return camp.termList.filter(
    (term): term is CampTerm & { trainingUserId: number } => term.trainingUserId !== null,
  );
}

/** What the bar says of the learner's place on the chosen term's waiting list. */
export function waitlistNote(term: CampTerm | undefined): string | null {
  const place = term?.waitlist;
  if (!place || term?.trainingUserId !== null) return null;
  if (place.offerExpiresAt) return `候补名额已为你保留至 ${place.offerExpiresAt}，请尽快报名`;
  return `已加入候补，当前排第 ${place.position} 位，有名额空出时将通过消息通知你`;
}

export const TERM_STATUS_TEXT: Record<CampTerm['status'], string> = {
  upcoming: '即将开营',
  enrolling: '报名中',
  full: '已满',
  running: '进行中',
  ended: '已结营',
};

export const planPath = (trainingUserId: number) => `/trainingCamp/online/plan/${trainingUserId}`;
export const trialPlanPath = (trainingId: number) => `/trainingCamp/trial/plan/${trainingId}`;

/** Where an enrolment is studied: a term's plan, or a trial camp's own plan (kept per camp, not per term). */
export const enrolmentPath = (enrolment: Pick<EnrolmentCard, 'kind' | 'trainingId' | 'trainingUserId'>) =>
  enrolment.kind === 'trial' ? trialPlanPath(enrolment.trainingId) : planPath(enrolment.trainingUserId);
export const campOrderPath = (campId: number, termId: number) => `/order/${campId}?type=8&trainId=${termId}`;
export const campVideoPath = (trainingId: number, courseId: number) =>
  `/trainingCamp/video/${trainingId}?courseId=${courseId}`;
export const campExamPath = (examId: number) => `/trainingCamp/exam/${examId}`;
export const campWorkPath = (assignmentId: number) => `/trainingCamp/work/${assignmentId}`;
