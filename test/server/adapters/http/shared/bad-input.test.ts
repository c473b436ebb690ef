import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorKey } from '../../../../../src/contract/shared/error-codes';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { PRIVACY } from '../../../../support/privacy';
import { type CallResult, sqliteOnly, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function filesOnDisk(server: TestServer): string[] {
  const root = path.join(server.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  // Files only: the store may keep its (empty) shard and temporary directories.
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

async function counts(server: TestServer) {
  const { db } = server.runtime.database;
  const count = async (table: 'attached_files' | 'access_logs' | 'accounts') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  return {
    files: await count('attached_files'),
    logs: await count('access_logs'),
    accounts: await count('accounts'),
    disk: filesOnDisk(server),
  };
}

/** The catalogue's refusal (exact status and code, a Korean message), without a stack trace. */
function expectKoreanRefusal(result: CallResult, key: ApiErrorKey) {
  expectRefusal(result, key);
  expect(JSON.stringify(result.body)).not.toMatch(/\bat .*\.(ts|js):\d+/u);
}

async function answerOf(response: Response): Promise<CallResult> {
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as CallResult['body'],
  };
}

describe.each(sqliteOnly())('bad input changes nothing (%s)', (dialect) => {
  const server = useTestServer(dialect, { env: { FILE_MAX_BYTES: '2048' } });
  let member: SignedInMember;

  beforeEach(async () => {
    member = await signedInMember(server, { userId: 'careful2026', name: '한결' });
  });

  async function upload(name: string, bytes: Buffer, type: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await server.fetch('/api/user/file', {
      method: 'POST',
      headers: { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId },
      body: form,
    });
    return answerOf(response);
  }

  describe('my info', () => {
    const valid = () => ({
      name: '한결',
      birthDate: '1985-03-15',
      email: 'careful2026@example.com',
      mobile: '010-1234-5678',
      graduationYear: 2004,
      classNumber: 76,
      course: '자연계',
      company: null,
      jobTitle: null,
      address: null,
      profileImageMstId: null,
      privacy: PRIVACY.none,
    });

    it.each([
      ['a missing field', (body: Record<string, unknown>) => ({ ...body, name: undefined })],
      ['a wrong type', (body: Record<string, unknown>) => ({ ...body, graduationYear: '2004' })],
      [
        'an over-long name',
        (body: Record<string, unknown>) => ({ ...body, name: '가'.repeat(51) }),
      ],
      [
        'a script as the name',
        (body: Record<string, unknown>) => ({ ...body, name: '<script>alert(1)</script>' }),
      ],
      [
        'SQL as the mobile number',
        (body: Record<string, unknown>) => ({ ...body, mobile: "'); DROP TABLE accounts;--" }),
      ],
      ['an unknown field', (body: Record<string, unknown>) => ({ ...body, role: 'admin' })],
      [
        'an impossible birth date',
        (body: Record<string, unknown>) => ({ ...body, birthDate: '1985-02-30' }),
      ],
    ])('refuses %s with a Korean message; the profile is unchanged', async (_, change) => {
      const before = await server.call('getMyInfo', as(member));
      const result = await server.call('updateMyInfo', { ...as(member), body: change(valid()) });
      expectKoreanRefusal(result, 'invalidInput');
      expect((await server.call('getMyInfo', as(member))).body).toEqual(before.body);
    });

    it('stores SQL-looking text in a free field as plain text, and the tables still work', async () => {
      const body = { ...valid(), company: "Robert'); DROP TABLE accounts;--" };
      const result = await server.call('updateMyInfo', { ...as(member), body });
      expectSuccess(result);
      expect(await server.call('getMyInfo', as(member))).toMatchObject({
        body: { data: { company: "Robert'); DROP TABLE accounts;--" } },
      });
      expect((await counts(server)).accounts).toBe(1);
    });
  });

  describe('the access log', () => {
    it.each([
      ['missing fields', {}],
      ['a wrong type', { menuPath: 7, accessDt: '2026-11-22 10:00:00' }],
      ['a date in another format', { menuPath: '/', accessDt: '2026/11/22 10:00:00' }],
      ['an impossible time', { menuPath: '/', accessDt: '2026-02-30 25:00:00' }],
      [
        'a path without its leading slash',
        { menuPath: 'privacy', accessDt: '2026-11-22 10:00:00' },
      ],
      ['a path with a query', { menuPath: '/?a=1', accessDt: '2026-11-22 10:00:00' }],
      ['an over-long path', { menuPath: `/${'a'.repeat(400)}`, accessDt: '2026-11-22 10:00:00' }],
      ['markup', { menuPath: '/<script>', accessDt: '2026-11-22 10:00:00' }],
      ['an array', [1, 2]],
    ])('answers %s with 400 in Korean, never 500, and logs nothing', async (_, body) => {
      const before = await counts(server);
      const result = await server.call('recordMenuAccess', { body });
      expectKoreanRefusal(result, 'invalidInput');
      expect((await counts(server)).logs).toBe(before.logs);
    });

    it('answers a body that is not JSON with 400 in Korean', async () => {
      const response = await server.fetch('/api/user/log/accessMenu', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"menuPath": "/',
      });
      expectKoreanRefusal(await answerOf(response), 'invalidInput');
    });

    it('stores a good visit with the member, the IP and the user agent', async () => {
      const result = await server.call('recordMenuAccess', {
        ...as(member),
        headers: { 'user-agent': 'AlumniTest/1.0' },
        body: { menuPath: '/privacy', accessDt: '2026-11-22 10:00:00' },
      });
      expectSuccess(result);
      const rows = await server.runtime.database.db.selectFrom('access_logs').selectAll().execute();
      expect(rows).toMatchObject([
        {
          menu_path: '/privacy',
          access_dt: '2026-11-22 10:00:00',
          user_id: member.userId,
          user_agent: 'AlumniTest/1.0',
          ip: expect.stringMatching(/127\.0\.0\.1/u) as string,
        },
      ]);
    });
  });

  describe('files', () => {
    it.each([
      [
        'an oversize file',
        'big.png',
        Buffer.concat([PNG, Buffer.alloc(4096)]),
        'image/png',
        'fileTooLarge',
      ],
      [
        'a disallowed extension',
        'run.exe',
        Buffer.from('MZ\x90\x00'),
        'application/octet-stream',
        'unsupportedFile',
      ],
      [
        'an HTML page',
        'page.html',
        Buffer.from('<html><script>x</script></html>'),
        'text/html',
        'unsupportedFile',
      ],
      [
        'an SVG (scripts inside images)',
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
        'unsupportedFile',
      ],
    ] as const)(
      'refuses %s in Korean; nothing in the database or on disk',
      async (_, name, bytes, type, key) => {
        const before = await counts(server);
        expectKoreanRefusal(await upload(name, bytes, type), key);
        const after = await counts(server);
        expect(after.files).toBe(before.files);
        expect(after.disk).toEqual(before.disk);
      },
    );

    it('refuses a multipart request without a file part', async () => {
      const form = new FormData();
      form.append('atchFileMstId', 'abc');
      const response = await server.fetch('/api/user/file', {
        method: 'POST',
        headers: { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId },
        body: form,
      });
      expectKoreanRefusal(await answerOf(response), 'invalidInput');
    });

    it('refuses download requests with ids that are not ids', async () => {
      for (const body of [
        { atchFileMstId: "1' OR '1'='1", atchFileId: 'x' },
        { atchFileMstId: '../../etc', atchFileId: 'passwd' },
        { atchFileMstId: 'a'.repeat(500), atchFileId: 'b' },
        { atchFileMstId: 5, atchFileId: 6 },
      ]) {
        const result = await server.call('downloadFile', { ...as(member), body });
        expectKoreanRefusal(result, 'invalidInput');
      }
    });
  });

  describe('the HTTP layer', () => {
    it('answers an unknown API path with 404 in the Korean envelope', async () => {
      const response = await server.fetch('/api/user/nothing');
      expectKoreanRefusal(await answerOf(response), 'notFound');
    });

    it('answers /healthz when the database is reachable', async () => {
      const response = await server.fetch('/healthz');
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    });

    it('serves the OpenAPI document at /api/docs/json with every call of the contract', async () => {
      const response = await server.fetch('/api/docs/json');
      const document = (await response.json()) as {
        openapi: string;
        paths: Record<string, unknown>;
      };
      expect(document.openapi).toMatch(/^3\./u);
      expect(Object.keys(document.paths)).toContain('/api/user/auth/siginup');
    });
  });
});
