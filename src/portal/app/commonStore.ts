import { createStore } from './store';

/** The common store of spec section 3 (what the rest of it names lives in the session store, the i18n instance and the runtime). */
export interface CommonState {
  /** Whether the floating support-chat button shows (hidden while the chat is open, and until the chat has loaded). */
  isShowZendeskButton: boolean;
}

export const commonStore = createStore<CommonState>({ isShowZendeskButton: false });
