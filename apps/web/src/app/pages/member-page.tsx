import { ProductTypes } from '@zhixue/contract';
import { FlashSaleBar } from '@/features/flash-sales';
import { MemberRoute } from '@/features/membership/pages/member-page';

/**
 * /member: the membership page with each plan's flash sale (秒杀) in its card, stacked to the card's
 * width. Features do not import each other, so they meet here.
 */
export function Component() {
  return (
    <MemberRoute
      saleSlot={(planId) => (
        <FlashSaleBar product={{ productType: ProductTypes.VIP_PLAN, productId: planId }} compact />
      )}
    />
  );
}
