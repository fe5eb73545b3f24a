import { describe, expect, it, vi } from 'vitest';
import { ApiFailure, createHttpClient, createLoadingTracker, decideForCode, httpFailureText, type HttpPorts, type Timers } from '../../engine/http';
import { composed } from '../helpers/config';

const config = composed('au', 'vfsc');
const catalogue = config.errorCodes;

describe('the error catalogue, code class by code class (spec section 8)', () => {
  it.each(catalogue.successCodes)('success code %i resolves', (code) => {
    expect(decideForCode(catalogue, code)).toEqual({ kind: 'success' });
  });
  it.each(catalogue.silentCodes.filter((c) => !catalogue.successCodes.includes(c)))('silent code %i shows no toast', (code) => {
    expect(decideForCode(catalogue, code)).toEqual({ kind: 'silent' });
  });
  it('401 signs out', () => {
    expect(decideForCode(catalogue, 401)).toEqual({ kind: 'signOut' });
  });
  it.each([500, 501, 5100, 1001003001])('%i (>= 500) is an error toast after 50 ms', (code) => {
    expect(decideForCode(catalogue, code)).toEqual({ kind: 'toast', toast: 'error', delayMs: 50 });
  });
  it.each([1001003208, 1001003012])('%i is excepted from the error toast, and warns as >= 400', (code) => {
    expect(decideForCode(catalogue, code)).toEqual({ kind: 'toast', toast: 'warning' });
  });
  it.each([400, 404, 499, 421, 431, 303])('%i (>= 400, or 303) is a warning toast', (code) => {
    expect(decideForCode(catalogue, code)).toEqual({ kind: 'toast', toast: 'warning' });
  });
  it.each([1, 200, 302])('%i has no toast', (code) => {
    expect(decideForCode(catalogue, code)).toEqual({ kind: 'none' });
  });
  it('HTTP failures show the server text when it has at most 50 characters, else the generic message', () => {
    expect(httpFailureText(catalogue, 'Bad gateway', 'GENERIC')).toBe('Bad gateway');
    expect(httpFailureText(catalogue, 'x'.repeat(50), 'GENERIC')).toBe('x'.repeat(50));
    expect(httpFailureText(catalogue, 'x'.repeat(51), 'GENERIC')).toBe('GENERIC');
    expect(httpFailureText(catalogue, '<html><body>502</body></html>', 'GENERIC')).toBe('GENERIC');
  });
});

function manualTimers(): Timers & { flush(ms: number): void } {
  let now = 0;
  const pending: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    set: (fn, ms) => {
      const id = nextId++;
      pending.push({ at: now + ms, fn, id });
      return id;
    },
    clear: (id) => {
      const i = pending.findIndex((p) => p.id === id);
      if (i >= 0) pending.splice(i, 1);
    },
    flush(ms) {
      now += ms;
      for (const p of pending.filter((p) => p.at <= now)) {
        pending.splice(pending.indexOf(p), 1);
        p.fn();
      }
    },
  };
}

/** A request as the client hands it to fetch. */
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: string;
  signal: AbortSignal;
}

type Reply = { status?: number; data: unknown; headers?: Record<string, string> };

/** A server that never answers: the request ends only when its signal aborts (as fetch does). */
const hang = (request: Sent) =>
  new Promise<never>((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

function client(reply: (request: Sent) => Reply | Promise<never>, baseURL?: string) {
  const ports: HttpPorts & { toasts: [string, string][] } = {
    toasts: [],
    notify: vi.fn((kind, message) => ports.toasts.push([kind, message])),
    signOut: vi.fn(),
    setLoading: vi.fn(),
    translate: (key, values) =>
      key === 'errorCode.421' ? `Invalid: ${values?.contactEmail}` : key === 'error.generic' ? 'GENERIC' : key === 'error.timeout' ? 'TOO LONG' : undefined,
    onAccountSubmittedCheck: vi.fn(),
    sanitizer: vi.fn(async () => (t: string) => t.replace(/<[^>]*>/g, '')),
  };
  const sent: Sent[] = [];
  const fetchStub: typeof fetch = async (input, init = {}) => {
    const request = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body,
      ...(init.credentials ? { credentials: init.credentials } : {}),
      signal: init.signal!,
    };
    sent.push(request);
    const r = await reply(request);
    const raw = r.data instanceof ArrayBuffer || r.data instanceof ReadableStream || typeof r.data === 'string';
    return new Response(raw ? (r.data as BodyInit) : JSON.stringify(r.data), { status: r.status ?? 200, headers: r.headers ?? {} });
  };
  const timers = manualTimers();
  const http = createHttpClient({
    config,
    ports,
    fetch: fetchStub,
    timers,
    ...(baseURL !== undefined ? { baseURL } : {}),
    session: {
      sourceToken: () => 'au-cp',
      xtoken: () => 'tok',
      csrfToken: () => 'csrf-of-session',
      sessionIds: () => ({ sessionId: 's1' }),
      language: () => 'en_US',
      app: () => ({ appUserId: 'app-1', appToken: 'at', sign: 'sg' }),
      contact: () => ({ contactEmail: 'support@x.example', depositEmail: 'dep@x.example' }),
    },
  });
  return { http, ports, sent, timers };
}

/** Lets the client's pending promise callbacks run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the HTTP client policy', () => {
  it('sends the base path, the common headers, the multi-auth values and, in the app, the app headers', async () => {
    const { http, sent } = client(() => ({ data: { code: 0, data: { ok: 1 }, msg: '' } }));
    await expect(http.call({ method: 'GET', base: 'cp', path: 'profile/info', mfa: { totpCode: '123456' } })).resolves.toEqual({ ok: 1 });
    const h = sent[0]!.headers;
    expect(sent[0]!.url).toBe('/web-api/cp/api/profile/info');
    expect(sent[0]!.credentials).toBe('same-origin');
    expect(h).toMatchObject({
      'X-Source-Token': 'au-cp',
      'X-Token': 'tok',
      'X-Session-Id': 's1',
      'Cache-Control': 'no-cache',
      'X-Mfa-Totp-Code': '123456',
      'X-App-User-Id': 'app-1',
      'X-App-Sign': 'sg',
      'X-Lang': 'en_US',
    });
    expect(h['X-Timezone-Offset']).toMatch(/^-?\d+$/);
    expect(h['X-App-Source']).toBeUndefined();
  });

  it("sends the session's csrf token on state-changing calls only (the cookie session's CSRF defence)", async () => {
    const { http, sent } = client(() => ({ data: { code: 0, data: null, msg: '' } }));
    await http.call({ method: 'GET', base: 'cp', path: 'profile/info' });
    await http.call({ method: 'POST', base: 'web', path: 'logout', body: {} });
    expect(sent[0]!.headers['X-Csrf-Token']).toBeUndefined();
    expect(sent[1]!.headers['X-Csrf-Token']).toBe('csrf-of-session');
  });

  it("blocks a POST body with markup before sending, with the spec's message", async () => {
    const { http, sent, ports } = client(() => ({ data: { code: 0, data: null } }));
    await expect(http.call({ method: 'POST', base: 'web', path: 'userProfile/setlanguage', body: { note: '<script>x</script>' } })).rejects.toMatchObject({
      code: 'UNSAFE_MARKUP',
    });
    expect(sent).toHaveLength(0);
    expect(ports.toasts).toEqual([['error', 'Unauthorized symbols detected. Please remove them and try again.']]);
  });

  it('401 signs out with reason timeout', async () => {
    const { http, ports } = client(() => ({ status: 401, data: { code: 401, data: null, msg: 'expired' } }));
    await expect(http.call({ method: 'GET', base: 'cp', path: 'profile/info' })).rejects.toBeInstanceOf(ApiFailure);
    expect(ports.signOut).toHaveBeenCalledWith('timeout');
  });

  it('>= 400: a warning with the translation keyed by the code and the contact e-mail placeholder', async () => {
    const { http, ports } = client(() => ({ status: 400, data: { code: 421, data: null, msg: 'invalid' } }));
    await expect(http.call({ method: 'POST', base: 'web', path: 'login', body: {} })).rejects.toMatchObject({ code: 421 });
    expect(ports.toasts).toEqual([['warning', 'Invalid: support@x.example']]);
  });

  it("Raw placeholders reach users (defect): {{detail}} takes the server's reason, {{until}} the lock's end, and a text still missing a value gives way to the server's sentence", async () => {
    const texts: Record<string, string> = {
      'errorCode.421': 'Some fields are not valid: {{detail}}',
      'errorCode.432': 'Too many failed sign-ins. Try again after {{until}}.',
      'errorCode.414': 'Enter {{nothing}}',
    };
    const interpolate = (key: string, values?: Record<string, unknown>) =>
      texts[key]?.replace(/\{\{(\w+)\}\}/g, (raw, name: string) => (values?.[name] === undefined ? raw : String(values[name])));
    const replies = [
      { status: 400, data: { code: 421, data: null, msg: 'invalid request: body/cardNumber must match pattern' } },
      { status: 429, data: { code: 432, data: { until: '2026-11-23 12:30 UTC' }, msg: 'locked' } },
      { status: 400, data: { code: 414, data: null, msg: 'The amount is too large.' } },
    ];
    const { http, ports } = client(() => replies.shift()!);
    ports.translate = interpolate;
    for (let i = 0; i < 3; i++) await http.call({ method: 'POST', base: 'web', path: 'login', body: {} }).catch(() => undefined);
    expect(ports.toasts.map(([, text]) => text)).toEqual([
      'Some fields are not valid: body/cardNumber must match pattern',
      'Too many failed sign-ins. Try again after 2026-11-23 12:30 UTC.',
      'The amount is too large.',
    ]);
  });

  it("a refusal's reason with its own text (data.detailKey) reads in the user's language: the date range's reason was the server's English inside a Spanish sentence", async () => {
    const texts: Record<string, string> = {
      'errorCode.443': 'El rango de fechas no es válido: {{detail}}',
      'error.dateRange.startAfterEnd': 'la fecha de inicio es posterior a la fecha de fin',
      'error.dateRange.tooLong': 'como máximo {{days}} días',
    };
    const interpolate = (key: string, values?: Record<string, unknown>) =>
      texts[key]?.replace(/\{\{(\w+)\}\}/g, (raw, name: string) => (values?.[name] === undefined ? raw : String(values[name])));
    const replies = [
      {
        status: 400,
        data: {
          code: 443,
          data: { detail: 'the start date is after the end date', detailKey: 'error.dateRange.startAfterEnd' },
          msg: 'The date range is not valid: the start date is after the end date.',
        },
      },
      {
        status: 400,
        data: {
          code: 443,
          data: { detail: 'at most 366 days', detailKey: 'error.dateRange.tooLong', days: 366 },
          msg: 'The date range is not valid: at most 366 days.',
        },
      },
    ];
    const { http, ports } = client(() => replies.shift()!);
    ports.translate = interpolate;
    for (let i = 0; i < 2; i++) await http.call({ method: 'GET', base: 'web', path: 'ibaccount/report/rebate' }).catch(() => undefined);
    expect(ports.toasts.map(([, text]) => text)).toEqual([
      'El rango de fechas no es válido: la fecha de inicio es posterior a la fecha de fin',
      'El rango de fechas no es válido: como máximo 366 días',
    ]);
  });

  it('>= 500: an error toast 50 ms later', async () => {
    const { http, ports, timers } = client(() => ({ status: 500, data: { code: 500, data: null, msg: 'down' } }));
    await expect(http.call({ method: 'GET', base: 'web', path: 'system/information' })).rejects.toMatchObject({ code: 500 });
    expect(ports.toasts).toEqual([]);
    timers.flush(50);
    expect(ports.toasts).toEqual([['error', 'down']]);
  });

  it('silent codes reject without a toast; 540 checks the trading accounts', async () => {
    const silent = client(() => ({ data: { code: 410, data: null, msg: '' } }));
    await expect(silent.http.call({ method: 'GET', base: 'web', path: 'x' })).rejects.toMatchObject({ code: 410 });
    expect(silent.ports.toasts).toEqual([]);
    const c540 = client(() => ({ data: { code: 540, data: null, msg: 'submitted' } }));
    await expect(c540.http.call({ method: 'GET', base: 'web', path: 'x' })).rejects.toMatchObject({ code: 540 });
    expect(c540.ports.onAccountSubmittedCheck).toHaveBeenCalled();
  });

  it('a download gives the file and its name; a refusal instead of the file is an envelope handled like any call', async () => {
    const csv = new TextEncoder().encode('a,b\r\n1,2').buffer;
    const file = client(() => ({ data: csv, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="clients.csv"' } }));
    await expect(file.http.download({ method: 'GET', base: 'web', path: 'ib/clients', params: { format: 'csv' } })).resolves.toEqual({
      bytes: csv,
      contentType: 'text/csv',
      fileName: 'clients.csv',
    });
    expect(file.sent[0]!.url).toBe('/web-api/api/ib/clients?format=csv');

    const refusal = new TextEncoder().encode(JSON.stringify({ code: 421, data: null, msg: 'too many rows' })).buffer;
    const refused = client(() => ({ status: 400, data: refusal, headers: { 'content-type': 'application/json' } }));
    await expect(refused.http.download({ method: 'GET', base: 'web', path: 'ib/clients' })).rejects.toMatchObject({ code: 421 });
    expect(refused.ports.toasts).toEqual([['warning', 'Invalid: support@x.example']]);
  });

  it('sanitises the responses config names, loading the sanitiser only when one arrives', async () => {
    const { http, ports } = client(() => ({ data: { code: 0, data: [{ message: 'Hi <img src=x onerror=alert(1)>there' }] } }));
    await expect(http.call({ method: 'GET', base: 'web', path: 'x' })).resolves.toEqual([{ message: 'Hi <img src=x onerror=alert(1)>there' }]);
    expect(ports.sanitizer).not.toHaveBeenCalled();
    await expect(http.call({ method: 'GET', base: 'web', path: 'home/activity/ticker' })).resolves.toEqual([{ message: 'Hi there' }]);
    expect(ports.sanitizer).toHaveBeenCalledTimes(1);
  });

  it('a non-envelope failure shows short server text, or the generic message', async () => {
    const short = client(() => ({ status: 502, data: 'Bad gateway' }));
    await expect(short.http.call({ method: 'GET', base: 'web', path: 'x' })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(short.ports.toasts).toEqual([['error', 'Bad gateway']]);
    const long = client(() => ({ status: 502, data: '<html>' + 'x'.repeat(100) }));
    await expect(long.http.call({ method: 'GET', base: 'web', path: 'x' })).rejects.toBeInstanceOf(ApiFailure);
    expect(long.ports.toasts).toEqual([['error', 'GENERIC']]);
  });

  it('a cancelled call never settles, whether cancelled before it is sent or while it waits, and shows nothing', async () => {
    const { http, ports } = client(hang);
    const settled = vi.fn();
    const before = new AbortController();
    before.abort();
    http.call({ method: 'GET', base: 'web', path: 'x', signal: before.signal }).then(settled, settled);
    const during = new AbortController();
    http.call({ method: 'GET', base: 'web', path: 'x', signal: during.signal }).then(settled, settled);
    await settle();
    during.abort();
    await settle();
    expect(settled).not.toHaveBeenCalled();
    expect(ports.toasts).toEqual([]);
  });

  it('the payment sort call has its own 450000 ms time-out, then rejects with TIMEOUT and a warning', async () => {
    const { http, ports, timers } = client(hang);
    const result = http.call({ method: 'POST', base: 'payment', path: 'pcs/v2/sort-info', body: {} });
    const settled = vi.fn();
    result.then(settled, settled);
    timers.flush(449_999);
    await settle();
    expect(settled).not.toHaveBeenCalled();
    timers.flush(1);
    await expect(result).rejects.toMatchObject({ code: 'TIMEOUT', message: 'TOO LONG' });
    expect(ports.toasts).toEqual([['warning', 'TOO LONG']]);
  });

  it('a call without an answer (offline, refused) rejects with NETWORK and the generic message', async () => {
    const { http, ports } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.call({ method: 'GET', base: 'web', path: 'x' })).rejects.toMatchObject({ code: 'NETWORK', message: 'GENERIC' });
    expect(ports.toasts).toEqual([['error', 'GENERIC']]);
  });

  it('sends the query parameters (undefined ones left out) and a JSON body; an API origin of its own gets the cookies too', async () => {
    const { http, sent } = client(() => ({ data: { code: 0, data: null } }), 'https://api.example/');
    await http.call({ method: 'POST', base: 'web', path: 'x', params: { page: 2, all: true, q: 'a b&c', none: undefined }, body: { amount: 5 } });
    expect(sent[0]!.url).toBe('https://api.example/web-api/api/x?page=2&all=true&q=a+b%26c');
    expect(sent[0]!.credentials).toBe('include');
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ amount: 5 });
  });

  it("a download reports its progress: the bytes so far against the server's length, and the rows it announced", async () => {
    const parts = ['a,b\r\n', '1,2\r\n', '3,4'].map((p) => new TextEncoder().encode(p));
    const body = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
    const headers = { 'content-type': 'text/csv', 'content-length': '13', 'x-export-rows': '2' };
    const { http, ports } = client(() => ({ data: body(), headers }));
    const progress: unknown[] = [];
    const file = await http.download({ method: 'GET', base: 'web', path: 'ib/clients', onProgress: (p) => progress.push(p) });
    expect(new TextDecoder().decode(file.bytes)).toBe('a,b\r\n1,2\r\n3,4');
    expect(progress).toEqual([
      { loaded: 5, total: 13, rows: 2 },
      { loaded: 10, total: 13, rows: 2 },
      { loaded: 13, total: 13, rows: 2 },
    ]);
    // A download with its own progress keeps the page usable: no overlay.
    expect(ports.setLoading).not.toHaveBeenCalled();

    // A compressed body's length counts other bytes than the stream gives: no total then.
    const encoded = client(() => ({ data: body(), headers: { ...headers, 'content-encoding': 'br' } }));
    const seen: unknown[] = [];
    await encoded.http.download({ method: 'GET', base: 'web', path: 'ib/clients', onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toEqual({ loaded: 13, rows: 2 });
  });
});

describe('the loading overlay', () => {
  it('shows while requests run and closes 500 ms after the last, unless another starts', () => {
    const timers = manualTimers();
    const setLoading = vi.fn();
    const tracker = createLoadingTracker(setLoading, 500, timers);
    tracker.begin();
    tracker.begin();
    expect(setLoading).toHaveBeenCalledWith(true);
    tracker.end();
    tracker.end();
    timers.flush(400);
    tracker.begin();
    timers.flush(200);
    expect(setLoading).toHaveBeenCalledTimes(1);
    tracker.end();
    timers.flush(500);
    expect(setLoading).toHaveBeenLastCalledWith(false);
  });

  it('the three configured requests skip the overlay', async () => {
    const { http, ports } = client(() => ({ data: { code: 0, data: {} } }));
    await http.call({ method: 'GET', base: 'web', path: 'ibaccount/getClientSwitch' });
    await http.call({ method: 'GET', base: 'web', path: 'tool/session-id' });
    await http.call({ method: 'GET', base: 'web', path: 'home/activity/ticker' });
    expect(ports.setLoading).not.toHaveBeenCalled();
    await http.call({ method: 'GET', base: 'cp', path: 'profile/info' });
    expect(ports.setLoading).toHaveBeenCalledWith(true);
  });

  it("a background call (a poll, the chat button's config) never shows the overlay", async () => {
    const { http, ports } = client(() => ({ data: { code: 0, data: {} } }));
    await http.call({ method: 'GET', base: 'web', path: 'notification/list', background: true });
    await http.call({ method: 'GET', base: 'web', path: 'support-chat/guest-config', quiet: true, background: true });
    expect(ports.setLoading).not.toHaveBeenCalled();
    await http.call({ method: 'GET', base: 'web', path: 'notification/list' });
    expect(ports.setLoading).toHaveBeenCalledWith(true);
  });
});

describe('prompt codes: step-up factors and captcha', () => {
  it('FACTORS_REQUIRED asks for the factors, then sends the call again with them in the multi-auth headers', async () => {
    const seen: Record<string, string>[] = [];
    const { http, ports } = client((request) => {
      const h = request.headers;
      seen.push(h);
      return h['X-Mfa-Totp-Code'] ? { data: { code: 0, data: 'done' } } : { status: 403, data: { code: 471, data: { factors: ['totp'] }, msg: 'confirm' } };
    });
    ports.prompt = vi.fn(async () => ({ mfa: { totpCode: '123456' } }));
    await expect(http.call({ method: 'POST', base: 'web', path: 'ibSDK/generateSecret', body: {} })).resolves.toBe('done');
    expect(ports.prompt).toHaveBeenCalledWith('stepUp', { factors: ['totp'] }, expect.objectContaining({ path: 'ibSDK/generateSecret' }));
    expect(seen).toHaveLength(2);
    expect(ports.toasts).toEqual([]);
  });

  it('a wrong step-up code keeps the dialog open (defect): the prompt comes back with the codes answered, the reason and the tries left', async () => {
    const { http, ports } = client((request) => {
      const h = request.headers;
      if (!h['X-Mfa-Email-Code']) return { status: 403, data: { code: 471, data: { action: 'withdraw', factors: ['email'] }, msg: 'confirm' } };
      if (h['X-Mfa-Email-Code'] === '111111')
        return {
          status: 400,
          data: { code: 466, data: { stepUp: { action: 'withdraw', factors: ['email'], wrong: 'email', triesLeft: 9 } }, msg: 'The code is not correct.' },
        };
      return { data: { code: 0, data: 'done' } };
    });
    const answers = [{ mfa: { emailTransactionId: 'tx-1', emailCode: '111111' } }, { mfa: { emailTransactionId: 'tx-1', emailCode: '222222' } }];
    ports.prompt = vi.fn(async () => answers.shift());
    await expect(http.call({ method: 'POST', base: 'payment', path: 'withdrawal/applyWithdrawal', body: {}, quiet: true })).resolves.toBe('done');
    expect(ports.prompt).toHaveBeenNthCalledWith(
      2,
      'stepUp',
      {
        action: 'withdraw',
        factors: ['email'],
        wrong: 'email',
        triesLeft: 9,
        previous: { emailTransactionId: 'tx-1', emailCode: '111111' },
        failure: 'The code is not correct.',
      },
      expect.anything(),
    );
  });

  it('CAPTCHA_REQUIRED asks for a captcha and adds its token to the body; giving up rejects', async () => {
    const bodies: unknown[] = [];
    const { http, ports } = client((request) => {
      bodies.push(JSON.parse(String(request.body)));
      return { status: 400, data: { code: 476, data: null, msg: 'captcha' } };
    });
    ports.prompt = vi
      .fn()
      .mockResolvedValueOnce({ body: { captchaToken: 'tok' } })
      .mockResolvedValueOnce(undefined);
    await expect(http.call({ method: 'POST', base: 'web', path: 'login', body: { email: 'a@b.test' } })).rejects.toMatchObject({ code: 476 });
    expect(bodies).toEqual([{ email: 'a@b.test' }, { email: 'a@b.test', captchaToken: 'tok' }]);
  });
});
