import type { PortalConfig } from '../config/portalConfig';
import { callUrl } from './callUrl';
import { createLoadingTracker, defaultTimers, type Timers } from './loadingTracker';
import { readBytes } from './readBytes';
import { decideForCode, httpFailureText } from './responsePolicy';
import { ApiFailure, type ApiCall, type CallPatch, type HttpPorts, type HttpSession, type PromptKind } from './types';
import { findUnsafeMarkup } from './unsafeMarkup';

export interface HttpClientOptions {
  config: Pick<PortalConfig, 'http' | 'errorCodes' | 'constants'>;
  ports: HttpPorts;
  session: HttpSession;
  /** Origin of the API; empty for the page's own origin. */
  baseURL?: string;
  /** A different transport (the platform fetch otherwise: a test's, or the portal's that notes what it asks) or timers (tests). */
  fetch?: typeof fetch;
  timers?: Timers;
}

export interface DownloadedFile {
  bytes: ArrayBuffer;
  contentType: string;
  /** From Content-Disposition, when the server names the file. */
  fileName?: string;
}

export interface PortalHttpClient {
  /**
   * Resolves with the envelope's data on a success code; rejects with ApiFailure otherwise. Prompt
   * codes (step-up factors, captcha) ask the user through ports.prompt and retry. Cancelled calls never settle.
   */
  call<T>(call: ApiCall): Promise<T>;
  /**
   * A file the server makes (CSV, XLSX export): its bytes and name on success; a refusal (a JSON
   * envelope instead of the file) is handled like any call's and rejects with ApiFailure.
   */
  download(call: ApiCall): Promise<DownloadedFile>;
}

/** An answer as the policy reads it: the body parsed as JSON when it is JSON, else its text; a download's bytes. */
interface Received {
  status: number;
  statusText: string;
  headers: Headers;
  data: unknown;
}

interface Envelope {
  code: number;
  data: unknown;
  msg?: string;
  errmsg?: string;
}

/** A code the user can answer (config prompts): carries what to ask for. */
class PromptRequired extends ApiFailure {
  constructor(
    readonly prompt: PromptKind,
    code: number,
    message: string,
    data: unknown,
    status: number,
  ) {
    super(code, message, data, status);
  }
}

/** A call is asked again at most this often (a wrong code, then a right one). */
const maxPrompts = 3;

/** Bodies the platform sends as they are (uploads); any other body is sent as JSON. */
const isRawBody = (body: unknown) => body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer;

/** The body: JSON when it parses, else the text itself (a proxy's error page, a bare message). */
const parseBody = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : text;
  } catch {
    return text;
  }
};

const isEnvelope = (body: unknown): body is Envelope => typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

/**
 * The HTTP client of specification sections 7 and 8, on the platform fetch (no library in the
 * portal's entry): base paths and headers from config, the unsafe-markup guard, the loading overlay,
 * the error catalogue's toasts, 401 sign-out, 540, per-call time-outs and response sanitising.
 * UI effects go through the injected ports.
 */
export function createHttpClient(options: HttpClientOptions): PortalHttpClient {
  const { config, ports, session } = options;
  const { http, errorCodes: catalogue, constants } = config;
  const timers = options.timers ?? defaultTimers;
  const baseURL = (options.baseURL ?? '').replace(/\/+$/, '');
  // The session cookie goes with every call: to the page's own origin by default, to an API origin of its own when one is set.
  const credentials: RequestInit['credentials'] = baseURL ? 'include' : 'same-origin';
  // Looked up per call, so a fetch installed after the client (a test's, a polyfill) is the one used.
  const transport: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const loading = createLoadingTracker(ports.setLoading, constants.loadingOverlay.closeDelayMs, timers);
  const generic = () => ports.translate(catalogue.httpFailure.genericMessageKey) ?? 'Error occurred while processing your request.';
  const toast = (kind: Parameters<HttpPorts['notify']>[0], message: string, delayMs?: number) =>
    delayMs ? timers.set(() => ports.notify(kind, message), delayMs) : ports.notify(kind, message);

  const headersFor = (call: ApiCall): Record<string, string> => {
    const h = http.headers;
    const out: Record<string, string> = {
      [h.sourceToken]: session.sourceToken(),
      [h.timezoneOffset]: String(new Date().getTimezoneOffset()),
      [h.noCache]: 'no-cache',
    };
    const put = (name: string, value: string | undefined) => {
      if (value) out[name] = value;
    };
    const ids = session.sessionIds();
    put(h.sessionId, ids.sessionId);
    put(h.sessionInternalId, ids.sessionInternalId);
    put(h.xtoken, session.xtoken());
    if (h.studioPreview) put(h.studioPreview, session.studioPreview?.());
    if (call.method !== 'GET') put(h.csrfToken, session.csrfToken?.());
    put(h.language, session.language());
    put(h.emailTransactionId, call.mfa?.emailTransactionId);
    put(h.emailCode, call.mfa?.emailCode);
    put(h.totpCode, call.mfa?.totpCode);
    put(h.phoneTransactionId, call.mfa?.phoneTransactionId);
    put(h.phoneCode, call.mfa?.phoneCode);
    const app = session.app();
    if (app) {
      const a = http.appHeaders;
      put(a.appUserId, app.appUserId);
      put(a.appToken, app.appToken);
      put(a.sign, app.sign);
      put(a.xtoken, app.xtoken ?? session.xtoken());
      put(a.appSource, app.appSource);
    }
    return out;
  };

  const sanitizeDeep = (value: unknown, sanitize: (text: string) => string): unknown => {
    if (typeof value === 'string') return sanitize(value);
    if (Array.isArray(value)) return value.map((v) => sanitizeDeep(v, sanitize));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeDeep(v, sanitize)]));
    return value;
  };

  /**
   * The catalogue text of a code; {{placeholders}} take the contact e-mails, the refusal's own data (amounts,
   * names) and its detail (the server's text after "reason: "). A text that would still show a raw
   * placeholder gives way to the server's own sentence: users never see "{{detail}}".
   */
  const messageFor = (code: number, serverMsg: string | undefined, data?: unknown) => {
    const detail = serverMsg?.includes(': ') ? serverMsg.split(': ').slice(1).join(': ') : undefined;
    const values = scalarValues(data);
    // A reason with its own text (data.detailKey: the date range's start after its end) reads in the user's language.
    const ownDetail = values.detailKey ? ports.translate(values.detailKey, values) : undefined;
    const text = ports.translate(`${catalogue.messageKeyPrefix}.${code}`, {
      ...(detail ? { detail } : {}),
      ...values,
      ...(ownDetail ? { detail: ownDetail } : {}),
      ...session.contact(),
    });
    return text !== undefined && !/\{\{\s*[\w.]+\s*\}\}/.test(text) ? text : httpFailureText(catalogue, serverMsg, generic());
  };

  /** The envelope's data on a success code (still to be sanitised when config names the path); throws ApiFailure otherwise. */
  const handleResponse = (call: ApiCall, response: Received): unknown => {
    const body: unknown = response.data;
    if (!isEnvelope(body)) {
      const text = httpFailureText(catalogue, typeof body === 'string' ? body : response.statusText, generic());
      if (!call.quiet) toast('error', text);
      throw new ApiFailure('NETWORK', text, null, response.status);
    }
    const decision = decideForCode(catalogue, body.code);
    if (decision.kind === 'success') {
      return body.data;
    }
    const message = messageFor(body.code, body.msg ?? body.errmsg, body.data);
    if (decision.kind === 'prompt' && decision.prompt && ports.prompt)
      throw new PromptRequired(decision.prompt, body.code, message, body.data, response.status);
    if (decision.kind === 'signOut') {
      ports.signOut(catalogue.signOut.reason);
    } else if (body.code === catalogue.accountSubmittedCheck) {
      ports.onAccountSubmittedCheck();
    }
    const toastKind = decision.kind === 'prompt' ? 'warning' : decision.toast;
    if ((decision.kind === 'toast' || decision.kind === 'prompt') && toastKind && !call.quiet) toast(toastKind, message, decision.delayMs);
    throw new ApiFailure(body.code, message, body.data, response.status);
  };

  const handleDownload = (call: ApiCall, response: Received): DownloadedFile => {
    const contentType = response.headers.get('content-type') ?? '';
    const bytes = response.data as ArrayBuffer;
    if (response.status < 400 && !contentType.includes('application/json')) {
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      return { bytes, contentType, ...(fileName ? { fileName } : {}) };
    }
    let body: unknown = '';
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      // Not an envelope: handled below as an HTTP failure.
    }
    handleResponse(call, { ...response, data: body });
    // A success envelope where a file was expected is a server fault.
    const text = generic();
    if (!call.quiet) toast('error', text);
    throw new ApiFailure('NETWORK', text, null, response.status);
  };

  const timeoutFor = (path: string) => constants.requestTimeouts.find((t) => t.path === path)?.timeoutMs;
  const countsForOverlay = (path: string) => !constants.loadingOverlay.skipRequests.includes(path);

  const send = <T>(call: ApiCall, asFile = false): Promise<T> => {
    const url = callUrl(http.basePaths, call, baseURL);
    if (!url) return Promise.reject(new ApiFailure('NETWORK', `unknown base path "${call.base}"`));
    if (call.method !== 'GET' && call.body !== undefined) {
      const unsafe = findUnsafeMarkup(call.body, http.unsafeMarkup.exemptFields);
      if (unsafe) {
        const message = ports.translate(catalogue.httpFailure.unsafeMarkupMessageKey) ?? 'Unauthorized symbols detected. Please remove them and try again.';
        ports.notify('error', message);
        return Promise.reject(new ApiFailure('UNSAFE_MARKUP', message, { field: unsafe.path }));
      }
    }
    // A download that shows its own progress keeps the page usable (no overlay).
    const counted = countsForOverlay(call.path) && !call.onProgress && !call.background;
    if (counted) loading.begin();
    const headers = headersFor(call);
    const sendsBody = call.method !== 'GET' && call.body !== undefined;
    if (sendsBody && !isRawBody(call.body)) headers['Content-Type'] = 'application/json';
    // The time-out covers the whole exchange, body included; the caller's signal cancels it too.
    const controller = new AbortController();
    const timeout = timeoutFor(call.path);
    let timedOut = false;
    const timer = timeout
      ? timers.set(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
    const cancel = () => controller.abort();
    if (call.signal?.aborted) cancel();
    call.signal?.addEventListener('abort', cancel);
    const exchange = async (): Promise<Received> => {
      const response = await transport(url, {
        method: call.method,
        headers,
        credentials,
        signal: controller.signal,
        ...(sendsBody ? { body: isRawBody(call.body) ? (call.body as RequestInit['body']) : JSON.stringify(call.body) } : {}),
      });
      // Every status is read as a response: the envelope decides.
      const data = asFile ? await readBytes(response, call.onProgress) : parseBody(await response.text());
      return { status: response.status, statusText: response.statusText, headers: response.headers, data };
    };
    const done = () => {
      if (timer !== undefined) timers.clear(timer);
      call.signal?.removeEventListener('abort', cancel);
      if (counted) loading.end();
    };
    return exchange().then(
      async (response) => {
        done();
        if (asFile) return handleDownload(call, response) as T;
        const data = handleResponse(call, response);
        // The sanitiser is loaded only when a response config names arrives: it stays out of the page's first load.
        return (http.sanitizedResponses.includes(call.path) ? sanitizeDeep(data, await ports.sanitizer()) : data) as T;
      },
      () => {
        done();
        // A cancelled call never settles: nobody is waiting for it any more.
        if (call.signal?.aborted) return new Promise<T>(() => undefined);
        if (timedOut) {
          const message = ports.translate(catalogue.httpFailure.timeoutMessageKey) ?? 'The request took too long.';
          if (!call.quiet) ports.notify('warning', message);
          throw new ApiFailure('TIMEOUT', message);
        }
        // No answer at all (offline, refused, blocked): the platform's words are not in the user's language.
        const text = generic();
        if (!call.quiet) ports.notify('error', text);
        throw new ApiFailure('NETWORK', text);
      },
    );
  };

  const call = async <T>(apiCall: ApiCall, prompts = 0, answered?: CallPatch): Promise<T> => {
    try {
      return await send<T>(apiCall);
    } catch (error) {
      if (!ports.prompt || !(error instanceof ApiFailure)) throw error;
      // A wrong step-up code: ask again (the server's lock ends this), keeping what was answered and saying why.
      const again = answered?.mfa ? wrongCodeRetry(error, answered) : undefined;
      if (!(error instanceof PromptRequired) && !again) throw error;
      // Step-up factors or a captcha: ask the user, then send the same call again with the answer.
      const [kind, data] = again ? (['stepUp', again] as const) : [(error as PromptRequired).prompt, error.data];
      const patch = again || prompts < maxPrompts ? await ports.prompt(kind, data, apiCall).catch(() => undefined) : undefined;
      if (!patch) throw error instanceof PromptRequired ? new ApiFailure(error.code, error.message, error.data, error.status) : error;
      const body = patch.body ? { ...(apiCall.body as Record<string, unknown> | undefined), ...patch.body } : apiCall.body;
      return call<T>(
        { ...apiCall, ...(patch.mfa ? { mfa: { ...apiCall.mfa, ...patch.mfa } } : {}), ...(body !== undefined ? { body } : {}) },
        prompts + 1,
        patch,
      );
    }
  };

  return { call: (apiCall) => call(apiCall), download: (apiCall) => send<DownloadedFile>(apiCall, true) };
}

/**
 * The step-up prompt to show again after a wrong code: the server's factors (data.stepUp, with the factor
 * that failed and the tries left), the codes already answered and the refusal's words; none when no try is left.
 */
function wrongCodeRetry(error: ApiFailure, answered: CallPatch): Record<string, unknown> | undefined {
  const stepUp = (error.data as { stepUp?: { triesLeft?: number } } | null)?.stepUp;
  if (!stepUp || !stepUp.triesLeft) return undefined;
  return { ...stepUp, previous: answered.mfa, failure: error.message };
}

/** The string and number fields of a refusal's data, as interpolation values. */
function scalarValues(data: unknown): Record<string, string> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => [k, String(v)]),
  );
}
