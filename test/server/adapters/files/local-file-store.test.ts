import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  ABANDONED_TEMPORARY_AGE_MS,
  LocalFileStore,
} from '../../../../server/adapters/files/local-file-store';
import { BlobTooLargeError } from '../../../../server/application/shared/ports';

function store(host = 'this-host') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-files-'));
  return { root, files: new LocalFileStore(root, host) };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const allFiles = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
const placeOf = (digest: string) => path.join(digest.slice(0, 2), digest.slice(2, 4), digest);

/** Receives, places and drops the temporary copy: an upload's whole path. */
async function saved(files: LocalFileStore, data: string | Buffer) {
  const blob = await files.receive(Readable.from([Buffer.from(data)]), 1024);
  await blob.place();
  await blob.discard();
  return blob;
}

/** A pid that no process of this machine has (the kernel's maximum is below it). */
const DEAD_PID = 2 ** 30;

describe('LocalFileStore', () => {
  it('stores contents under their SHA-256 (ab/cd/abcd…), never under a given name', async () => {
    const { root, files } = store();
    const blob = await saved(files, '동문회 회의록');
    const digest = sha256('동문회 회의록');
    expect(blob).toMatchObject({ sha256: digest, size: Buffer.byteLength('동문회 회의록') });
    expect(allFiles(root)).toEqual([placeOf(digest)]);
    expect(await text(files.open(digest))).toBe('동문회 회의록');
  });

  it('keeps received contents out of place until placed, and nowhere once discarded', async () => {
    const { root, files } = store();
    const blob = await files.receive(Readable.from([Buffer.from('아직')]), 1024);
    expect(await files.exists(blob.sha256)).toBe(false);
    expect(allFiles(root)).toHaveLength(1);
    await blob.discard();
    expect(allFiles(root)).toEqual([]);
  });

  it('keeps the first bytes for the magic-number check, across chunks', async () => {
    const { files } = store();
    const blob = await files.receive(
      Readable.from([Buffer.from([1, 2]), Buffer.from([3, 4, 5])]),
      1024,
    );
    expect([...blob.head]).toEqual([1, 2, 3, 4, 5]);
  });

  it('stores identical contents once', async () => {
    const { root, files } = store();
    await saved(files, 'same');
    await saved(files, 'same');
    expect(allFiles(root)).toEqual([placeOf(sha256('same'))]);
  });

  it('refuses contents over the limit and leaves nothing behind, not even a temporary file', async () => {
    const { root, files } = store();
    await expect(
      files.receive(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(allFiles(root)).toEqual([]);
  });

  it('accepts contents of exactly the limit', async () => {
    const { files } = store();
    expect((await files.receive(Readable.from([Buffer.alloc(1000)]), 1000)).size).toBe(1000);
  });

  it('creates its folders and files private, whatever the umask', async () => {
    const previous = process.umask(0o000);
    try {
      const { root, files } = store();
      const { sha256: digest } = await saved(files, 'private');
      expect(fs.statSync(path.join(root, placeOf(digest))).mode & 0o777).toBe(0o600);
      for (const folder of [
        'tmp',
        'tmp/this-host',
        digest.slice(0, 2),
        path.dirname(placeOf(digest)),
      ])
        expect(fs.statSync(path.join(root, folder)).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });

  it('parks contents in one step: readers no longer find them until they are restored', async () => {
    const { root, files } = store();
    const { sha256: digest } = await saved(files, 'parked');
    const parked = await files.park(digest);
    expect(parked?.sha256).toBe(digest);
    expect(await files.exists(digest)).toBe(false);
    expect(await files.parked()).toEqual([expect.objectContaining({ sha256: digest })]);
    await parked?.restore();
    expect(await text(files.open(digest))).toBe('parked');
    expect(allFiles(root)).toEqual([placeOf(digest)]);
  });

  it('destroys parked contents for good; parking missing contents answers null', async () => {
    const { root, files } = store();
    const { sha256: digest } = await saved(files, 'gone');
    await (await files.park(digest))?.destroy();
    expect(allFiles(root)).toEqual([]);
    expect(await files.park(digest)).toBeNull();
    expect(await files.parked()).toEqual([]);
  });

  it('lets an upload put back contents parked while it ran, from its own copy', async () => {
    const { files } = store();
    const { sha256: digest } = await saved(files, 'shared');
    const second = await files.receive(Readable.from([Buffer.from('shared')]), 1024);
    await second.place();
    const parked = await files.park(digest);
    await second.place();
    await second.discard();
    expect(await text(files.open(digest))).toBe('shared');
    // The removal then learns the contents are wanted: restoring over them is harmless.
    await parked?.restore();
    expect(await text(files.open(digest))).toBe('shared');
  });

  it('removes temporary copies of dead processes of this machine, and old ones of others', async () => {
    const { root, files } = store();
    const write = (relative: string, ageMs = 0) => {
      const file = path.join(root, 'tmp', relative);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'partial');
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(file, when, when);
    };
    write(`this-host/${DEAD_PID}-aaaaaaaaaaaa-1`);
    // The same pid as this process, from a former life of it (a restarted container).
    write(`this-host/${process.pid}-bbbbbbbbbbbb-2`);
    write('other-host/1234-cccccccccccc-3', ABANDONED_TEMPORARY_AGE_MS + 60_000);
    // Uploads in flight elsewhere: a live process of this machine, a young file of another.
    write(`this-host/${process.ppid}-dddddddddddd-4`);
    write('other-host/1234-eeeeeeeeeeee-5', 60_000);

    expect(await files.removeAbandonedTemporaries()).toBe(3);
    expect(allFiles(path.join(root, 'tmp'))).toEqual([
      'other-host/1234-eeeeeeeeeeee-5',
      `this-host/${process.ppid}-dddddddddddd-4`,
    ]);
  });

  it('never removes its own process’s uploads in flight', async () => {
    const { root, files } = store();
    const blob = await files.receive(Readable.from([Buffer.from('in flight')]), 1024);
    expect(await files.removeAbandonedTemporaries()).toBe(0);
    await blob.place();
    expect(await files.exists(blob.sha256)).toBe(true);
    await blob.discard();
    expect(allFiles(path.join(root, 'tmp'))).toEqual([]);
  });

  it('refuses anything but a SHA-256 as an address (no paths)', async () => {
    const { files } = store();
    expect(() => files.open('../../etc/passwd')).toThrow('Not a SHA-256 digest');
    await expect(files.park('../../etc/passwd')).rejects.toThrow('Not a SHA-256 digest');
  });
});
