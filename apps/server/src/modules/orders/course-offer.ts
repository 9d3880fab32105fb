import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import {
  type CourseFactsReader,
  decideCanStudy,
  readLearnerFlags,
  runningActivity,
} from '../catalog/index.js';
import type { Offer } from './offer.js';

/**
 * A single course (type 1) or a bundle (type 2) of the main site, priced by the catalog's own
 * rules from the facts `factsOf` reads (see priceOrder for which reader). The learner's own flags
 * are always read fresh.
 */
export async function courseOffer(
  db: Database,
  factsOf: CourseFactsReader,
  session: Session,
  type: 1 | 2,
  id: number,
): Promise<Offer> {
  const what = type === 1 ? '课程' : '套餐';
  const facts = await factsOf(id);
  if (!facts || facts.course.type !== type) throw new AppError('A0404', `${what}不存在`);
  const { course } = facts;
  if (course.charge === 0) throw new AppError('A0400', '免费课程无需购买，可直接学习');
  if (course.enquire === 1) throw new AppError('A0400', `该${what}需咨询购买，请联系客服`);

  const bundleIds = facts.containingBundles.map((bundle) => bundle.id);
  const learner = await readLearnerFlags(db, session, id, bundleIds);
  if (learner.bought) throw new AppError('A0409', `您已购买该${what}，可直接学习`);
  if (learner.ownsBundle) throw new AppError('A0409', '您已购买包含该课程的套餐，可直接学习');
  if (learner.licensed) throw new AppError('A0409', `您所在的企业已开通该${what}，可直接学习`);
  // Whatever else opens it for this learner is membership: VIP-only, member-free, or in such a bundle.
  const memberFree = decideCanStudy(facts, learner, session.isVip);
  if (course.charge === 2 && !memberFree)
    throw new AppError('A0400', `该${what}为会员专享，开通会员即可学习`);

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
  };
}
