/** The studio's API (/web-api/studio/): every answer is the { code, data, msg } envelope. */
export const studioApiBase = '/web-api/studio/';

export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

export async function studioApi<T>(path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<T> {
  const res = await fetch(studioApiBase + path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await res.json().catch(() => ({ code: res.status, data: null, msg: res.statusText }))) as { code: number; data: T; msg: string };
  if (!res.ok || body.code !== 0) throw new StudioApiError(res.status, body.code, body.msg, body.data);
  return body.data;
}

export interface StaffMember {
  email: string;
  name: string;
  role: 'viewer' | 'editor';
}
