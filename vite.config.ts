import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { landingWidgetModules } from './src/portal/build/landingWidgetModules.ts';
import { formValidatorsPlugin } from './src/portal/build/formValidatorsPlugin.ts';
import { precompressPlugin } from './src/portal/build/precompressPlugin.ts';
import { startupChunks } from './src/portal/build/startupChunks.ts';
import { widgetChunksPlugin } from './src/portal/build/widgetChunksPlugin.ts';

const root = fileURLToPath(new URL('./src/portal', import.meta.url));
const api = process.env.PORTAL_API ?? 'http://localhost:8080';
const outDir = fileURLToPath(new URL('./dist/portal', import.meta.url));
const registry = `${root}/widgets/registry.tsx`;
// Read when the build splits its chunks: the dev server never needs them.
const startup = startupChunks(
  `${root}/app/launch.ts`,
  `${root}/app/start.tsx`,
  () => landingWidgetModules(fileURLToPath(new URL('.', import.meta.url)), registry),
  [fileURLToPath(new URL('./engine/format/dates', import.meta.url))],
);

// Two portals from one source tree: the client portal (index.html) and the IB portal (ib/index.html).
// package.json says our modules have no side effects at import (none is imported for them alone): a page that takes one
// helper from an index (engine/config's) gets that helper, not every module of the index and the YAML and JSON Schema
// libraries they import (58 KB brotli on every page when the guard took viewUrl from engine/config).
export default defineConfig(({ command }) => ({
  root,
  base: '/',
  // React Router's package exports only its development build, whose dev warnings stay in a minified bundle; its
  // production build (the same code with them switched off) is what a built portal runs.
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : [],
  },
  plugins: [
    react(),
    startup.plugin,
    formValidatorsPlugin(fileURLToPath(new URL('./config/forms', import.meta.url))),
    widgetChunksPlugin(registry, `${root}/signUp/PublicCard.tsx`),
    precompressPlugin(fileURLToPath(new URL('./config/http.yaml', import.meta.url)), outDir),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // dist/portal/.vite/manifest.json: chunks and their imports, for `portal bench --only bundle`.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // Every browser the portal supports preloads modules itself: no polyfill chunk on the start-up path.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The config studio is an entry of its own: nothing of it lands in the portals' bundles.
      input: { cp: `${root}/index.html`, ib: `${root}/ib/index.html`, studio: `${root}/studio/index.html` },
      output: {
        codeSplitting: { groups: startup.groups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/web-api', '/hgw', '/translations', '/brand-images'].map((p) => [p, api])),
    fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] },
  },
}));
