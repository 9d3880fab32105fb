import { type CourseDetail, ProductTypes } from '@zhixue/contract';
import { type PriceView, priceView } from '@/components/course-card';
import { formatPrice } from '@/lib/format';

/** What a buy-bar button does when clicked. */
export type BuyActionKind =
  /** Open /member. */
  | 'member'
  /** Open the order page. */
  | 'order'
  /** Start or continue studying (player, or a bundle's first course). */
  | 'study'
  /** Nothing: shown disabled. */
  | 'none';

export interface BuyAction {
  key: string;
  label: string;
  kind: BuyActionKind;
  /** The main call to action (filled button). */
  primary: boolean;
  disabled?: boolean;
}

export interface BuyBarState {
  /** The price line; null when the course is bought or free to the learner. */
  price: (PriceView & { activity?: boolean }) | null;
  actions: BuyAction[];
}

type BuyBarDetail = Pick<
  CourseDetail,
  | 'type'
  | 'buy'
  | 'charge'
  | 'price'
  | 'vip'
  | 'vipCharge'
  | 'vipPrice'
  | 'linePrice'
  | 'study'
  | 'canStudy'
  | 'activityProductDetail'
>;

function studyLabel(detail: BuyBarDetail, fresh: string): string {
  return detail.study === 1 ? '继续学习' : fresh;
}

/**
 * The individual site's buy bar (spec sections 4 and 6). Bought: a single course offers 立即学习 /
 * 继续学习, a bundle a disabled 已购买. Not bought: charge 0 offers 免费学习; a learner who may
 * already study it (a member on a VIP-only or member-free course, an enterprise licence) gets
 * 立即学习; charge 2 offers 开通会员; charge 1 offers 立即购买 and, with vip 1, for non-members the
 * member benefit (会员价 ¥x or 会员免费学) leading to the member page. A running activity replaces
 * the price with the activity price.
 */
export function buyBarState(detail: BuyBarDetail, viewerIsVip: boolean): BuyBarState {
  if (detail.buy === 1) {
    if (detail.type === ProductTypes.BUNDLE) {
      return {
        price: null,
        actions: [{ key: 'bought', label: '已购买', kind: 'none', primary: true, disabled: true }],
      };
    }
    return {
      price: null,
      actions: [{ key: 'study', label: studyLabel(detail, '立即学习'), kind: 'study', primary: true }],
    };
  }

  if (detail.charge === 0) {
    return {
      price: { kind: 'free', main: '免费' },
      actions: [{ key: 'study', label: studyLabel(detail, '免费学习'), kind: 'study', primary: true }],
    };
  }

  const activity = detail.activityProductDetail;
  const basePrice = priceView(detail, viewerIsVip);
  const price: BuyBarState['price'] =
    activity && detail.charge === 1
      ? {
          kind: 'paid',
          main: formatPrice(activity.activityPrice),
          original: formatPrice(Math.max(detail.price, detail.linePrice)),
          activity: true,
        }
      : basePrice;

  if (detail.canStudy) {
    return {
      price,
      actions: [{ key: 'study', label: studyLabel(detail, '立即学习'), kind: 'study', primary: true }],
    };
  }

  if (detail.charge === 2) {
    return {
      price,
      actions: [{ key: 'member', label: '开通会员', kind: 'member', primary: true }],
    };
  }

  const actions: BuyAction[] = [{ key: 'order', label: '立即购买', kind: 'order', primary: true }];
  if (detail.vip === 1 && !viewerIsVip) {
    actions.push({
      key: 'member',
      label: detail.vipCharge === 1 ? `会员价 ${formatPrice(detail.vipPrice)}` : '会员免费学',
      kind: 'member',
      primary: false,
    });
  }
  return { price, actions };
}
