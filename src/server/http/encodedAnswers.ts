import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { BodyEncoding } from './sendEncoded';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

interface Kept {
  json: Buffer;
  encoded: Map<BodyEncoding, Promise<Buffer>>;
}

/**
 * Answers that are the same for every caller under a key (the composed config of a regulator), serialised once
 * and encoded once per encoding: brotli at its best quality (too slow to run per request; run on the thread pool,
 * so other requests go on) or gzip at its best level. All are dropped when the generation changes (a hot reload).
 * Returns, for a key, the body in an encoding (sendEncoded).
 */
export function createEncodedAnswers() {
  let generation: string | undefined;
  const kept = new Map<string, Kept>();
  return (current: string, key: string, answer: () => unknown) => {
    if (current !== generation) {
      kept.clear();
      generation = current;
    }
    let entry = kept.get(key);
    if (!entry) kept.set(key, (entry = { json: Buffer.from(JSON.stringify(answer())), encoded: new Map() }));
    const { json, encoded } = entry;
    return (encoding: BodyEncoding): Buffer | Promise<Buffer> => {
      if (encoding === 'identity') return json;
      let body = encoded.get(encoding);
      if (!body) {
        body =
          encoding === 'br'
            ? brotli(json, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
                },
              })
            : gzipped(json, { level: zlib.Z_BEST_COMPRESSION });
        encoded.set(encoding, body);
      }
      return body;
    };
  };
}
