import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_HEAD_BYTES } from '../../domain/file-types';
import { BlobTooLargeError, type FileStore, type StoredBlob } from '../../application/ports';

/**
 * File contents on local disk under DATA_DIR/files, stored by SHA-256 (files/ab/cd/abcd…), never
 * under a name a user gave. Identical contents are stored once. A file is written to a temporary
 * name, flushed to disk, then renamed into place, so a crash never leaves half a file under a
 * real name.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async save(source: Readable, maxBytes: number): Promise<StoredBlob> {
    const temporaryDir = path.join(this.root, 'tmp');
    await fsp.mkdir(temporaryDir, { recursive: true });
    const temporary = path.join(temporaryDir, randomBytes(16).toString('hex'));
    const hash = createHash('sha256');
    const headChunks: Buffer[] = [];
    let size = 0;
    let headSize = 0;

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
        fs.createWriteStream(temporary, { flags: 'wx', mode: 0o600 }),
      );
      await flushToDisk(temporary);
      const sha256 = hash.digest('hex');
      const final = this.pathOf(sha256);
      await fsp.mkdir(path.dirname(final), { recursive: true });
      if (await this.exists(sha256)) await fsp.rm(temporary, { force: true });
      else await fsp.rename(temporary, final);
      return { sha256, size, head: new Uint8Array(Buffer.concat(headChunks)) };
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
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

  async remove(sha256: string): Promise<void> {
    await fsp.rm(this.pathOf(sha256), { force: true });
  }

  private pathOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/u.test(sha256)) throw new Error('Not a SHA-256 digest');
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }
}

/** Makes sure the written bytes are on the disk before the file is renamed into place. */
async function flushToDisk(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
