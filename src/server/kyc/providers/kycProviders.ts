import type { PortalConfig } from '../../../../engine/config';
import type { UserRecord } from '../../users/userRecord';

/** Face verification statuses (faceVerificationStatus enumeration codes). */
export type FaceStatus = 'INIT' | 'PENDING' | 'SUCCESS' | 'REJECTED' | 'FAIL';

/** Electronic identity check of personal information (an ID3-style service). */
export interface Id3Provider {
  check(input: { config: PortalConfig; user: UserRecord; dateBirth: string; now: number }): { status: 'passed' | 'referred'; reason?: string };
}

/** The hosted verification service (Sumsub-style) that runs face verification. */
export interface FaceCheckProvider {
  readonly name: string;
  /** Where the hosted flow runs for this user (a URL the portal sends the user to). */
  jumpUrl(input: { config: PortalConfig; token: string }): string;
  /** The decision on a captured check, once the provider has one (undefined while it is deciding). */
  decide(input: { config: PortalConfig; capturedAt: number; now: number }): { status: Exclude<FaceStatus, 'INIT' | 'PENDING'>; reason?: string } | undefined;
}

/** The third-party verification providers the server talks to; ServerOptions may replace any. */
export interface KycProviders {
  id3: Id3Provider;
  faceCheck: FaceCheckProvider;
}
