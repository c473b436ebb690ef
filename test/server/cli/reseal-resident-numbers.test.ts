import { describe, expect, it } from 'vitest';
import { KeyringResidentNumberVault } from '../../../server/adapters/security/resident-number-vault';
import { type CommandIo, runAdminCommand } from '../../../server/cli/admin-commands';
import { dialects } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const OLD_KEY = 'o'.repeat(40);
const NEW_KEY = 'n'.repeat(40);

/** docs/operations.md, "Rotating the resident-number key". */
describe.each(dialects())('rotating the resident-number key (%s)', (dialect) => {
  // The new key first, the old one after it until every number is resealed.
  const server = useTestServer(dialect, { env: { RESIDENT_NUMBER_KEYS: `${NEW_KEY},${OLD_KEY}` } });

  it('reseals under the new key every number sealed under the old one', async () => {
    const { store } = server.runtime.ports;
    const old = new KeyringResidentNumberVault([OLD_KEY]);
    const at = new Date().toISOString();
    for (const id of ['donor-1', 'donor-2']) {
      await store.donors.create({
        id,
        memberId: null,
        kind: 'person',
        name: '김하늘',
        businessNumber: null,
        phone: null,
        email: null,
        address: null,
        graduationYear: null,
        namedInHallOfFame: false,
        createdAt: at,
        updatedAt: at,
      });
      await store.donors.setResidentNumber(
        id,
        { sealed: old.seal('900101-1234568', id), masked: '900101-1******' },
        at,
      );
    }
    const lines: string[] = [];
    const io: CommandIo = { print: (line) => lines.push(line), password: async () => '' };
    await runAdminCommand(['reseal-resident-numbers'], server.runtime.services, io);
    expect(lines).toEqual([
      '주민등록번호 2건을 새 키로 다시 암호화했습니다(이미 새 키였던 번호 0건).',
    ]);

    // The old key can go: the new one alone opens every number, and the masked form stays.
    const only = new KeyringResidentNumberVault([NEW_KEY]);
    for (const id of ['donor-1', 'donor-2']) {
      const stored = await store.donors.residentNumberOf(id);
      expect(stored?.masked).toBe('900101-1******');
      expect(only.open(stored?.sealed ?? '', id)).toBe('900101-1234568');
      expect(() => old.open(stored?.sealed ?? '', id)).toThrow();
    }
    lines.length = 0;
    await runAdminCommand(['reseal-resident-numbers'], server.runtime.services, io);
    expect(lines).toEqual([
      '주민등록번호 0건을 새 키로 다시 암호화했습니다(이미 새 키였던 번호 2건).',
    ]);
  });
});
