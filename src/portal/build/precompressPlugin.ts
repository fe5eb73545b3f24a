import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Every file under dir (recursively) that is worth compressing. */
function compressibleFiles(dir: string, minBytes: number): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(full, minBytes);
    return compressible.test(entry.name) && statSync(full).size >= minBytes ? [full] : [];
  });
}

/** Writes NAME.br (quality 11) and NAME.gz (level 9) beside every compressible file of dir. */
export function precompressDir(dir: string, minBytes: number): number {
  const files = compressibleFiles(dir, minBytes);
  for (const file of files) {
    const content = readFileSync(file);
    writeFileSync(
      file + '.br',
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    );
    writeFileSync(file + '.gz', gzipSync(content, { level: 9 }));
  }
  return files.length;
}

/**
 * After the build, precompresses the built files (brotli at its best quality, which is too slow per
 * request) so the server sends the variant the browser accepts as is. The minimum size is
 * config/http.yaml transfer.precompressMinBytes.
 */
export function precompressPlugin(httpConfigFile: string, outDir: string): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    closeBundle() {
      const http = parse(readFileSync(httpConfigFile, 'utf8')) as { transfer: { precompressMinBytes: number } };
      precompressDir(outDir, http.transfer.precompressMinBytes);
    },
  };
}
