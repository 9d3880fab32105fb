import { ProductTypes } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import {
  type BuyerFlagsReader,
  type CourseFactsReader,
  decideCanStudy,
  runningActivity,
} from '../catalog/index.js';
import type { Offer } from './offer.js';

/**
 * A single course (type 1) or a bundle (type 2) of the main site, priced by the catalog's own
 * rules from the facts `factsOf` reads (see priceOrder for which reader). The learner's own flags
 * are always read fresh, with whether they hold a coupon usable now in the same statement.
 */
export async function courseOffer(
  db: Database,
  factsOf: CourseFactsReader,
  readBuyerFlags: BuyerFlagsReader,
  session: Session,
  type: 1 | 2,
  id: number,
): Promise<Offer> {
  const what = type === ProductTypes.COURSE ? '课程' : '套餐';
  const facts = await factsOf(id);
  if (!facts || facts.course.type !== type) throw new AppError('PRODUCT_NOT_FOUND', { product: what });
  const { course } = facts;
  if (course.charge === 0) throw new AppError('COURSE_IS_FREE');
  if (course.enquire === 1) throw new AppError('PRODUCT_ENQUIRE_ONLY', { product: what });

  const bundleIds = facts.containingBundles.map((bundle) => bundle.id);
  const learner = await readBuyerFlags(db, session, id, bundleIds);
  if (learner.bought) throw new AppError('ALREADY_BOUGHT', { product: what });
  if (learner.ownsBundle) throw new AppError('ALREADY_OWNS_BUNDLE');
  if (learner.licensed) throw new AppError('ALREADY_LICENSED', { product: what });
  // Whatever else opens it for this learner is membership: VIP-only, member-free, or in such a bundle.
  const memberFree = decideCanStudy(facts, learner, session.isVip);
  if (course.charge === 2 && !memberFree) throw new AppError('PRODUCT_MEMBERS_ONLY', { product: what });

  const activity = runningActivity(facts.activities);
  return {
    type,
    id,
    termId: null,
    name: course.name,
    picCover: course.picCover,
    termName: null,
    vipDays: null,
    linePrice: course.linePrice,
    price: course.price,
    vipPrice: course.vip === 1 && course.vipCharge === 1 ? course.vipPrice : null,
    activity,
    memberFree,
    holdsNoCoupon: !learner.holdsCoupon,
  };
}
