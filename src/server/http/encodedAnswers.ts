import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { BodyEncoding } from './sendEncoded';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** An answer's body in an encoding the request accepts (what sendEncoded sends). */
export type EncodedAnswer = (encoding: BodyEncoding) => Buffer | Promise<Buffer>;

/**
 * An answer serialised once and encoded once per encoding, when first asked for in it: `encode` makes the
 * encoded body from the JSON.
 */
export function keptEncodings(answer: unknown, encode: (encoding: 'br' | 'gzip', json: Buffer) => Buffer | Promise<Buffer>): EncodedAnswer {
  const json = Buffer.from(JSON.stringify(answer));
  const encoded = new Map<BodyEncoding, Buffer | Promise<Buffer>>();
  return (encoding) => {
    if (encoding === 'identity') return json;
    let body = encoded.get(encoding);
    if (!body) encoded.set(encoding, (body = encode(encoding, json)));
    return body;
  };
}

/** Brotli at its best quality (too slow to run per request; run on the thread pool, so other requests go on) or gzip at its best level. */
const bestEncoding = (encoding: 'br' | 'gzip', json: Buffer) =>
  encoding === 'br'
    ? brotli(json, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      })
    : gzipped(json, { level: zlib.Z_BEST_COMPRESSION });

/**
 * Answers that are the same for every caller under a key (the composed config of a regulator), kept encoded
 * (keptEncodings) at the best compression. All are dropped when the generation changes (a hot reload).
 * Returns, for a key, the body in an encoding (sendEncoded).
 */
export function createEncodedAnswers() {
  let generation: string | undefined;
  const kept = new Map<string, EncodedAnswer>();
  return (current: string, key: string, answer: () => unknown): EncodedAnswer => {
    if (current !== generation) {
      kept.clear();
      generation = current;
    }
    let entry = kept.get(key);
    if (!entry) kept.set(key, (entry = keptEncodings(answer(), bestEncoding)));
    return entry;
  };
}
