import { existsSync } from 'node:fs';

/** Debian's chromium where it exists (browsers cannot be downloaded on every machine); else Playwright's own. */
export const chromiumPath: string | undefined = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Chromium on a closed network, for the e2e tests and the benches: nothing in the background that calls out or competes. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's launch options for that Chromium. */
export const chromiumLaunchOptions = { ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs };
