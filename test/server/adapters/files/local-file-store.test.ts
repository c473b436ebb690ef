import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../../server/adapters/files/local-file-store';
import { BlobTooLargeError } from '../../../../server/application/ports';

function store() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-files-'));
  return { root, files: new LocalFileStore(root) };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const allFiles = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

describe('LocalFileStore', () => {
  it('stores contents under their SHA-256 (ab/cd/abcd…), never under a given name', async () => {
    const { root, files } = store();
    const blob = await files.save(Readable.from([Buffer.from('동문회 회의록')]), 1024);
    const digest = sha256('동문회 회의록');
    expect(blob).toMatchObject({ sha256: digest, size: Buffer.byteLength('동문회 회의록') });
    expect(allFiles(root)).toEqual([path.join(digest.slice(0, 2), digest.slice(2, 4), digest)]);
    expect(await text(files.open(digest))).toBe('동문회 회의록');
  });

  it('keeps the first bytes for the magic-number check, across chunks', async () => {
    const { files } = store();
    const blob = await files.save(
      Readable.from([Buffer.from([1, 2]), Buffer.from([3, 4, 5])]),
      1024,
    );
    expect([...blob.head]).toEqual([1, 2, 3, 4, 5]);
  });

  it('stores identical contents once', async () => {
    const { root, files } = store();
    await files.save(Readable.from([Buffer.from('same')]), 100);
    await files.save(Readable.from([Buffer.from('same')]), 100);
    expect(allFiles(root)).toHaveLength(1);
  });

  it('refuses contents over the limit and leaves nothing behind, not even a temporary file', async () => {
    const { root, files } = store();
    await expect(
      files.save(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(allFiles(root)).toEqual([]);
  });

  it('accepts contents of exactly the limit', async () => {
    const { files } = store();
    expect((await files.save(Readable.from([Buffer.alloc(1000)]), 1000)).size).toBe(1000);
  });

  it('answers whether contents exist and removes them', async () => {
    const { files } = store();
    const { sha256: digest } = await files.save(Readable.from([Buffer.from('x')]), 10);
    expect(await files.exists(digest)).toBe(true);
    await files.remove(digest);
    expect(await files.exists(digest)).toBe(false);
    expect(await files.exists('0'.repeat(64))).toBe(false);
  });

  it('refuses anything but a SHA-256 as an address (no paths)', () => {
    const { files } = store();
    expect(() => files.open('../../etc/passwd')).toThrow('Not a SHA-256 digest');
  });
});
