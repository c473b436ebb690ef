import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiSummariesLeftOut } from './scripts/build/api-summaries.ts';
import { precompress } from './scripts/build/precompress.ts';
import { fontDisplayOptional } from './scripts/build/font-display.ts';
import { prerender } from './scripts/build/prerender.ts';
import { isStartUpModule } from './scripts/build/start-up-chunk.ts';
import { testSettings } from './scripts/testing/test-settings.ts';

// Inversify needs TypeScript's legacy (experimental) decorators, parameter decorators included.
// Oxc lowers them when told so; we set it here instead of relying on tsconfig detection.
const legacyDecorators = { decorator: { legacy: true } } as const;

export default defineConfig({
  plugins: [apiSummariesLeftOut(), react(), prerender(), precompress()],
  css: { postcss: { plugins: [fontDisplayOptional()] } },
  oxc: legacyDecorators,
  // The browser demo's 한글 documents (src/adapters/fake/demo-documents), imported as data.
  assetsInclude: ['**/*.hwpx'],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Chunks shared by pages are named by their hash alone: the start-up script lists each
        // page's shared chunks to preload them, and their names were 500 B of its gzip (issue 32).
        // So are the other lazily loaded modules (adapters, endpoint tables…: their ~50 names,
        // listed likewise, were 400 B of it with the events' pages, issue 33). Pages and the two
        // start-up groups keep their names (the build's reports), and so does the charts' drawing
        // (its tests find it by name).
        chunkFileNames: (chunk) =>
          (chunk.isDynamicEntry &&
            (chunk.name.endsWith('Page') || chunk.name.startsWith('draw-'))) ||
          chunk.name === 'framework' ||
          chunk.name === 'app'
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        codeSplitting: {
          groups: [
            {
              // The libraries every page starts with, in one file: one request instead of six,
              // and compressed together (issue 10). Libraries that load later stay apart.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata|xstate|@xstate[\\/]react|use-sync-external-store|fetch-retry)[\\/]/,
            },
            {
              // The app's own start-up modules in one file (scripts/build/start-up-chunk.ts).
              name: 'app',
              test: isStartUpModule,
            },
          ],
        },
      },
    },
  },
  // `npm run dev`: the API is the reference server started by `npm start` (port 8080).
  server: {
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:8080' },
  },
  test: {
    // Temporary folders in memory where there is room, and the property tests' seed (printed).
    env: testSettings(),
    // A worker per core (Vitest's default leaves one idle: half of this machine). The servers'
    // tests wait on loopback, PostgreSQL and worker threads as much as they compute.
    maxWorkers: '100%',
    // Files share a worker's modules rather than importing the server's 300 modules again each:
    // what a file sets up it tears down (docs/testing.md), and the set-up files reset the rest.
    isolate: false,
    // One command runs every suite; each project picks its own environment.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [
            'test/**/fixtures/**',
            'test/ui/**',
            'test/server/**',
            'test/security/**',
            'test/e2e/**',
          ],
          setupFiles: ['test/setup/node.ts', 'test/setup/property-seed.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          globalSetup: [
            'test/server/support/postgres-cluster.ts',
            'test/support/server-build-setup.ts',
          ],
          setupFiles: ['test/setup/property-seed.ts'],
          // A spy on a shared server's parts (useTestServer) must not outlive its test.
          restoreMocks: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Attacks on the real server from outside, one file per attack (issue 9), and requests
          // generated from the contract's schemas; SQLite and PostgreSQL like the server suite.
          name: 'security',
          environment: 'node',
          include: ['test/security/**/*.test.ts'],
          globalSetup: ['test/server/support/postgres-cluster.ts'],
          setupFiles: ['test/setup/property-seed.ts'],
          restoreMocks: true,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Whole flows in Debian's Chromium against the built SPA and the real server.
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/support/global-setup.ts', 'test/support/server-build-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each with its own server (loopback port 0, its own data folder)
          // and contexts in the run's one Chromium: one file alone left about 0.6 of the two
          // cores idle, waiting on the browser (386 s → 315 s here). After the other projects (a
          // group of its own, since its workers differ).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['test/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup/dom.ts', 'test/setup/property-seed.ts'],
          // Whole forms typed key by key in jsdom take seconds on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
      // `server/**` also matches test/server/…: test helpers and scripts are not the product.
      exclude: ['src/**/*.d.ts', 'src/main.tsx', 'server/main.ts', 'test/**', 'scripts/**'],
      // The HTML pages are for reading at a desk; CI (`CI` set) skips writing a thousand of them.
      reporter: process.env.CI
        ? ['text-summary', 'json-summary']
        : ['text-summary', 'json-summary', 'html'],
      // What the unit and server suites reached (issue 9), less a point (two for the server,
      // which was changing as it was measured), so that coverage cannot slide unnoticed.
      thresholds: {
        'src/domain/**': { lines: 95, statements: 95, functions: 95, branches: 90 },
        'src/application/**': { lines: 99, statements: 99, functions: 99, branches: 99 },
        'src/adapters/**': { lines: 95, statements: 95, functions: 92, branches: 89 },
        'server/**': { lines: 88, statements: 86, functions: 88, branches: 79 },
      },
    },
  },
});
