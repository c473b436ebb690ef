import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNCLAIMED_UPLOAD_TTL_MS } from '../../server/domain/files';
import { expectSuccess, ONE_MINUTE } from '../server/support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../server/support/members';
import { dialects } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * Contents are stored once per SHA-256 and shared by every file row with those bytes. Whoever
 * deletes bytes that no row refers to (a refused upload, a withdrawal, the clean-up of unclaimed
 * uploads) races whoever is about to write a row for the same bytes: an upload answered 200 must
 * stay downloadable whatever ran beside it (issue 9, item 3).
 */

/** A 1×1 PNG's first bytes: enough for the server to take the contents for a PNG. */
const PNG_HEAD = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** PNG-looking contents that no other test shares. */
function uniquePng(): Buffer {
  return Buffer.concat([PNG_HEAD, randomBytes(4096)]);
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Uploaded {
  readonly atchFileMstId: string;
  readonly atchFileId: string;
}

type UploadCall = '/api/user/file' | '/api/user/file/profileImage';

describe.each(dialects())('content shared by uploads, removals and clean-up (%s)', (dialect) => {
  const server = useTestServer(dialect);

  async function upload(
    call: UploadCall,
    bytes: Buffer,
    fileName: string,
    member?: SignedInMember,
  ): Promise<{ status: number; data: Uploaded | null }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await server.fetch(call, {
      method: 'POST',
      headers: member
        ? { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId }
        : {},
      body: form,
    });
    const body = (await response.json()) as { data: Uploaded | null };
    return { status: response.status, data: body.data };
  }

  /** Uploads that must work; answers their ids. */
  async function accepted(
    call: UploadCall,
    bytes: Buffer,
    member?: SignedInMember,
  ): Promise<Uploaded> {
    const answer = await upload(call, bytes, '사진.png', member);
    expect(answer.status).toBe(200);
    if (!answer.data) throw new Error('accepted upload without data');
    return answer.data;
  }

  /** Downloads the member's file; answers status and bytes. */
  async function download(member: SignedInMember, file: Uploaded) {
    const response = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.accessToken}`,
        'x-user-id': member.userId,
        'content-type': 'application/json',
      },
      body: JSON.stringify(file),
    });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  async function expectAllDownloadable(
    member: SignedInMember,
    files: readonly { readonly file: Uploaded; readonly bytes: Buffer }[],
  ) {
    const results = await Promise.all(files.map(({ file }) => download(member, file)));
    const lost = results.filter((result, index) => {
      const expected = files[index]?.bytes;
      return result.status !== 200 || !expected || !result.bytes.equals(expected);
    });
    expect({ lost: lost.length, of: files.length }).toEqual({ lost: 0, of: files.length });
  }

  /** Everything under DATA_DIR/files, by place: stored contents, temporary and parked copies. */
  function fileStoreContents() {
    const root = path.join(server.dataDir, 'files');
    const files = fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      : [];
    const under = (folder: string) => files.filter((file) => file.startsWith(`${folder}/`));
    return {
      stored: new Set(
        files.map((file) => path.basename(file)).filter((name) => /^[0-9a-f]{64}$/u.test(name)),
      ),
      temporary: under('tmp'),
      parked: under('parked'),
    };
  }

  it('keeps every accepted upload when a refused upload of the same bytes runs beside it', async () => {
    const member = await signedInMember(server, { userId: 'racer2026' });
    const calls: readonly UploadCall[] = ['/api/user/file', '/api/user/file/profileImage'];
    const pairs = Array.from({ length: 40 }, (_, index) => ({
      bytes: uniquePng(),
      call: calls[index % 2] ?? '/api/user/file',
    }));

    const answers = await Promise.all(
      pairs.map(async ({ bytes, call }) => {
        // The same bytes, once under a name that fits them and once under one that does not.
        const [good, bad] = await Promise.all([
          upload(call, bytes, '사진.png', member),
          upload(call, bytes, '사진.pdf', member),
        ]);
        return { good, bad, bytes };
      }),
    );

    for (const { good, bad } of answers) {
      expect(good.status).toBe(200);
      expect(bad.status).toBe(415);
    }
    await expectAllDownloadable(
      member,
      answers.map(({ good, bytes }) => ({ file: good.data as Uploaded, bytes })),
    );
    expect(fileStoreContents()).toEqual({
      stored: new Set(pairs.map(({ bytes }) => sha256Of(bytes))),
      temporary: [],
      parked: [],
    });
  });

  it('keeps new uploads of bytes whose last file the clean-up of unclaimed uploads deletes', async () => {
    const contents = Array.from({ length: 40 }, uniquePng);
    // Visitors' images that no sign-up claims: due for deletion a day later.
    for (const bytes of contents) await accepted('/api/user/file/profileImage', bytes);
    server.clock.advance(UNCLAIMED_UPLOAD_TTL_MS + ONE_MINUTE);
    const member = await signedInMember(server, { userId: 'newcomer26' });

    const [deleted, files] = await Promise.all([
      server.runtime.services.files.deleteUnclaimedUploads(),
      Promise.all(
        contents.slice(0, 30).map(async (bytes) => ({
          file: await accepted('/api/user/file', bytes, member),
          bytes,
        })),
      ),
    ]);

    expect(deleted).toBe(contents.length);
    await expectAllDownloadable(member, files);
    // What no upload took up again is gone, and nothing is left half-way.
    expect(fileStoreContents()).toEqual({
      stored: new Set(contents.slice(0, 30).map(sha256Of)),
      temporary: [],
      parked: [],
    });
  });

  it('keeps new uploads of bytes whose last file a withdrawal deletes', async () => {
    const leaving = await signedInMember(server, { userId: 'leaving26' });
    const staying = await signedInMember(server, { userId: 'staying26' });
    const contents = Array.from({ length: 40 }, uniquePng);
    for (const bytes of contents) await accepted('/api/user/file', bytes, leaving);

    const [withdrawn, files] = await Promise.all([
      server.call('withdraw', {
        ...as(leaving),
        body: { password: leaving.password, reason: '이사' },
      }),
      Promise.all(
        contents.slice(0, 30).map(async (bytes) => ({
          file: await accepted('/api/user/file', bytes, staying),
          bytes,
        })),
      ),
    ]);

    expectSuccess(withdrawn);
    await expectAllDownloadable(staying, files);
    expect(fileStoreContents()).toEqual({
      stored: new Set(contents.slice(0, 30).map(sha256Of)),
      temporary: [],
      parked: [],
    });
  });
});
