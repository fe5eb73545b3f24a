import type { PortalRuntime } from '../../app/runtime';

/**
 * Downloads a server-made export (CSV or XLSX) of a table: the same call with format and the
 * visible columns; a refusal (JSON envelope) is shown as a toast in the catalogue's words.
 */
export async function downloadExport(runtime: PortalRuntime, call: { base: string; path: string }, params: Record<string, string | number | boolean | undefined>, translate: (key: string, values?: Record<string, unknown>) => string): Promise<void> {
  const config = runtime.configStore.get();
  const url = new URL(config.http.basePaths[call.base] + call.path, window.location.origin);
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  const headers: Record<string, string> = {};
  const xtoken = runtime.session.xtoken();
  if (xtoken) headers[config.http.headers.xtoken] = xtoken;
  const response = await fetch(url, { credentials: 'same-origin', headers });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body = (await response.json().catch(() => ({}))) as { code?: number; data?: Record<string, unknown> | null; msg?: string };
    const key = `${config.errorCodes.messageKeyPrefix}.${body.code ?? ''}`;
    const text = translate(key, { ...(body.data ?? {}) });
    runtime.notify('warning', text === key ? (body.msg ?? translate('error.generic')) : text);
    return;
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `export.${String(params.format)}`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
