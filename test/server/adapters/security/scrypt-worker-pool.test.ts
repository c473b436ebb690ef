import { scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordHasherBusyError } from '../../../../server/application/shared/ports';
import {
  HASHING_NICENESS,
  ScryptWorkerPool,
  type ScryptJob,
} from '../../../../server/adapters/security/scrypt-worker-pool';

const job = (password: string, N = 2 ** 10): ScryptJob => ({
  password,
  salt: Buffer.from('0123456789abcdef'),
  keyLength: 32,
  N,
  r: 8,
  p: 1,
});

describe('ScryptWorkerPool', () => {
  let pool: ScryptWorkerPool;
  afterEach(async () => {
    await pool.close();
  });

  it('derives the key Node’s own scrypt derives', async () => {
    pool = new ScryptWorkerPool({ threads: 2, queueLimit: 4 });
    const key = await pool.derive(job('동문회비밀번호1!'));
    expect(key).toEqual(
      scryptSync('동문회비밀번호1!', Buffer.from('0123456789abcdef'), 32, {
        N: 2 ** 10,
        r: 8,
        p: 1,
      }),
    );
  });

  it('runs at most its threads at once, queues up to its limit and refuses the rest at once', async () => {
    pool = new ScryptWorkerPool({ threads: 2, queueLimit: 3 });
    const slow = 2 ** 15;
    const accepted = Array.from({ length: 5 }, (_, index) => pool.derive(job(`pw${index}`, slow)));
    expect(pool.load).toEqual({ running: 2, waiting: 3 });

    await expect(pool.derive(job('one too many', slow))).rejects.toBeInstanceOf(
      PasswordHasherBusyError,
    );
    const keys = await Promise.all(accepted);
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(5);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
    // Room again once the queue has drained.
    await expect(pool.derive(job('later'))).resolves.toHaveLength(32);
  });

  it.runIf(process.platform === 'linux')(
    'hashes at a lower priority than the threads that answer requests (Linux)',
    async () => {
      pool = new ScryptWorkerPool({ threads: 1, queueLimit: 1 });
      const before = new Set(fs.readdirSync('/proc/self/task'));
      await pool.derive(job('x'));
      const added = fs.readdirSync('/proc/self/task').filter((task) => !before.has(task));
      const niceness = added.map((task) =>
        Number(
          fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16],
        ),
      );
      expect(niceness).toContain(os.getPriority() + HASHING_NICENESS);
    },
  );

  it('fails a job that scrypt refuses and goes on with the next', async () => {
    pool = new ScryptWorkerPool({ threads: 1, queueLimit: 2 });
    const bad = pool.derive({ ...job('x'), N: 3 });
    const good = pool.derive(job('y'));
    await expect(bad).rejects.toThrow(/hashing failed/u);
    await expect(good).resolves.toHaveLength(32);
  });

  it('refuses the waiting jobs when it closes', async () => {
    pool = new ScryptWorkerPool({ threads: 1, queueLimit: 2 });
    const running = pool.derive(job('a', 2 ** 14)).catch((error: unknown) => error);
    const waiting = pool.derive(job('b'));
    const closing = pool.close();
    await expect(waiting).rejects.toThrow(/closed/u);
    await closing;
    expect(await running).toEqual(new Error('The hashing pool is closed'));
    await expect(pool.derive(job('c'))).rejects.toThrow(/closed/u);
  });
});
