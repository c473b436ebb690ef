import type { RootStore } from '../../../../../server/composition/root-ports';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kyselyStore } from '../../../../../server/adapters/db/kysely-store';
import { camelCaseTables, inCamelCase } from '../../../../../server/adapters/db/shared/camel-case';
import { migrationsFor } from '../../../../../server/adapters/db/migrations';
import type { DatabaseSchema } from '../../../../../server/adapters/db/shared/schema';
import { NOT_LOCKED } from '../../../../../server/domain/shared/account';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { FEATURES } from '../../../../../server/features';

const NOW = '2026-11-23T10:00:00.000Z';

function over(dialect: 'plain' | 'camelCase') {
  const sqlite = new SqliteDialect({ database: new SqliteDatabase(':memory:') });
  return new Kysely<DatabaseSchema>({
    dialect: dialect === 'plain' ? sqlite : inCamelCase(sqlite),
  });
}

describe('names in camelCase', () => {
  it('writes the SQL of names as they are in the database exactly as the plain dialect does', () => {
    const [plain, camelCase] = [over('plain'), over('camelCase')];
    const queries = (db: Kysely<DatabaseSchema>) => [
      db
        .selectFrom('accounts as a')
        .innerJoin('token_families as f', 'f.user_id', 'a.user_id')
        .select(['a.user_id', 'f.expires_at'])
        .select((eb) => eb.fn.countAll().as('total'))
        .where('a.share_region', '=', 1)
        .compile().sql,
      db
        .updateTable('refresh_tokens')
        .set({ used_at: NOW })
        .where('token_hash', '=', 'h')
        .returning('used_at')
        .compile().sql,
    ];
    expect(queries(camelCase)).toEqual(queries(plain));
  });

  it('writes camelCase names in snake_case and names the rows’ columns in camelCase', () => {
    const tables = camelCaseTables(over('camelCase'));
    const pageIds = tables
      .selectFrom('accounts as a')
      .select(['a.userId', 'a.graduationYear'])
      .orderBy('a.graduationYear', 'desc')
      .as('p');
    expect(
      tables
        .selectFrom(pageIds)
        .innerJoin('accounts as r', 'r.userId', 'p.userId')
        .select(['r.userId', 'r.name', 'r.sharePhone'])
        .select((eb) => eb.fn.countAll().as('rowCount'))
        .compile().sql,
    ).toBe(
      'select "r"."user_id" as "userId", "r"."name", "r"."share_phone" as "sharePhone", ' +
        'count(*) as "rowCount" from (select "a"."user_id", "a"."graduation_year" ' +
        'from "accounts" as "a" order by "a"."graduation_year" desc) as "p" ' +
        'inner join "accounts" as "r" on "r"."user_id" = "p"."user_id"',
    );
    expect(
      tables
        .updateTable('authCodes')
        .set((eb) => ({ attemptsLeft: eb('attemptsLeft', '-', 1) }))
        .returning('attemptsLeft')
        .compile().sql,
    ).toBe(
      'update "auth_codes" set "attempts_left" = "attempts_left" - ? ' +
        'returning "attempts_left" as "attemptsLeft"',
    );
  });

  // A database opened without inCamelCase (as a benchmark opens its own) gets Kysely's plugin.
  for (const dialect of ['camelCase', 'plain'] as const) {
    it(`answers rows in camelCase, every column too, over the ${dialect} dialect`, async () => {
      const db = over(dialect);
      for (const migration of Object.values(migrationsFor('sqlite', FEATURES)))
        await migration.up(db);
      const store = kyselyStore(db, FEATURES) as RootStore;
      const code = {
        codeId: 'c1',
        email: 'kim@example.kr',
        purpose: 'signUp',
        codeHash: 'h',
        expiresAt: NOW,
        attemptsLeft: 5,
        createdAt: NOW,
        consumedAt: null,
      };
      await store.authCodes.insert(code);
      expect(await store.authCodes.latest('kim@example.kr', 'signUp')).toEqual(code);
      expect(await store.authCodes.takeAttempt('c1')).toBe(4);
      expect(await store.accounts.find('nobody')).toBeNull();
      await db.destroy();
    });
  }
});

describe.each(dialects())('the store’s rows (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('come back as they were written, read by name, by `*` and by a prepared query', async () => {
    const { store } = server.runtime.ports;
    const account = {
      userId: 'kim1',
      passwordHash: '!',
      role: 'member',
      status: 'approved',
      name: '김민수',
      birthDate: '1990-01-01',
      email: 'kim@example.kr',
      mobile: '010-1234-5678',
      graduationYear: 2010,
      classNumber: 3,
      course: null,
      company: '동문상사',
      jobTitle: '과장',
      address: {
        zonecode: '03154',
        addr: '서울 종로구 세종대로 175',
        daddr: '1층',
        city: '1100000000',
        sgg: '1111000000',
        sido: '서울',
        sigungu: '종로구',
      },
      profileImageMstId: null,
      privacy: { phone: true, email: false, company: true, region: false },
      statusReason: null,
      createdAt: NOW,
      updatedAt: NOW,
      approvedAt: NOW,
      approvedBy: 'admin',
      withdrawnAt: null,
      ...NOT_LOCKED,
    } as const;
    await store.accounts.insert(account);
    expect(await store.accounts.find('kim1')).toEqual(account);
    expect(await store.accounts.findByEmail('kim@example.kr')).toEqual([account]);
    const { userId, role, status, name, birthDate, email, mobile, graduationYear } = account;
    expect(await store.accounts.findProfile('kim1')).toEqual({
      userId,
      role,
      status,
      name,
      birthDate,
      email,
      mobile,
      graduationYear,
      classNumber: 3,
      course: null,
      company: '동문상사',
      jobTitle: '과장',
      address: account.address,
      profileImageMstId: null,
      privacy: account.privacy,
    });
    await store.accounts.update('kim1', {
      address: null,
      privacy: { ...account.privacy, region: true },
    });
    expect(await store.accounts.find('kim1')).toEqual({
      ...account,
      address: null,
      privacy: { ...account.privacy, region: true },
    });
  });
});
