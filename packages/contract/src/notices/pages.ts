/** The learner site's pages that notices open (the spec's route table). */

import { ProductTypes } from '../common.js';

/** The learner's orders list (我的课程 › 我的订单). */
export const LEARNER_ORDERS_PAGE = '/mycourses?index=2';
export const MEMBER_PAGE = '/member';
export const CITY_CENTER_APPLICATION_PAGE = '/single/citycenter';

export const coursePage = (courseId: number) => `/course/base/${courseId}`;
export const onlineCampPage = (campId: number) => `/trainingCamp/online/${campId}`;
export const courseworkPage = (assignmentId: number) => `/trainingCamp/work/${assignmentId}`;
export const livePage = (liveId: number) => `/live/${liveId}`;
export const enterpriseTaskPage = (taskId: number) => `/ent/base/task-detail/${taskId}`;
/** The certificate's public verification page, by its printed code (`ZX-…`). */
export const certificatePage = (printedCode: string) => `/cert/verify/${printedCode}`;

/** The page of what an order bought: a camp's, the membership's, or a course's or bundle's. */
export function productPage(productType: number, productId: number): string {
  switch (productType) {
    case ProductTypes.CAMP:
      return onlineCampPage(productId);
    case ProductTypes.VIP_PLAN:
      return MEMBER_PAGE;
    default:
      return coursePage(productId);
  }
}
