import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/** A process that logs through the server's destination as `script` says; its output, as lines. */
function logging(script: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import pino from 'pino';
       import { logDestination } from './server/adapters/logging/logger-options.ts';
       const logger = pino({ level: 'info' }, logDestination());
       ${script}`,
    ],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: Array<{ msg: string }> = [];
  let pending = '';
  const arrived: Array<() => void> = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) lines.push(JSON.parse(line) as { msg: string });
    for (const wake of arrived.splice(0)) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    lines,
    exited,
    /** Resolves once `count` lines have arrived, while the process still runs. */
    async until(count: number) {
      while (lines.length < count) await new Promise<void>((wake) => arrived.push(wake));
    },
    stop: () => child.kill('SIGKILL'),
  };
}

/** The request log is written in batches: each line must still reach the output. */
describe('the log destination', () => {
  it('writes a lone line within its flush interval, while the process keeps running', async () => {
    const run = logging(`logger.info('alone'); setTimeout(() => {}, 30_000);`);
    try {
      await run.until(1);
      expect(run.lines.map((line) => line.msg)).toEqual(['alone']);
    } finally {
      run.stop();
    }
  }, 15_000);

  it('writes every line when the process exits, the batches written and the one waiting', async () => {
    // About 60 KiB: many batches, the last one not full.
    const count = 1000;
    const run = logging(
      `for (let i = 0; i < ${count}; i++) logger.info('line ' + i); process.exit(0);`,
    );
    expect(await run.exited).toBe(0);
    expect(run.lines.map((line) => line.msg)).toEqual(
      Array.from({ length: count }, (_, index) => `line ${index}`),
    );
  }, 15_000);

  it('writes every line when the process dies of an uncaught error', async () => {
    const run = logging(
      `for (let i = 0; i < 300; i++) logger.info('line ' + i);
       setTimeout(() => { throw new Error('crash'); }, 0);`,
    );
    expect(await run.exited).not.toBe(0);
    expect(run.lines.map((line) => line.msg).at(-1)).toBe('line 299');
    expect(run.lines).toHaveLength(300);
  }, 15_000);
});
