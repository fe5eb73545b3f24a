import type { PromotionView } from '../../../engine/api';
import { useApiQuery } from '../data';
import { promotionListCall } from '../app/openingReads';

/** The promotions of the signed-in user (server decides eligibility and reasons). */
export function usePromotions() {
  return useApiQuery<PromotionView[]>(promotionListCall);
}
