import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { formValidatorsPlugin } from './src/portal/build/formValidatorsPlugin.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['tests/{engine,server,cli,lint,replay}/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share one module graph: the server, the config and the seeded demo database are
          // loaded once per worker, not once per file (a third of the CPU time of npm test's unit suite). None of these
          // files mocks a module; each makes its own server, clock and database. (The portal's files keep their own
          // graph and jsdom: several read module-level state, such as whether the first screen has shown.)
          isolate: false,
          // npm test runs this suite at the lowest priority beside the e2e suite: the CLI and replay tests that load the
          // whole config many times take 40-60 s on a busy 2-core machine.
          testTimeout: 120_000,
          // Seeding a server database in beforeAll takes seconds on a loaded 2-core machine.
          hookTimeout: 120_000,
        },
      },
      {
        // Forms render with the validators the build precompiles (virtual:form-validators).
        plugins: [react(), formValidatorsPlugin(fileURLToPath(new URL('./config/forms', import.meta.url)))],
        test: {
          name: 'portal',
          include: ['tests/portal/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/portal/setup.ts'],
          // npm test runs this suite at the lowest priority beside the e2e suite: a screen test of a few seconds
          // can wait its turn for a while.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
