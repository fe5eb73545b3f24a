import { useTranslation } from 'react-i18next';
import type { CardView } from './fundsTypes';

/** A saved card as a list names it: its brand in the user's language and its last four digits ("Visa •••• 1111"). */
export function useCardLabel(): (card: Pick<CardView, 'brand' | 'last4'>) => string {
  const { t } = useTranslation();
  return (card) => `${t(`funds.cards.brand.${card.brand}`)} •••• ${card.last4}`;
}
