import { useQuery } from '@tanstack/react-query';
import { orderList, ProductTypes } from '@zhixue/contract';
import { call } from '@/lib/api';

/**
 * The learner's enrolment (trainingUserId) in a camp term, for the 你已报名本期训练营 dialog: the
 * settle refusal names no enrolment, and a paid camp order is how one joins a paid term, so the
 * learner's paid orders hold it. Null when none is found (the dialog then opens the camp's page).
 */
export async function findEnrolment(campId: number, termId: number | undefined): Promise<number | null> {
  const { list } = await call(orderList, { pageCurrent: 1, pageSize: 100, status: 'paid' });
  const order = list.find(
    (paid) =>
      paid.type === ProductTypes.CAMP && paid.productId === campId && (paid.trainId ?? undefined) === termId,
  );
  return order?.trainingUserId ?? null;
}

export function useEnrolment(campId: number, termId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'enrolment', campId, termId ?? null],
    queryFn: () => findEnrolment(campId, termId),
    enabled,
    meta: { silentError: true },
  });
}
