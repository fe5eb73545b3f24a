import type { FunctionPermission } from '../../../engine/kyc';
import { createStore } from '../app/store';

/** Why the KYC guide opens: a function the user lacks, or a level the user asked for. */
export interface GuideRequest {
  /** Function permission code (deposit 1, ...). */
  functionCode?: number;
  level?: number;
}

/** The KYC guide's open state; the host shows it as a drawer or navigates to its page (brand config). */
export const kycGuideStore = createStore<{ open: boolean; request: GuideRequest }>({ open: false, request: {} });

export function openKycGuide(request: GuideRequest): void {
  kycGuideStore.set({ open: true, request });
}

export function closeKycGuide(): void {
  kycGuideStore.set((s) => ({ ...s, open: false }));
}

/** The signed-in user's function permissions (profile/queryFunctionPermissionAll), for gating. */
export const permissionStore = createStore<{ userId?: number; level?: number; items?: FunctionPermission[] }>({});
