// `npm run bench:check`: the benches of what a change most often slows without anyone seeing it,
// each compared with its last accepted figures (docs/bench-baseline.json, baseline.ts): the
// home route's JavaScript, the server's start on a seeded database and the signed-in path under
// load (without the sign-in flood). Exits non-zero when any of them regressed. Run it before a
// stop that touched the server's start, the home route or the signed-in path; BENCH_ACCEPT=1
// takes the new figures as the baseline. Not part of `npm test`: no test asserts a time.
import { spawn } from 'node:child_process';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const TSX = path.join(projectRoot, 'node_modules', '.bin', 'tsx');

const BENCHES: readonly (readonly string[])[] = [
  ['scripts/bench/home-route.ts'],
  ['scripts/bench/start-up.ts', '--runs', '5'],
  ['scripts/bench/server-load.ts', '--flood-seconds', '0'],
];

function run(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { cwd: projectRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const failed: string[] = [];
for (const bench of BENCHES) {
  if ((await run(bench)) !== 0) failed.push(path.basename(bench[0] ?? ''));
}
if (failed.length > 0) {
  console.error(`\nbench:check: regressed or failed: ${failed.join(', ')}`);
  process.exitCode = 1;
} else {
  console.info('\nbench:check: no regression against docs/bench-baseline.json');
}
