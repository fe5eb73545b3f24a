import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/cli/projectRoot';
import { demoAppSecret, demoDataKey, demoStaffToken } from '../../src/server/context';
import { publicOriginFromEnv, tlsFromEnv } from '../../src/server/deploymentSecrets';

const bin = join(projectRoot, 'src/cli/portal.mjs');
const realSecrets = {
  PORTAL_APP_SECRET: 'a'.repeat(64),
  PORTAL_DATA_KEY: 'b'.repeat(64),
  PORTAL_STAFF_TOKEN: 'c'.repeat(64),
  PORTAL_PUBLIC_ORIGIN: 'https://portal.broker.example',
};
const withoutSecrets = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PORTAL_') && k !== 'NODE_ENV' && k !== 'HOST'));
const startArgs = () => [bin, 'start', '--no-build', '--quiet', '--port', '0', '--db', join(mkdtempSync(join(tmpdir(), 'portal-prod-')), 'p.db')];

function startOnce(env: Record<string, string | undefined>, extra: string[] = []) {
  return spawnSync(process.execPath, [...startArgs(), ...extra], { encoding: 'utf8', cwd: projectRoot, env, timeout: 20_000 });
}

describe('production refuses demo secrets', () => {
  it('attack: NODE_ENV=production with the README demo secrets -> exit 1 naming each secret', () => {
    const r = startOnce({
      ...withoutSecrets(),
      NODE_ENV: 'production',
      PORTAL_APP_SECRET: demoAppSecret,
      PORTAL_DATA_KEY: demoDataKey,
      PORTAL_STAFF_TOKEN: demoStaffToken,
    });
    expect(r.status).toBe(1);
    for (const name of ['PORTAL_APP_SECRET', 'PORTAL_DATA_KEY', 'PORTAL_STAFF_TOKEN']) expect(r.stderr).toContain(`${name} still has its demo value`);
  });

  it('attack: portal start --production with the secrets unset -> exit 1 naming each', () => {
    const r = startOnce(withoutSecrets(), ['--production']);
    expect(r.status).toBe(1);
    for (const name of ['PORTAL_APP_SECRET', 'PORTAL_DATA_KEY', 'PORTAL_STAFF_TOKEN']) expect(r.stderr).toContain(`${name} is not set`);
  });

  it('attack: one demo secret left among real ones -> refused, naming only that one', () => {
    const r = startOnce({ ...withoutSecrets(), ...realSecrets, NODE_ENV: 'production', PORTAL_STAFF_TOKEN: demoStaffToken });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('PORTAL_STAFF_TOKEN still has its demo value');
    expect(r.stderr).not.toMatch(/PORTAL_APP_SECRET (is not set|still)/);
  });

  it('with real secrets production starts, and listens on 127.0.0.1 unless HOST is set', async () => {
    const child = spawn(
      process.execPath,
      startArgs().filter((a) => a !== '--quiet'),
      { cwd: projectRoot, env: { ...withoutSecrets(), ...realSecrets, NODE_ENV: 'production' } },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('portal running')) resolve(out);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      expect(line).toContain('portal running: client portal http://localhost:');
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('the public origin links in e-mails start with (PORTAL_PUBLIC_ORIGIN)', () => {
  it('production without it is refused, naming it: an e-mail link must not guess where users reach the portal', () => {
    const { PORTAL_PUBLIC_ORIGIN: _unset, ...secrets } = realSecrets;
    const r = startOnce({ ...withoutSecrets(), ...secrets, NODE_ENV: 'production' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('PORTAL_PUBLIC_ORIGIN is not set');
  });

  it('an origin only, https in production; a demo server without it is reached on this machine at its port', () => {
    expect(publicOriginFromEnv({}, false, 8080)).toEqual({ origin: 'http://localhost:8080' });
    expect(publicOriginFromEnv({ PORTAL_PUBLIC_ORIGIN: 'https://portal.broker.example/' }, true, 8080)).toEqual({ origin: 'https://portal.broker.example' });
    expect(publicOriginFromEnv({ PORTAL_PUBLIC_ORIGIN: 'http://portal.broker.example' }, true, 8080)).toEqual({
      problem: 'PORTAL_PUBLIC_ORIGIN must use https in production: http://portal.broker.example',
    });
    expect(publicOriginFromEnv({ PORTAL_PUBLIC_ORIGIN: 'https://portal.broker.example/cp/' }, true, 8080)).toMatchObject({
      problem: expect.stringContaining('must be an origin only') as string,
    });
    expect(publicOriginFromEnv({ PORTAL_PUBLIC_ORIGIN: 'portal.broker.example' }, false, 8080)).toMatchObject({
      problem: expect.stringContaining('not an address') as string,
    });
    expect(publicOriginFromEnv({ PORTAL_PUBLIC_ORIGIN: 'ftp://portal.broker.example' }, false, 8080)).toMatchObject({
      problem: expect.stringContaining('https or http') as string,
    });
    expect(publicOriginFromEnv({}, false, 8443, true)).toEqual({ origin: 'https://localhost:8443' });
  });
});

describe('HTTPS of its own: PORTAL_TLS_CERT and PORTAL_TLS_KEY', () => {
  const fixture = (name: string) => join(projectRoot, 'tests/fixtures/tls', name);

  it('neither: plain HTTP; both: the two files read', () => {
    expect(tlsFromEnv({})).toEqual({});
    const both = tlsFromEnv({ PORTAL_TLS_CERT: fixture('localhost-cert.pem'), PORTAL_TLS_KEY: fixture('localhost-key.pem') });
    expect('tls' in both && both.tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
  });

  it('bad input: one without the other, or a file that cannot be read -> the problem, naming the variable and the file', () => {
    expect(tlsFromEnv({ PORTAL_TLS_CERT: fixture('localhost-cert.pem') })).toEqual({
      problem: 'PORTAL_TLS_KEY is not set (PORTAL_TLS_CERT and PORTAL_TLS_KEY go together)',
    });
    expect(tlsFromEnv({ PORTAL_TLS_CERT: fixture('missing.pem'), PORTAL_TLS_KEY: fixture('localhost-key.pem') })).toEqual({
      problem: `PORTAL_TLS_CERT cannot be read: ${fixture('missing.pem')} (ENOENT)`,
    });
  });

  it('bad input: the two swapped -> the problem names both files, before anything is built or seeded', () => {
    const swapped = tlsFromEnv({ PORTAL_TLS_CERT: fixture('localhost-key.pem'), PORTAL_TLS_KEY: fixture('localhost-cert.pem') });
    expect(swapped).toEqual({
      problem: expect.stringContaining(
        `PORTAL_TLS_CERT (${fixture('localhost-key.pem')}) and PORTAL_TLS_KEY (${fixture('localhost-cert.pem')}) are not a PEM certificate and its unlocked key`,
      ) as string,
    });
  });

  it('bad input: portal start with only the certificate -> exit 1 before listening, saying what is missing', () => {
    const r = startOnce({ ...withoutSecrets(), PORTAL_TLS_CERT: fixture('localhost-cert.pem') });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('PORTAL_TLS_KEY is not set');
  });
});
