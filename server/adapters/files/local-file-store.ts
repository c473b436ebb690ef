import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_HEAD_BYTES } from '../../../src/domain/files/file-types';
import {
  BlobTooLargeError,
  type FileStore,
  type ParkedBlob,
  type ReceivedBlob,
} from '../../application/shared/ports';

/**
 * How long a temporary copy of another machine's process may stay untouched before it counts as
 * abandoned: an upload in flight writes to its copy as the bytes arrive, so it stays young.
 */
export const ABANDONED_TEMPORARY_AGE_MS = 60 * 60 * 1000;

const PRIVATE_DIRECTORY = 0o700;
const PRIVATE_FILE = 0o600;
const SHA256 = /^[0-9a-f]{64}$/u;
/** Tells this process from an earlier one with the same id (a restarted container is pid 1 again). */
const THIS_PROCESS = `${process.pid}-${randomBytes(6).toString('hex')}`;

/**
 * File contents on local disk under DATA_DIR/files, stored by SHA-256 (files/ab/cd/abcd…), never
 * under a name a user gave. Identical contents are stored once.
 *
 * An upload is written to a temporary file of its own (files/tmp/<host>/<pid>-<process>-<random>), flushed
 * to disk, then hard-linked into place, so a crash never leaves half a file under a real name
 * and the uploader keeps its copy until its database row is written. Removal renames the
 * contents into files/parked/ first (one atomic step), so that the caller can ask the database
 * once more and put them back. Several instances may share the directory (over NFS): temporary
 * copies name their machine and process, so that a start-up never deletes another instance's
 * upload in flight.
 */
export class LocalFileStore implements FileStore {
  private readonly temporaryRoot: string;
  private readonly ownTemporaryDir: string;
  private readonly parkedDir: string;

  constructor(
    private readonly root: string,
    host: string = os.hostname(),
  ) {
    this.temporaryRoot = path.join(root, 'tmp');
    this.ownTemporaryDir = path.join(this.temporaryRoot, safeName(host));
    this.parkedDir = path.join(root, 'parked');
  }

  async receive(source: Readable, maxBytes: number): Promise<ReceivedBlob> {
    await fsp.mkdir(this.ownTemporaryDir, { recursive: true, mode: PRIVATE_DIRECTORY });
    const temporary = path.join(
      this.ownTemporaryDir,
      `${THIS_PROCESS}-${randomBytes(12).toString('hex')}`,
    );
    const hash = createHash('sha256');
    const headChunks: Buffer[] = [];
    let size = 0;
    let headSize = 0;

    const sink = fs.createWriteStream(temporary, { flags: 'wx', mode: PRIVATE_FILE });
    try {
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > maxBytes) throw new BlobTooLargeError(`Larger than ${maxBytes} bytes`);
            hash.update(chunk);
            if (headSize < FILE_HEAD_BYTES) {
              headChunks.push(chunk.subarray(0, FILE_HEAD_BYTES - headSize));
              headSize += Math.min(chunk.length, FILE_HEAD_BYTES - headSize);
            }
            yield chunk;
          }
        },
        sink,
      );
      await flushToDisk(temporary);
    } catch (error) {
      // The file is opened asynchronously, possibly after the source failed: remove it only once
      // the stream has let go of it, or it would be created after the removal and stay.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await fsp.rm(temporary, { force: true });
      throw error;
    }

    const sha256 = hash.digest('hex');
    const final = this.pathOf(sha256);
    return {
      sha256,
      size,
      head: new Uint8Array(Buffer.concat(headChunks)),
      place: async () => {
        await fsp.mkdir(path.dirname(final), { recursive: true, mode: PRIVATE_DIRECTORY });
        await placeCopy(temporary, final);
      },
      discard: () => fsp.rm(temporary, { force: true }),
    };
  }

  open(sha256: string): Readable {
    return fs.createReadStream(this.pathOf(sha256));
  }

  async exists(sha256: string): Promise<boolean> {
    try {
      await fsp.access(this.pathOf(sha256));
      return true;
    } catch {
      return false;
    }
  }

  async park(sha256: string): Promise<ParkedBlob | null> {
    const final = this.pathOf(sha256);
    await fsp.mkdir(this.parkedDir, { recursive: true, mode: PRIVATE_DIRECTORY });
    const parked = path.join(this.parkedDir, `${sha256}.${randomBytes(8).toString('hex')}`);
    try {
      await fsp.rename(final, parked);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return this.parkedBlob(sha256, parked);
  }

  async parked(): Promise<readonly ParkedBlob[]> {
    const names = await listOrEmpty(this.parkedDir);
    return names.flatMap((name) => {
      const sha256 = name.split('.')[0] ?? '';
      return SHA256.test(sha256) ? [this.parkedBlob(sha256, path.join(this.parkedDir, name))] : [];
    });
  }

  async removeAbandonedTemporaries(): Promise<number> {
    const staleBefore = Date.now() - ABANDONED_TEMPORARY_AGE_MS;
    let removed = 0;
    for (const hostDir of await listOrEmpty(this.temporaryRoot)) {
      const directory = path.join(this.temporaryRoot, hostDir);
      const ownHost = directory === this.ownTemporaryDir;
      for (const name of await listOrEmpty(directory)) {
        const file = path.join(directory, name);
        const abandoned =
          (ownHost && !isLiveUploader(name)) || (await modifiedBefore(file, staleBefore));
        if (abandoned) {
          await fsp.rm(file, { force: true });
          removed += 1;
        }
      }
    }
    return removed;
  }

  private parkedBlob(sha256: string, parked: string): ParkedBlob {
    const final = this.pathOf(sha256);
    return {
      sha256,
      // Replacing contents an upload has put back meanwhile is harmless: they are the same bytes.
      restore: () => ignoreMissing(fsp.rename(parked, final)),
      destroy: () => fsp.rm(parked, { force: true }),
    };
  }

  private pathOf(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error('Not a SHA-256 digest');
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }
}

/**
 * Puts the temporary copy in place under its hash, keeping the copy: a hard link, or where the
 * file system has none, a second copy renamed into place. Contents already there stay.
 */
async function placeCopy(temporary: string, final: string): Promise<void> {
  try {
    await fsp.link(temporary, final);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV')
      throw error;
  }
  const second = `${temporary}.copy`;
  try {
    await fsp.copyFile(temporary, second);
    await flushToDisk(second);
    await fsp.rename(second, final);
  } finally {
    await fsp.rm(second, { force: true });
  }
}

/** Whether the process of this machine that wrote the temporary file (its name says) still runs. */
function isLiveUploader(temporaryName: string): boolean {
  const [pidText = '', mark = ''] = temporaryName.split('-');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return `${pidText}-${mark}` === THIS_PROCESS;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function modifiedBefore(file: string, instant: number): Promise<boolean> {
  try {
    return (await fsp.stat(file)).mtimeMs < instant;
  } catch {
    return false;
  }
}

async function listOrEmpty(directory: string): Promise<string[]> {
  try {
    return await fsp.readdir(directory);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function ignoreMissing(operation: Promise<void>): Promise<void> {
  try {
    await operation;
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** A host name as one safe path segment: the folder of that machine's temporary copies. */
export function safeName(host: string): string {
  return host.replace(/[^A-Za-z0-9._-]/gu, '_').slice(0, 64) || 'host';
}

/** Makes sure the written bytes are on the disk before the file is put into place. */
async function flushToDisk(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
