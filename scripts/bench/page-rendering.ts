// The server's rendering of public pages with their content (issue 13, item 7): `npm run bench`
// (alone: `npx tsx scripts/bench/page-rendering.ts`, option --requests 40). Not part of
// `npm test`; no test asserts a time.
//
// Starts the server twice on the same seeded database (SQLite, demo data): as deployed
// (RENDER_PAGES=true) and with the build's pages alone (RENDER_PAGES=false). For the home page,
// the notice list, the newest notice and 연혁 it asks each page one request at a time and prints
// the median and 95th percentile of the whole answer, then 20 requests for the home page at
// once. The difference between the two servers is what rendering costs a visitor.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../support/server-process';

const { values: options } = parseArgs({ options: { requests: { type: 'string', default: '40' } } });
const REQUESTS = Number(options.requests);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-render-'));

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function timed(url: string): Promise<{ ms: number; rendered: boolean }> {
  const start = performance.now();
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  return { ms: performance.now() - start, rendered: html.includes('id="server-answers"') };
}

async function measure(render: boolean) {
  const server = await startServerProcess({
    cwd: projectRoot,
    dataDir,
    env: { RENDER_PAGES: String(render), RATE_LIMIT: 'off', LOG_LEVEL: 'warn' },
    timeoutMs: 300_000,
  });
  try {
    await server.ready;
    const list = (await (
      await fetch(`${server.baseUrl}/api/public/notices?page=1&size=1`)
    ).json()) as { data: { items: { noticeId: string }[] } };
    const noticeId = list.data.items[0]?.noticeId;
    const pages = [
      '/',
      '/association/notice',
      `/association/notice?id=${noticeId}`,
      '/introduce/history',
    ];
    const rows = [];
    for (const page of pages) {
      const times: number[] = [];
      let rendered = 0;
      for (let i = 0; i < 3; i += 1) await timed(`${server.baseUrl}${page}`);
      for (let i = 0; i < REQUESTS; i += 1) {
        const answer = await timed(`${server.baseUrl}${page}`);
        times.push(answer.ms);
        if (answer.rendered) rendered += 1;
      }
      rows.push({
        page: page.replace(/id=.*/u, 'id=…'),
        p50: quantile(times, 0.5).toFixed(1),
        p95: quantile(times, 0.95).toFixed(1),
        rendered: `${rendered}/${REQUESTS}`,
      });
    }
    const start = performance.now();
    const burst = await Promise.all(Array.from({ length: 20 }, () => timed(`${server.baseUrl}/`)));
    const burstMs = performance.now() - start;
    return { rows, burstMs, burstRendered: burst.filter((each) => each.rendered).length };
  } finally {
    server.child.kill('SIGTERM');
  }
}

try {
  for (const render of [true, false]) {
    const result = await measure(render);
    console.info(`\nRENDER_PAGES=${render} (ms, ${REQUESTS} requests each, one at a time)`);
    for (const row of result.rows)
      console.info(
        `  ${row.page.padEnd(28)} p50 ${row.p50}  p95 ${row.p95}  with content ${row.rendered}`,
      );
    console.info(
      `20 home page requests at once: all answered in ${result.burstMs.toFixed(0)} ms, ` +
        `${result.burstRendered} with content (the rest got the build's page: 4 render at once)`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
