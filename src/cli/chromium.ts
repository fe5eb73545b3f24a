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

/** Playwright's launch options for that Chromium (the benches: the browser users run). */
export const chromiumLaunchOptions = { ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs };

/**
 * Debian's old headless shell where it exists, for the e2e tests: Chromium's renderer without the full browser's
 * GPU and UI processes, about a tenth less CPU per test on CI's two cores (what Playwright itself runs headless).
 */
const headlessShellPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);

/** Playwright's launch options for the e2e tests. */
export const e2eLaunchOptions = { ...(headlessShellPath ? { executablePath: headlessShellPath } : {}), args: chromiumArgs };
