import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../src/portal/build/precompressPlugin.ts';

const outDir = fileURLToPath(new URL('../../dist/floor', import.meta.url));

// The floor app, built like the portal (same target, same precompression) into dist/floor.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), precompressPlugin(fileURLToPath(new URL('../../config/http.yaml', import.meta.url)), outDir)],
  build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false, manifest: true },
});
