import { defineNotices } from './define.js';
import { CITY_CENTER_APPLICATION_PAGE } from './pages.js';

type CityCenterVerdict =
  /** `contactMobile`: the applicant's phone, masked, which the staff will call; `note` is optional. */
  | { approved: true; city: string; contactMobile: string; note: string | null }
  /** A refusal always gives its reason (`note`). */
  | { approved: false; city: string; note: string };

/** Marketing: an operator decided a city-centre application. */
export const marketingNotices = defineNotices({
  cityCenterReviewed: {
    category: 'application',
    text: (verdict: CityCenterVerdict) => ({
      title: verdict.approved ? '城市中心申请已通过' : '城市中心申请未通过',
      body: verdict.approved
        ? `您提交的${verdict.city}城市中心申请已通过审核，工作人员将通过 ${verdict.contactMobile} 与您联系。` +
          (verdict.note ? `审核意见：${verdict.note}` : '')
        : // The sentence ends with its own full stop, whatever the operator ended the reason with.
          `您提交的${verdict.city}城市中心申请未通过审核，原因：${verdict.note.replace(/[。.！!]+$/u, '')}。您可以修改后重新提交。`,
      link: CITY_CENTER_APPLICATION_PAGE,
    }),
  },
});
