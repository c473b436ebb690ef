import { describe, expect, it } from 'vitest';
import { KeyringResidentNumberVault } from '../../../../server/adapters/security/resident-number-vault';

const KEY = 'k'.repeat(40);

describe('the resident-number vault (AES-256-GCM, keys of its own)', () => {
  it('seals a number bound to its donor, never in clear, and opens it back', () => {
    const vault = new KeyringResidentNumberVault([KEY]);
    const sealed = vault.seal('900101-1234568', 'donor-1');
    expect(sealed).not.toContain('1234568');
    expect(sealed).toMatch(/^[\w-]{8}:v1\./u);
    expect(vault.open(sealed, 'donor-1')).toBe('900101-1234568');
    // A random nonce each time: the same number never seals the same way twice.
    expect(vault.seal('900101-1234568', 'donor-1')).not.toBe(sealed);
  });

  it('refuses a value copied to another donor, changed, or sealed under a key it lacks', () => {
    const vault = new KeyringResidentNumberVault([KEY]);
    const sealed = vault.seal('900101-1234568', 'donor-1');
    expect(() => vault.open(sealed, 'donor-2')).toThrow();
    expect(() => vault.open(`${sealed.slice(0, -2)}AA`, 'donor-1')).toThrow();
    expect(() => new KeyringResidentNumberVault(['x'.repeat(40)]).open(sealed, 'donor-1')).toThrow(
      /key/u,
    );
    expect(() => new KeyringResidentNumberVault([])).toThrow();
  });

  it('seals with the first key and opens with any, telling which values to reseal', () => {
    const old = new KeyringResidentNumberVault([KEY]);
    const rotated = new KeyringResidentNumberVault(['n'.repeat(40), KEY]);
    const sealedBefore = old.seal('900101-1234568', 'donor-1');
    expect(rotated.open(sealedBefore, 'donor-1')).toBe('900101-1234568');
    expect(rotated.isSealedWithCurrentKey(sealedBefore)).toBe(false);
    expect(rotated.isSealedWithCurrentKey(rotated.seal('900101-1234568', 'donor-1'))).toBe(true);
  });
});
