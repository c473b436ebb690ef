import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptedBaseline,
  type Baseline,
  compareWithBaseline,
  reportAgainstBaseline,
} from '../../../scripts/bench/baseline';
import { startUpScripts } from '../../../scripts/bench/start-up-scripts';

/**
 * Issue 30: the benches remember their last accepted figures. CPU time and memory worse by more
 * than 25 % (a size by more than 2 %) are regressions that fail `npm run bench:check`; wall
 * times and rates are printed beside their baseline, never failed on.
 */
const BASELINE: Baseline = {
  'start-up': {
    'CPU until healthy (median)': { value: 800, unit: 'ms', kind: 'cpu' },
    'resident memory, idle (median)': { value: 120, unit: 'MiB', kind: 'memory' },
    'healthy, seeded database (median)': { value: 1000, unit: 'ms', kind: 'time' },
  },
  'server-load': { 'signed-in ping: rate': { value: 10_000, unit: 'req/s', kind: 'rate' } },
  'home-route': { 'JavaScript at start, gzip': { value: 129_000, unit: 'B', kind: 'size' } },
};

describe('the benches against their baseline', () => {
  it('calls CPU time and memory worse by more than 25 % a regression, and not less', () => {
    const [cpu, memory] = compareWithBaseline(
      'start-up',
      [
        { name: 'CPU until healthy (median)', value: 1001, unit: 'ms', kind: 'cpu' },
        { name: 'resident memory, idle (median)', value: 149, unit: 'MiB', kind: 'memory' },
      ],
      BASELINE,
    );
    expect(cpu).toMatchObject({ regression: true });
    expect(cpu?.ratio).toBeCloseTo(1.25125);
    expect(memory).toMatchObject({ regression: false });
    expect(memory?.ratio).toBeCloseTo(149 / 120);
  });

  it('prints a slower wall time or a lower rate beside the baseline without failing on it', () => {
    const [healthy] = compareWithBaseline(
      'start-up',
      [{ name: 'healthy, seeded database (median)', value: 3000, unit: 'ms', kind: 'time' }],
      BASELINE,
    );
    const [rate] = compareWithBaseline(
      'server-load',
      [{ name: 'signed-in ping: rate', value: 5000, unit: 'req/s', kind: 'rate' }],
      BASELINE,
    );
    expect(healthy).toMatchObject({ ratio: 3, regression: false });
    expect(rate).toMatchObject({ ratio: 2, regression: false });
  });

  it('holds a size to 2 %', () => {
    const compare = (value: number) =>
      compareWithBaseline(
        'home-route',
        [{ name: 'JavaScript at start, gzip', value, unit: 'B', kind: 'size' }],
        BASELINE,
      )[0]?.regression;
    expect(compare(131_500)).toBe(false);
    expect(compare(131_600)).toBe(true);
  });

  it('has nothing to compare a new figure with, or one whose unit changed', () => {
    const rows = compareWithBaseline(
      'start-up',
      [
        { name: 'a new figure', value: 5, unit: 'ms', kind: 'cpu' },
        { name: 'CPU until healthy (median)', value: 5, unit: 's', kind: 'cpu' },
      ],
      BASELINE,
    );
    expect(rows.map((row) => [row.ratio, row.regression])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it('takes a bench’s figures as its baseline, leaving the other benches’', () => {
    const accepted = acceptedBaseline(
      'start-up',
      [{ name: 'CPU until healthy (median)', value: 512.345, unit: 'ms', kind: 'cpu' }],
      BASELINE,
    );
    expect(accepted['start-up']).toEqual({
      'CPU until healthy (median)': { value: 512.35, unit: 'ms', kind: 'cpu' },
    });
    expect(accepted['home-route']).toEqual(BASELINE['home-route']);
  });
});

describe('reporting against the baseline file', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-baseline-'));
  const file = path.join(folder, 'bench-baseline.json');
  afterEach(() => {
    process.exitCode = undefined;
    vi.unstubAllEnvs();
  });

  it('fails the run on a regression, and writes nothing', () => {
    fs.writeFileSync(file, JSON.stringify(BASELINE));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    reportAgainstBaseline(
      'start-up',
      [{ name: 'CPU until healthy (median)', value: 2000, unit: 'ms', kind: 'cpu' }],
      file,
    );
    expect(process.exitCode).toBe(1);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(BASELINE);
  });

  it('with BENCH_ACCEPT=1 takes the figures as the baseline instead', () => {
    fs.writeFileSync(file, JSON.stringify(BASELINE));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubEnv('BENCH_ACCEPT', '1');
    reportAgainstBaseline(
      'start-up',
      [{ name: 'CPU until healthy (median)', value: 2000, unit: 'ms', kind: 'cpu' }],
      file,
    );
    expect(process.exitCode).toBeUndefined();
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as Baseline;
    expect(written['start-up']?.['CPU until healthy (median)']?.value).toBe(2000);
  });
});

describe('the home route’s scripts', () => {
  it('are the module scripts and module preloads of the page, once each', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/framework-b.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/index-a.js">' +
      '<link rel="stylesheet" href="/assets/app-c.css">';
    expect(startUpScripts(html)).toEqual(['/assets/index-a.js', '/assets/framework-b.js']);
  });
});
