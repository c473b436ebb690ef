// The home route's JavaScript: `npm run bench` and `npm run bench:check` (alone: `npx tsx
// scripts/bench/home-route.ts`). Not part of `npm test`.
//
// Builds the SPA as `npm start` does (when stale) and adds up the gzip sizes (level 9, as the
// browser suite counts them) of the scripts the home page loads at once: its module script and every module it preloads
// (dist/pages/home.html, the pre-rendered home page). A size is the same on every machine, so it
// is compared with its baseline like CPU time (baseline.ts). The browser suite counts the same
// page's scripts as they arrive (test/e2e/public-site.test.ts, the 130 KB budget); this count
// reads a few hundred bytes lower (it leaves out what the page loads after it has started).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureSpaBuilt } from '../../server/spa-build';
import { reportAgainstBaseline } from './baseline';
import { startUpScripts } from './start-up-scripts';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const BUDGET_BYTES = 130_000;

async function main(): Promise<void> {
  await ensureSpaBuilt(projectRoot, (message) => console.info(message));
  const dist = path.join(projectRoot, 'dist');
  const html = fs.readFileSync(path.join(dist, 'pages', 'home.html'), 'utf8');
  const scripts = startUpScripts(html);
  let total = 0;
  console.info('\nThe home route’s JavaScript (gzip at level 9, as the browser suite counts it):');
  for (const script of scripts) {
    const file = path.join(dist, script.replace(/^\//u, ''));
    const bytes = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    total += bytes;
    console.info(`  ${path.basename(script).padEnd(40)} ${String(bytes).padStart(7)} B`);
  }
  console.info(
    `  ${'total'.padEnd(40)} ${String(total).padStart(7)} B   budget ${BUDGET_BYTES} B: ${total <= BUDGET_BYTES ? 'met' : 'NOT met'}`,
  );
  reportAgainstBaseline('home-route', [
    { name: 'JavaScript at start, gzip', value: total, unit: 'B', kind: 'size' },
  ]);
}

await main();
