import type { PortalConfig } from '../../../engine/config';
import { hasUnsafeMarkup, type ApiCall } from '../../../engine/http';

interface Report {
  kind: 'error' | 'unhandledrejection';
  message: string;
  source?: string;
  line?: number;
  column?: number;
  stack?: string;
}

/** Whether config's errorReporting ignores a message: the cross-origin "Script error." and in-app bridge errors. */
export function isIgnoredMessage(config: PortalConfig, message: string): boolean {
  return config.constants.errorReporting.ignoreMessages.some((ignored) => message === ignored || message.includes(ignored));
}

const text = (value: unknown): string =>
  value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
/**
 * Cut to the server's limits; angle brackets become look-alikes, because the HTTP policy blocks any
 * POST carrying markup (spec section 5) and stacks are full of "<anonymous>".
 */
function cut(value: string | undefined, max: number): string | undefined {
  const text = value?.slice(0, max).replace(/</g, '‹').replace(/>/g, '›');
  return text !== undefined && hasUnsafeMarkup(text) ? '[markup removed]' : text;
}

/**
 * Error reporting (spec sections 8-9): uncaught errors and unhandled rejections are sent to the
 * server's error-report call when the environment is one config enables (production, uat); ignored
 * messages and repeats within this page load are not sent.
 */
export function installErrorReporting(config: () => PortalConfig, send: (call: ApiCall) => Promise<unknown>): () => void {
  const loadId = crypto.randomUUID();
  const sent = new Set<string>();
  const report = (r: Report) => {
    const current = config();
    const { environments } = current.constants.errorReporting;
    if (!environments.includes(current.constants.environment) || !r.message || isIgnoredMessage(current, r.message)) return;
    const key = [r.kind, r.message, r.source, r.line, r.column].join('|');
    if (sent.has(key)) return;
    sent.add(key);
    const body = {
      ...r,
      message: cut(r.message, 2000)!,
      stack: cut(r.stack, 4000),
      source: cut(r.source, 500),
      page: cut(window.location.pathname, 500),
      loadId,
    };
    send({ method: 'POST', base: 'web', path: 'error-report', body: JSON.parse(JSON.stringify(body)) as Record<string, unknown>, quiet: true }).catch(
      () => undefined,
    );
  };
  const onError = (event: ErrorEvent) =>
    report({
      kind: 'error',
      message: event.error instanceof Error ? text(event.error) : event.message,
      ...(event.filename ? { source: event.filename, line: event.lineno, column: event.colno } : {}),
      ...(event.error instanceof Error && event.error.stack ? { stack: event.error.stack } : {}),
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    report({
      kind: 'unhandledrejection',
      message: text(event.reason),
      ...(event.reason instanceof Error && event.reason.stack ? { stack: event.reason.stack } : {}),
    });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
