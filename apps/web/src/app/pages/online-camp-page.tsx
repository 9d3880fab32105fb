import { ProductTypes } from '@zhixue/contract';
import { OnlineCampRoute } from '@/features/camps/pages/online-camp-page';
import { FlashSaleBar } from '@/features/flash-sales';

/**
 * /trainingCamp/online/:id: the camps' page with the flash sale's bar (秒杀) in its purchase bar,
 * ordering the term the learner has picked. Features do not import each other, so they meet here.
 */
export function Component() {
  return (
    <OnlineCampRoute
      saleSlot={({ campId, termId }) => (
        <FlashSaleBar
          product={{ productType: ProductTypes.CAMP, productId: campId }}
          orderQuery={termId === undefined ? undefined : `trainId=${termId}`}
        />
      )}
    />
  );
}
