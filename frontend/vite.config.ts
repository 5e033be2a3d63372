import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { staticGraphChunks } from './src/bundling/static-graph-chunks';

/**
 * Every build gets an id, written both into index.html (the id the running page was loaded with) and
 * into version.json (the id currently deployed). The shell polls version.json and offers "Reload" when
 * they differ (spec part 1 §4, new application version).
 */
function buildIdPlugin(): Plugin {
  const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'tutela-build-id',
    transformIndexHtml: (html) => html.replace('%TUTELA_BUILD_ID%', buildId),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
    },
  };
}

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePattern: '\\.spec\\.' }),
    react(),
    tailwindcss(),
    buildIdPlugin(),
    // A .br and a .gz beside every asset worth it, made once at build time at the highest levels: the server
    // (backend/src/web) sends the one the browser accepts, so nothing is compressed per request.
    compression({
      include: /\.(js|css|svg|json|ico|woff2?|ttf|map)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  resolve: {
    alias: {
      '@tutela/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // One chunk for what the entry needs, one for the login screen, one for the standard layout's shell, instead
        // of some sixty small ones (the login screen's before the shell's, so the login page never loads the shell).
        codeSplitting: {
          groups: [
            {
              name: staticGraphChunks({
                app: source('main.tsx'),
                login: `${source('routes/_blank/authentication/login.tsx')}?tsr-split=component`,
                shell: `${source('routes/_standard.tsx')}?tsr-split=component`,
              }),
            },
          ],
        },
      },
    },
  },
});
