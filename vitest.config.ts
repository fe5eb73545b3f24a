import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['tests/{engine,server,cli,lint,replay}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'portal',
          include: ['tests/portal/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/portal/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
