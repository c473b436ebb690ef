import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemoDataIfEmpty } from '../../../server/seed/demo-data';
import { openBenchRuntime } from '../../../scripts/support/bench-runtime';

/**
 * The data folder `npm start` makes on its first start (schema, demo content, the demo accounts'
 * passwords in demo-accounts.txt), made once for the browser suite: a file that wants the demo
 * starts its server on a copy (site.ts, `openSite({ demo: true })`) instead of seeding again.
 */
export async function demoDataTemplate(): Promise<{ dir: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-e2e-demo-'));
  const runtime = await openBenchRuntime(dir);
  try {
    const accounts = await seedDemoDataIfEmpty(runtime.ports, dir);
    if (!accounts) throw new Error('The demo template was not empty');
  } finally {
    await runtime.close();
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
