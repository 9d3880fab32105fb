import { type OrderType, ProductTypes } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import type { Session } from '../../platform/http/index.js';
import type { BuyerFlagsReader, CourseFactsReader } from '../catalog/index.js';
import { flashSaleFor } from '../flash-sales/index.js';
import { campOffer } from './camp-offer.js';
import { courseOffer } from './course-offer.js';
import { type Settled, settle } from './offer.js';
import { planOffer } from './plan-offer.js';

/** The order page's parameters, validated. */
export interface OrderTargetInput {
  id: number;
  type: OrderType;
  trainId?: number | undefined;
  flashSaleId?: number | undefined;
}

/**
 * The price of the order page's product for this learner now, or the refusal to show when there is
 * nothing to buy. The client's activityId is a hint only: the server applies whichever activity of
 * the product runs now. `factsOf` reads courses and bundles: order/settle and order/save pass the
 * same reader, so that the price shown is the price charged. It is the catalog's cache, which
 * every content change clears in every process (decision 0040); camps and plans are read fresh.
 */
export async function priceOrder(
  db: Database,
  factsOf: CourseFactsReader,
  buyerFlags: BuyerFlagsReader,
  session: Session,
  target: OrderTargetInput,
): Promise<Settled> {
  // 立即抢购: the sale is checked before the product, so that the crowd past its last unit is refused
  // on one read (flashSaleFor) rather than after the product's and the learner's too.
  const flash =
    target.flashSaleId === undefined
      ? null
      : await flashSaleFor(db, session.userId, target.flashSaleId, { type: target.type, id: target.id });
  const offer =
    target.type === ProductTypes.VIP_PLAN
      ? await planOffer(db, target.id)
      : target.type === ProductTypes.CAMP
        ? await campOffer(db, session, target.id, target.trainId)
        : await courseOffer(db, factsOf, buyerFlags, session, target.type, target.id);
  const settled = settle(offer, session.isVip);
  // The flash sale's price, when there is something to buy (not for a member who studies free).
  if (!flash || settled.priceKind === 'memberFree') return settled;
  return { offer, priceKind: 'flash', amount: flash.salePrice, flash };
}
