import axios, { type AxiosAdapter, type AxiosInstance, type AxiosProgressEvent, type AxiosResponse } from 'axios';
import type { PortalConfig } from '../config/portalConfig';
import { createLoadingTracker, defaultTimers, type Timers } from './loadingTracker';
import { decideForCode, httpFailureText } from './responsePolicy';
import { ApiFailure, type ApiCall, type CallPatch, type DownloadProgress, type HttpPorts, type HttpSession, type PromptKind } from './types';
import { findUnsafeMarkup } from './unsafeMarkup';

export interface HttpClientOptions {
  config: Pick<PortalConfig, 'http' | 'errorCodes' | 'constants'>;
  ports: HttpPorts;
  session: HttpSession;
  /** Origin of the API; empty for the page's own origin. */
  baseURL?: string;
  /** For tests: a different transport or timers. */
  adapter?: AxiosAdapter;
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
  readonly axios: AxiosInstance;
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

const isEnvelope = (body: unknown): body is Envelope => typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

/**
 * The axios client of specification sections 7 and 8: base paths and headers from config, the
 * unsafe-markup guard, the loading overlay, the error catalogue's toasts, 401 sign-out, 540,
 * per-call time-outs and response sanitising. UI effects go through the injected ports.
 */
export function createHttpClient(options: HttpClientOptions): PortalHttpClient {
  const { config, ports, session } = options;
  const { http, errorCodes: catalogue, constants } = config;
  const timers = options.timers ?? defaultTimers;
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    // HTTP 401 and every other status is read as a response: the envelope decides.
    validateStatus: () => true,
    withCredentials: true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
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

  const sanitizeDeep = (value: unknown): unknown => {
    if (typeof value === 'string') return ports.sanitize(value);
    if (Array.isArray(value)) return value.map(sanitizeDeep);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeDeep(v)]));
    return value;
  };

  /**
   * The catalogue text of a code; {{placeholders}} take the contact e-mails, the refusal's own data (amounts,
   * names) and its detail (the server's text after "reason: "). A text that would still show a raw
   * placeholder gives way to the server's own sentence: users never see "{{detail}}".
   */
  const messageFor = (code: number, serverMsg: string | undefined, data?: unknown) => {
    const detail = serverMsg?.includes(': ') ? serverMsg.split(': ').slice(1).join(': ') : undefined;
    const text = ports.translate(`${catalogue.messageKeyPrefix}.${code}`, { ...(detail ? { detail } : {}), ...scalarValues(data), ...session.contact() });
    return text !== undefined && !/\{\{\s*[\w.]+\s*\}\}/.test(text) ? text : httpFailureText(catalogue, serverMsg, generic());
  };

  const handleResponse = <T>(call: ApiCall, response: AxiosResponse): T => {
    const body: unknown = response.data;
    if (!isEnvelope(body)) {
      const text = httpFailureText(catalogue, typeof body === 'string' ? body : response.statusText, generic());
      if (!call.quiet) toast('error', text);
      throw new ApiFailure('NETWORK', text, null, response.status);
    }
    const decision = decideForCode(catalogue, body.code);
    if (decision.kind === 'success') {
      return (http.sanitizedResponses.includes(call.path) ? sanitizeDeep(body.data) : body.data) as T;
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

  const handleDownload = (call: ApiCall, response: AxiosResponse): DownloadedFile => {
    const contentType = String(response.headers['content-type'] ?? '');
    const bytes = response.data as ArrayBuffer;
    if (response.status < 400 && !contentType.includes('application/json')) {
      const fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
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
    const prefix = http.basePaths[call.base];
    if (!prefix) return Promise.reject(new ApiFailure('NETWORK', `unknown base path "${call.base}"`));
    if (call.method !== 'GET' && call.body !== undefined) {
      const unsafe = findUnsafeMarkup(call.body, http.unsafeMarkup.exemptFields);
      if (unsafe) {
        const message = ports.translate(catalogue.httpFailure.unsafeMarkupMessageKey) ?? 'Unauthorized symbols detected. Please remove them and try again.';
        ports.notify('error', message);
        return Promise.reject(new ApiFailure('UNSAFE_MARKUP', message, { field: unsafe.path }));
      }
    }
    // A download that shows its own progress keeps the page usable (no overlay).
    const counted = countsForOverlay(call.path) && !call.onProgress;
    if (counted) loading.begin();
    const timeout = timeoutFor(call.path);
    return new Promise<T>((resolve, reject) => {
      instance
        .request({
          method: call.method,
          url: prefix + call.path,
          headers: headersFor(call),
          ...(call.params ? { params: call.params } : {}),
          ...(call.body !== undefined ? { data: call.body } : {}),
          ...(timeout ? { timeout } : {}),
          ...(call.signal ? { signal: call.signal } : {}),
          ...(asFile ? { responseType: 'arraybuffer' as const } : {}),
          ...(asFile && call.onProgress ? { onDownloadProgress: (e: AxiosProgressEvent) => call.onProgress!(downloadProgress(e)) } : {}),
        })
        .then(
          (response) => {
            if (counted) loading.end();
            try {
              resolve(asFile ? (handleDownload(call, response) as T) : handleResponse<T>(call, response));
            } catch (failure) {
              reject(failure as Error);
            }
          },
          (error: unknown) => {
            if (counted) loading.end();
            // A cancelled call never settles: nobody is waiting for it any more.
            if (axios.isCancel(error)) return;
            const code = (error as { code?: string }).code;
            if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
              const message = ports.translate(catalogue.httpFailure.timeoutMessageKey) ?? 'The request took too long.';
              if (!call.quiet) ports.notify('warning', message);
              reject(new ApiFailure('TIMEOUT', message));
              return;
            }
            const response = (error as { response?: AxiosResponse }).response;
            const text = httpFailureText(catalogue, response?.data ?? (error as Error).message, generic());
            if (!call.quiet) ports.notify('error', text);
            reject(new ApiFailure('NETWORK', text, null, response?.status));
          },
        );
    });
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

  return { call: (apiCall) => call(apiCall), download: (apiCall) => send<DownloadedFile>(apiCall, true), axios: instance };
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

/** A download's progress: bytes so far, the total when the server sent a length, the rows it announced. */
function downloadProgress(e: AxiosProgressEvent): DownloadProgress {
  const request = (e.event as { target?: { getResponseHeader?(name: string): string | null } } | undefined)?.target;
  const rows = Number(request?.getResponseHeader?.('x-export-rows') ?? NaN);
  return { loaded: e.loaded, ...(e.total ? { total: e.total } : {}), ...(Number.isFinite(rows) ? { rows } : {}) };
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
