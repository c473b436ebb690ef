import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ABANDONED_TEMPORARY_AGE_MS, safeName } from '../../server/adapters/files/local-file-store';
import { maintenanceServicesOf, startMaintenance } from '../../server/maintenance';
import { signedInMember, type SignedInMember } from '../server/support/members';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * What a crash leaves in DATA_DIR/files: temporary copies of uploads in flight, and contents a
 * removal had parked before it could ask the database again. The maintenance pass that the
 * server runs at start (server/main.ts) and every hour finishes both: temporary copies whose
 * process is gone are deleted, parked contents go back when a file refers to them and are
 * deleted when none does (issue 9, items 3 and 8). Uploads in flight elsewhere are left alone.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A pid no process of this machine has. */
const DEAD_PID = 2 ** 30;
const quiet = { info: () => undefined, warn: () => undefined };

describe.each(sqliteOnly())('leftovers of a crash in the file store (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;

  beforeEach(async () => {
    member = await signedInMember(server, { userId: 'leftover26' });
  });

  const filesRoot = () => path.join(server.dataDir, 'files');

  function leave(relative: string, contents: string | Buffer, ageMs = 0): string {
    const file = path.join(filesRoot(), relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contents);
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
    return file;
  }

  async function uploadOwn(bytes: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), '사진.png');
    const response = await server.fetch('/api/user/file', {
      method: 'POST',
      headers: { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId },
      body: form,
    });
    return ((await response.json()) as { data: { atchFileMstId: string; atchFileId: string } })
      .data;
  }

  async function download(file: { atchFileMstId: string; atchFileId: string }) {
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

  async function passAtStart() {
    const maintenance = startMaintenance(maintenanceServicesOf(server.runtime), quiet);
    await maintenance.runOnce();
    await maintenance.stop();
  }

  it('deletes temporary copies whose upload can no longer finish, and only those', async () => {
    const host = safeName(os.hostname());
    const deadHere = leave(`tmp/${host}/${DEAD_PID}-0a0a0a0a0a0a-1`, 'half an upload');
    // The same pid as this process, from a former life of it (a container restarts as pid 1).
    const formerLife = leave(`tmp/${host}/${process.pid}-0b0b0b0b0b0b-2`, 'half an upload');
    const oldElsewhere = leave(
      'tmp/another-machine/4321-0c0c0c0c0c0c-3',
      'half an upload',
      ABANDONED_TEMPORARY_AGE_MS + 60_000,
    );
    // Uploads in flight: another process of this machine, a young copy of another machine.
    const liveHere = leave(`tmp/${host}/${process.ppid}-0d0d0d0d0d0d-4`, 'arriving');
    const youngElsewhere = leave('tmp/another-machine/4321-0e0e0e0e0e0e-5', 'arriving', 60_000);

    await passAtStart();

    expect({
      deadHere: fs.existsSync(deadHere),
      formerLife: fs.existsSync(formerLife),
      oldElsewhere: fs.existsSync(oldElsewhere),
      liveHere: fs.existsSync(liveHere),
      youngElsewhere: fs.existsSync(youngElsewhere),
    }).toEqual({
      deadHere: false,
      formerLife: false,
      oldElsewhere: false,
      liveHere: true,
      youngElsewhere: true,
    });
  });

  it('puts back parked contents that a file refers to and deletes the others', async () => {
    const wanted = Buffer.concat([PNG, Buffer.from('wanted')]);
    const file = await uploadOwn(wanted);
    const sha256 = createHash('sha256').update(wanted).digest('hex');
    // A removal had parked them when the process died; a file still refers to them.
    fs.mkdirSync(path.join(filesRoot(), 'parked'), { recursive: true });
    fs.renameSync(
      path.join(filesRoot(), sha256.slice(0, 2), sha256.slice(2, 4), sha256),
      path.join(filesRoot(), 'parked', `${sha256}.0123456789abcdef`),
    );
    expect((await download(file)).status).toBe(404);
    const unwanted = createHash('sha256').update('nobody').digest('hex');
    leave(`parked/${unwanted}.fedcba9876543210`, 'nobody');

    await passAtStart();

    const downloaded = await download(file);
    expect({ status: downloaded.status, same: downloaded.bytes.equals(wanted) }).toEqual({
      status: 200,
      same: true,
    });
    expect(fs.readdirSync(path.join(filesRoot(), 'parked'))).toEqual([]);
    expect(fs.existsSync(path.join(filesRoot(), unwanted.slice(0, 2)))).toBe(false);
  });
});
