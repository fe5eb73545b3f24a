import type { ToastKind } from '../../../engine/http';
import { createStore } from '../app/store';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

let nextId = 1;

/** Toasts waiting or showing; each removes itself after the configured duration. */
export const toastStore = createStore<Toast[]>([]);

export function pushToast(kind: ToastKind, message: string, durationMs: number): void {
  const id = nextId++;
  toastStore.set((all) => [...all.filter((t) => t.message !== message), { id, kind, message }]);
  setTimeout(() => toastStore.set((all) => all.filter((t) => t.id !== id)), durationMs);
}
