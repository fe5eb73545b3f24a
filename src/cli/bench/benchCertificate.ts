import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate (PEM): a client that trusts it (ca) reaches the bench's servers over HTTPS. */
  cert: Buffer;
  key: Buffer;
  remove: () => void;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (openssl), for the benches that load pages over HTTPS and
 * HTTP/2 as a deployment serves them. Throws, saying why, where openssl is missing or fails.
 */
export function benchCertificate(): BenchCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (result.error || result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`openssl could not make a certificate: ${result.error?.message ?? result.stderr.trim()}`);
  }
  return { certFile, keyFile, cert: readFileSync(certFile), key: readFileSync(keyFile), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
