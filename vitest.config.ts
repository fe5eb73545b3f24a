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
