import type { PromotionView } from '../../../engine/api';
import { useApiQuery } from '../data';

/** The promotions of the signed-in user (server decides eligibility and reasons). */
export function usePromotions() {
  return useApiQuery<PromotionView[]>({ method: 'GET', base: 'cp', path: 'promotion/list' });
}
