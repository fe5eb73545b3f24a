import type { DownloadProgress } from './types';

/**
 * A download's bytes. With a progress callback the body is read chunk by chunk, reporting the bytes so
 * far, the total when the server sent a length (not for an encoded body: its length counts the
 * compressed bytes, while the stream gives the decoded ones) and the rows it announced (x-export-rows).
 */
export async function readBytes(response: Response, onProgress?: (progress: DownloadProgress) => void): Promise<ArrayBuffer> {
  if (!onProgress || !response.body) return response.arrayBuffer();
  const length = response.headers.get('content-encoding') ? NaN : Number(response.headers.get('content-length') ?? NaN);
  const rows = Number(response.headers.get('x-export-rows') ?? NaN);
  const extra = { ...(length > 0 ? { total: length } : {}), ...(Number.isFinite(rows) ? { rows } : {}) };
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
    loaded += part.value.byteLength;
    onProgress({ loaded, ...extra });
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes.buffer;
}
