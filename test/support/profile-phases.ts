import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Where the suite's time goes, for `npm run test:profile` (scripts/testing/profile.ts): each
 * phase of set-up (a server's start, a database reset, the browser's start…) is timed and, when
 * TEST_PROFILE_DIR is set, appended as one JSON line to a file of this worker's. Otherwise this
 * only runs the work.
 */
export async function timedPhase<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const directory = process.env.TEST_PROFILE_DIR;
  if (!directory) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    const milliseconds = performance.now() - started;
    fs.mkdirSync(directory, { recursive: true });
    fs.appendFileSync(
      path.join(directory, `phases-${process.pid}-${threadId}.jsonl`),
      `${JSON.stringify({ phase, milliseconds, file: testFile() })}\n`,
    );
  }
}

/** The test file running now (Vitest's worker state), relative to the project. */
function testFile(): string | null {
  const state = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__;
  return state?.filepath ? path.relative(process.cwd(), state.filepath) : null;
}
