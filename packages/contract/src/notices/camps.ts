import { defineNotices } from './define.js';
import { onlineCampPage } from './pages.js';

/** Training camps: an enrolment paid for, and a freed seat offered to the first learner waiting. */
export const campNotices = defineNotices({
  campEnrolled: {
    category: 'enrolment',
    text: (enrolment: { campId: number; campName: string }) => ({
      title: '训练营报名成功',
      body: `您已成功报名「${enrolment.campName}」，请按学习计划按时学习。`,
      link: onlineCampPage(enrolment.campId),
    }),
  },
  campSeatOffered: {
    category: 'enrolment',
    /** `heldUntil`: China time `YYYY-MM-DD HH:mm:ss`. */
    text: (offer: { campId: number; campName: string; termName: string; heldUntil: string }) => ({
      title: '候补名额已为你保留',
      body: `${offer.campName}（${offer.termName}）空出了一个名额，已为你保留至 ${offer.heldUntil}，请在此之前完成报名，逾期将顺延给下一位候补学员。`,
      link: onlineCampPage(offer.campId),
    }),
  },
});
