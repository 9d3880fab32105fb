import { ProductTypes } from '@zhixue/contract';
import { OfflineCampRoute } from '@/features/camps/pages/offline-camp-page';
import { FlashSaleBar } from '@/features/flash-sales';

/**
 * /trainingCamp/offline/:id: the camps' page with the flash sale's bar (秒杀) under 立即报名.
 * Features do not import each other, so they meet here.
 */
export function Component() {
  return (
    <OfflineCampRoute
      saleSlot={({ campId }) => (
        <FlashSaleBar product={{ productType: ProductTypes.CAMP, productId: campId }} />
      )}
    />
  );
}
