import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectRefusal, expectSuccess } from '../server/support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../server/support/members';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';
import { PNG, upload, type UploadCall, uploaded } from '../server/support/uploads';

/**
 * Files whose name and declared type say "image" but whose bytes are something a browser or a
 * shell would run: an executable, an HTML page, a shell script, an SVG with a script, a PDF.
 * The server looks at the bytes, refuses them (415 code 4150) and keeps nothing; what it does
 * keep is served with the type it found, not sniffed, and as an attachment.
 */
const DISGUISES: ReadonlyArray<readonly [string, Buffer]> = [
  [
    'a Windows executable',
    Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(64)]),
  ],
  [
    'an ELF executable',
    Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]),
  ],
  [
    'an HTML page with a script',
    Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
  ],
  ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
  [
    'an SVG with a script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  ['a PDF', Buffer.from('%PDF-1.7\n')],
  [
    'an HTML page after a PNG’s first byte',
    Buffer.from('\x89<html><script>alert(1)</script>', 'latin1'),
  ],
];

const CALLS: readonly UploadCall[] = ['/api/user/file', '/api/user/file/profileImage'];

describe.each(sqliteOnly())('disguised uploads (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;

  beforeEach(async () => {
    member = await signedInMember(server);
  });

  async function stored() {
    const { db } = server.runtime.database;
    const rows = await db.selectFrom('attached_files').select('atch_file_id').execute();
    const root = path.join(server.dataDir, 'files');
    const files = fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, encoding: 'utf8' })
          .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
          .sort()
      : [];
    return { rows: rows.length, files };
  }

  for (const call of CALLS) {
    it.each(DISGUISES)(
      `refuses %s named .png on ${call} with 415 code 4150; nothing kept`,
      async (_, bytes) => {
        const before = await stored();
        for (const [fileName, mimeType] of [
          ['photo.png', 'image/png'],
          ['photo.jpg', 'image/jpeg'],
        ] as const) {
          const result = await upload(server, { call, member, fileName, bytes, mimeType });
          expectRefusal(result, 'unsupportedFile');
        }
        expect(await stored()).toEqual(before);
      },
    );
  }

  it('stores the type it found, not the one the browser claimed, and serves it as an attachment that is not sniffed', async () => {
    const file = await uploaded(server, {
      member,
      fileName: '사진.png',
      bytes: PNG,
      mimeType: 'text/html',
    });
    const recent = await server.call<{ mimeType: string } | null>('recentFile', {
      ...as(member),
      query: { atchFileMstId: file.atchFileMstId },
    });
    expect(expectSuccess(recent)?.mimeType).toBe('image/png');

    const response = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.accessToken}`,
        'x-user-id': member.userId,
        'content-type': 'application/json',
      },
      body: JSON.stringify(file),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/u);
    await response.arrayBuffer();
  });
});
