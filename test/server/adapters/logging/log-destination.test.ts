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

  it('writes every waiting line when the process exits, not only full batches', async () => {
    const count = 100;
    const run = logging(
      `for (let i = 0; i < ${count}; i++) logger.info('line ' + i); process.exit(0);`,
    );
    expect(await run.exited).toBe(0);
    expect(run.lines.map((line) => line.msg)).toEqual(
      Array.from({ length: count }, (_, index) => `line ${index}`),
    );
  }, 15_000);
});
