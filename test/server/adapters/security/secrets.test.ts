import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../../../../server/adapters/security/secrets';
import { CryptoRandom } from '../../../../server/adapters/security/crypto-random';
import { HmacSecretDigest } from '../../../../server/adapters/security/hmac-secret-digest';

function temporaryDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-secrets-'));
}

describe('secrets', () => {
  it('uses the environment’s secret when there is one, writing nothing', () => {
    const dir = temporaryDir();
    expect(loadOrCreateSecret(dir, 'server-secret', 'x'.repeat(40))).toBe('x'.repeat(40));
    expect(fs.existsSync(path.join(dir, 'secrets', 'server-secret'))).toBe(false);
  });

  it('otherwise generates one once, with mode 0600, and reads the same one afterwards', () => {
    const dir = temporaryDir();
    const first = loadOrCreateSecret(dir, 'server-secret', null);
    const second = loadOrCreateSecret(dir, 'server-secret', null);
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'secrets', 'server-secret')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'secrets')).mode & 0o777).toBe(0o700);
  });

  it('refuses a secret file that is too short rather than using it', () => {
    const dir = temporaryDir();
    fs.mkdirSync(path.join(dir, 'secrets'));
    fs.writeFileSync(path.join(dir, 'secrets', 'server-secret'), 'short');
    expect(() => loadOrCreateSecret(dir, 'server-secret', null)).toThrow('shorter than 32');
  });
});

describe('CryptoRandom and HmacSecretDigest', () => {
  it('makes six-digit codes, URL-safe tokens and ids that do not repeat', () => {
    const random = new CryptoRandom();
    const codes = Array.from({ length: 200 }, () => random.sixDigitCode());
    expect(codes.every((code) => /^\d{6}$/u.test(code))).toBe(true);
    expect(new Set(Array.from({ length: 200 }, () => random.token())).size).toBe(200);
    expect(random.token(32)).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(random.id()).toMatch(/^[A-Za-z0-9_-]{16}$/u);
  });

  it('digests with its key: the same secret digests alike, another key differently', () => {
    const digest = new HmacSecretDigest('key-one');
    expect(digest.digest('123456')).toBe(digest.digest('123456'));
    expect(digest.digest('123456')).not.toBe(digest.digest('123457'));
    expect(new HmacSecretDigest('key-two').digest('123456')).not.toBe(digest.digest('123456'));
    expect(digest.digest('123456')).not.toContain('123456');
  });
});
