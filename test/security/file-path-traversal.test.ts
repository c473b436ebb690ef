import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectRefusal, expectSuccess } from '../server/support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../server/support/members';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';
import { uploaded } from '../server/support/uploads';

/**
 * Paths where a file name or id is expected: `../` in an uploaded file's name, in the ids and
 * the name of a download, and in the public media path. A name is never a path (only its last
 * part is kept), ids are plain tokens, and nothing is written or read outside the file store.
 */
describe.each(sqliteOnly())('path traversal in file names and ids (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;

  beforeEach(async () => {
    member = await signedInMember(server);
  });

  function everythingUnder(directory: string): string[] {
    return fs.readdirSync(directory, { recursive: true, encoding: 'utf8' }).sort();
  }

  it.each([
    ['../../escape.png', 'escape.png'],
    ['..\\..\\escape.png', 'escape.png'],
    ['/etc/passwd.png', 'passwd.png'],
    ['....//....//escape.png', 'escape.png'],
    ['../.hidden.png', 'hidden.png'],
  ])('keeps only the last part of the uploaded name %j: %j', async (fileName, kept) => {
    const file = await uploaded(server, { member, fileName });
    const recent = await server.call<{ fileName: string } | null>('recentFile', {
      ...as(member),
      query: { atchFileMstId: file.atchFileMstId },
    });
    expect(expectSuccess(recent)?.fileName).toBe(kept);

    const parent = path.dirname(server.dataDir);
    expect(fs.existsSync(path.join(parent, 'escape.png'))).toBe(false);
    const stored = everythingUnder(server.dataDir);
    for (const entry of stored) expect(entry).not.toMatch(/escape|passwd|hidden/u);
  });

  it('refuses ids with a path in them on downloadFile with 400 code 4000', async () => {
    const file = await uploaded(server, { member });
    for (const body of [
      { atchFileMstId: '../../etc', atchFileId: 'passwd' },
      { atchFileMstId: file.atchFileMstId, atchFileId: `../${file.atchFileId}` },
      { atchFileMstId: file.atchFileMstId, atchFileId: '..%2f..%2fetc%2fpasswd' },
      { atchFileMstId: '..', atchFileId: '.' },
    ]) {
      expectRefusal(await server.call('downloadFile', { ...as(member), body }), 'invalidInput');
    }
  });

  it('refuses a group id with a path in it on downloadFiles and recentFile with 400 code 4000', async () => {
    expectRefusal(
      await server.call('downloadFiles', {
        ...as(member),
        body: { atchFileMstId: '../..', fileNm: 'passwd' },
      }),
      'invalidInput',
    );
    expectRefusal(
      await server.call('recentFile', { ...as(member), query: { atchFileMstId: '../etc' } }),
      'invalidInput',
    );
  });

  it('finds no file by a name that climbs out of the group: 404 code 4041', async () => {
    const file = await uploaded(server, { member, fileName: 'mine.png' });
    for (const fileNm of ['../../../etc/passwd', '..\\..\\..\\windows\\win.ini', '/etc/passwd']) {
      const result = await server.call('downloadFiles', {
        ...as(member),
        body: { atchFileMstId: file.atchFileMstId, fileNm },
      });
      expectRefusal(result, 'fileNotFound');
    }
  });

  it.each([
    '/api/atchFile/media/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/atchFile/media/..%5C..%5Cetc%5Cpasswd',
    '/api/atchFile/media/%2e%2e%2f%2e%2e%2fpasswd',
  ])('answers the public media path %s with 400 code 4000 and no file', async (target) => {
    const response = await server.fetch(target);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; data: unknown };
    expect(body).toMatchObject({ code: 4000, data: null });
  });
});
