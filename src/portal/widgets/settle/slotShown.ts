import { createContext, useContext } from 'react';

/**
 * Whether the widget's slot is shown (WidgetHost keeps the slots below an unsettled one in place, unseen).
 * A widget whose size is fixed in advance (a chart's kept box) leaves costly drawing until it is seen:
 * that work would otherwise hold back the paint of what is shown above it.
 */
export const SlotShownContext = createContext(true);

export const useSlotShown = (): boolean => useContext(SlotShownContext);
