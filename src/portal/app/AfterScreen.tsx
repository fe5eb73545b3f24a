import type { ReactNode } from 'react';
import { useAfterScreen } from './useAfterScreen';

/** Renders its children once the screen has shown (useAfterScreen), or at once when `now` (the user asked for them). */
export function AfterScreen({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const ready = useAfterScreen();
  return ready || now ? children : null;
}
