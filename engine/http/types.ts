/** Toast kinds of specification section 8. */
export type ToastKind = 'error' | 'warning' | 'info' | 'success';

/** The UI effects of the HTTP policy, injected so the policy is testable without a browser. */
export interface HttpPorts {
  notify(kind: ToastKind, message: string): void;
  signOut(reason: string): void;
  /** Called with true when the loading overlay should show, false when it should close. */
  setLoading(visible: boolean): void;
  /** The translation of a key, or undefined when the key has none. */
  translate(key: string, values?: Record<string, string>): string | undefined;
  /** Code 540: check the trading accounts and flag when any is submitted. */
  onAccountSubmittedCheck(): void;
  /**
   * Loads the sanitiser for text from responses the config names (http.sanitizedResponses; DOMPurify in the
   * browser). Asked for only when such a response arrives, so the sanitiser stays out of the page's first load.
   */
  sanitizer(): Promise<(text: string) => string>;
  /**
   * Answers a prompt code (config prompts: step-up factors, captcha) by asking the user; resolves
   * with what to add to the call before retrying it, or undefined when the user gave up.
   */
  prompt?(kind: PromptKind, data: unknown, call: ApiCall): Promise<CallPatch | undefined>;
}

export type PromptKind = 'stepUp' | 'captcha';

/** What a prompt adds to a call before it is sent again. */
export interface CallPatch {
  mfa?: MultiAuthValues;
  body?: Record<string, unknown>;
}

/** The values the client sends with every request; all optional until known. */
export interface HttpSession {
  sourceToken(): string;
  xtoken(): string | undefined;
  /** The per-session anti-forgery token, sent on state-changing calls (a browser signed in by its HttpOnly cookie). */
  csrfToken?(): string | undefined;
  /** The config studio's preview token, sent in place of a session by the portal inside the studio's preview frame. */
  studioPreview?(): string | undefined;
  sessionIds(): { sessionId?: string; sessionInternalId?: string };
  language(): string | undefined;
  /** Present only inside the mobile app. */
  app(): { appUserId?: string; appToken?: string; sign?: string; xtoken?: string; appSource?: string } | undefined;
  /** Contact and deposit e-mails for message placeholders. */
  contact(): { contactEmail: string; depositEmail: string };
}

/** Step-up factors sent in the multi-auth headers. */
export interface MultiAuthValues {
  emailTransactionId?: string;
  emailCode?: string;
  totpCode?: string;
  phoneTransactionId?: string;
  phoneCode?: string;
}

export interface ApiCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** A base path name of config/http.yaml ("web", "cp", "payment", ...). */
  base: string;
  /** Path after the base path. */
  path: string;
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  mfa?: MultiAuthValues;
  /** No toast for this call's failures (the caller shows them inline). */
  quiet?: boolean;
  /**
   * Nobody waits for this call (a poll, the shell's extras once the screen shows): it never covers the page
   * with the loading overlay, which is for what the user asked and waits for.
   */
  background?: boolean;
  signal?: AbortSignal;
  /** For a download: how much has arrived (bytes; total when known) and the rows the server announced (x-export-rows). */
  onProgress?(progress: DownloadProgress): void;
}

export interface DownloadProgress {
  loaded: number;
  total?: number;
  rows?: number;
}

/** A refused call: the envelope's code and message, or the HTTP failure's. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number | 'UNSAFE_MARKUP' | 'NETWORK' | 'TIMEOUT',
    message: string,
    readonly data: unknown = null,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
