import { ProductTypes } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import {
  type BuyerFlags,
  type BuyerFlagsReader,
  type CourseFacts,
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
  const facts = sellableFacts(await factsOf(id), type);
  const bundleIds = facts.containingBundles.map((bundle) => bundle.id);
  return offerToBuyer(facts, await readBuyerFlags(db, session, id, bundleIds), session);
}

/** The flags of a buyer who holds neither the product nor a coupon usable now. */
export const HOLDS_NOTHING: BuyerFlags = {
  bought: false,
  ownsBundle: false,
  licensed: false,
  holdsCoupon: false,
};

const productWord = (type: 1 | 2) => (type === ProductTypes.COURSE ? '课程' : '套餐');

/** The facts of a course or bundle anyone may buy, or the refusal: not found, free, or enquire-only. */
export function sellableFacts(facts: CourseFacts | null, type: 1 | 2): CourseFacts {
  if (!facts || facts.course.type !== type) {
    throw new AppError('PRODUCT_NOT_FOUND', { product: productWord(type) });
  }
  if (facts.course.charge === 0) throw new AppError('COURSE_IS_FREE');
  if (facts.course.enquire === 1) throw new AppError('PRODUCT_ENQUIRE_ONLY', { product: productWord(type) });
  return facts;
}

/**
 * The offer of a sellable course or bundle to a buyer with these flags, or the refusal: one they
 * hold already, or members-only and they are not one.
 */
export function offerToBuyer(facts: CourseFacts, learner: BuyerFlags, session: Session): Offer {
  const { course } = facts;
  const type = course.type as 1 | 2;
  const what = productWord(type);
  if (learner.bought) throw new AppError('ALREADY_BOUGHT', { product: what });
  if (learner.ownsBundle) throw new AppError('ALREADY_OWNS_BUNDLE');
  if (learner.licensed) throw new AppError('ALREADY_LICENSED', { product: what });
  // Whatever else opens it for this learner is membership: VIP-only, member-free, or in such a bundle.
  const memberFree = decideCanStudy(facts, learner, session.isVip);
  if (course.charge === 2 && !memberFree) throw new AppError('PRODUCT_MEMBERS_ONLY', { product: what });

  return {
    type,
    id: course.id,
    termId: null,
    name: course.name,
    picCover: course.picCover,
    termName: null,
    vipDays: null,
    linePrice: course.linePrice,
    price: course.price,
    vipPrice: course.vip === 1 && course.vipCharge === 1 ? course.vipPrice : null,
    activity: runningActivity(facts.activities),
    memberFree,
    holdsNoCoupon: !learner.holdsCoupon,
  };
}
