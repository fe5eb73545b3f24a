import type { PortalConfig, PortalConfigLoad } from '../../engine/config';
import type { GuessLock } from './auth/guessLock';
import type { SessionService } from './auth/sessionService';
import type { OtpService } from './otp/otpService';
import type { LedgerService } from './ledger/ledgerService';
import type { SecretBox } from './auth/secretBox';
import type { TotpService } from './mfa/totpService';
import type { StepUpService } from './mfa/stepUpService';
import type { CaptchaService } from './captcha/captchaService';
import type { Clock } from './clock';
import type { Db } from './db/openDatabase';
import type { KycProviders } from './kyc/providers/kycProviders';
import type { LiveConfig } from './config/liveConfig';
import type { StaffService } from './studio/staffService';
import type { DraftChecker } from './studio/draftChecker';
import type { PreviewSessions } from './studio/previewSessions';

export interface ServerOptions {
  /** The brand this server runs (one brand per deployment); default: config/portal.yaml. */
  brand?: string;
  /** Secret the mobile app signs its login with (sign = HMAC-SHA256(secret, device:userToken)). */
  appSecret?: string;
  /** Directory of the built portal (dist/portal); none: the API only. */
  portalDir?: string;
  /** Serve the portals and the studio from the sources through Vite (HMR) instead of portalDir: `portal start --dev`. */
  dev?: boolean;
  /** Directory holding brands/ (for the brands' image sets); default: the package. */
  configRoot?: string;
  /** Marks cookies Secure (behind HTTPS). */
  secureCookies?: boolean;
  /**
   * Serve HTTPS itself with this certificate and key (PEM): HTTP/2, and HTTP/1.1 for clients without it. Without
   * them the server speaks plain HTTP/1.1 (the demo, or behind a proxy that ends TLS).
   */
  tls?: { cert: Buffer | string; key: Buffer | string };
  /** Passphrase of the key that encrypts secrets at rest (authenticator keys). */
  dataKey?: string;
  /** Log requests (pino) to stdout. */
  logger?: boolean;
  /** Directory uploaded KYC documents are stored in; default data/uploads of the package. */
  uploadDir?: string;
  /** Replacements for the local KYC providers (ID3, face check). */
  kycProviders?: Partial<KycProviders>;
  /** The token staff send to the back-office API (PORTAL_STAFF_TOKEN); default: the demo token. */
  staffToken?: string;
  /** Where users reach this portal (PORTAL_PUBLIC_ORIGIN, e.g. https://portal.example.com): links in e-mails start with it. Default: the demo's http://localhost:8080. */
  publicOrigin?: string;
}

/** What every route module and service gets: the database, the clock and the composed config. */
export interface ServerContext {
  db: Db;
  clock: Clock;
  /** The config being served (the last good one; hot reload swaps it). */
  readonly load: PortalConfigLoad;
  live: LiveConfig;
  brand: string;
  /** The composed config of the server's brand under a regulator (default: the brand's). */
  config(regulator?: string): PortalConfig;
  sessions: SessionService;
  /** The shared lock of password and authenticator guesses (sign-in limits). */
  guessLock: GuessLock;
  otp: OtpService;
  ledger: LedgerService;
  secretBox: SecretBox;
  totp: TotpService;
  stepUp: StepUpService;
  captcha: CaptchaService;
  appSecret: string;
  secureCookies: boolean;
  configRoot: string;
  uploadDir: string;
  kycProviders: KycProviders;
  staffToken: string;
  /** Where users reach this portal: the origin of every link an e-mail carries (portalLink). */
  publicOrigin: string;
  /** Staff accounts and sessions of the config studio. */
  staff: StaffService;
  /** The studio's `config check` of drafts, in a worker thread. */
  draftChecker: DraftChecker;
  /** The studio's previews of the real portal (a preview token in place of a session). */
  previews: PreviewSessions;
}

/** The demo server's own address; a real deployment sets PORTAL_PUBLIC_ORIGIN. */
export const demoPublicOrigin = 'http://localhost:8080';

/** The demo data key; a real deployment sets PORTAL_DATA_KEY. */
export const demoDataKey = 'demo-data-key-change-me';

/** The demo app secret; a real deployment sets PORTAL_APP_SECRET. */
export const demoAppSecret = 'demo-app-secret-change-me';

/** The demo staff token of the back-office API; a real deployment sets PORTAL_STAFF_TOKEN. */
export const demoStaffToken = 'demo-staff-token-change-me';
