import { afterAll, describe, expect, it } from 'vitest';
import { ScryptPasswordHasher } from '../../../../server/adapters/security/scrypt-password-hasher';
import { ScryptWorkerPool } from '../../../../server/adapters/security/scrypt-worker-pool';
import { readServerConfig } from '../../../../server/config';

describe('ScryptPasswordHasher', () => {
  const pool = new ScryptWorkerPool({ threads: 1, queueLimit: 10 });
  const hasher = new ScryptPasswordHasher(10, pool);
  afterAll(() => pool.close());

  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const first = await hasher.hash('Hanbit!2026pw');
    const second = await hasher.hash('Hanbit!2026pw');
    expect(first).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/u);
    expect(first).not.toContain('Hanbit');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses any other', async () => {
    const stored = await hasher.hash('Hanbit!2026pw');
    expect(await hasher.verify('Hanbit!2026pw', stored)).toEqual({
      valid: true,
      needsRehash: false,
    });
    expect((await hasher.verify('Hanbit!2026pW', stored)).valid).toBe(false);
    expect((await hasher.verify('', stored)).valid).toBe(false);
  });

  it('treats Hangul typed in decomposed form as the same password', async () => {
    const stored = await hasher.hash('동문회비밀번호1!');
    expect((await hasher.verify('동문회비밀번호1!'.normalize('NFD'), stored)).valid).toBe(true);
  });

  it('asks for a rehash when the stored cost is below today’s', async () => {
    const old = await new ScryptPasswordHasher(10, pool).hash('Hanbit!2026pw');
    expect(await new ScryptPasswordHasher(11, pool).verify('Hanbit!2026pw', old)).toEqual({
      valid: true,
      needsRehash: true,
    });
  });

  // Every other test hashes at cost 10 (milliseconds); these are the paths at the cost a deployed
  // server uses (config's default, 2^17 and 128 MiB a hash): a password stored (sign-up, reset,
  // change), one checked (sign-in), and one stored at a lower cost taken up at sign-in.
  it('hashes, verifies and takes up an older hash at the production cost', async () => {
    const productionCost = readServerConfig({}, process.cwd()).passwordHashCost;
    expect(productionCost).toBe(17);
    const production = new ScryptPasswordHasher(productionCost, pool);
    const stored = await production.hash('Hanbit!2026pw');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$/u);
    expect(await production.verify('Hanbit!2026pw', stored)).toEqual({
      valid: true,
      needsRehash: false,
    });
    expect((await production.verify('Hanbit!2026pW', stored)).valid).toBe(false);
    const older = await hasher.hash('Hanbit!2026pw');
    expect(await production.verify('Hanbit!2026pw', older)).toEqual({
      valid: true,
      needsRehash: true,
    });
  });

  it('refuses stored values it did not write', async () => {
    for (const stored of ['', '!', 'plain-text', 'bcrypt$2b$10$abc', 'scrypt$10$8$1$onlyfive']) {
      expect((await hasher.verify('anything', stored)).valid).toBe(false);
    }
  });
});
