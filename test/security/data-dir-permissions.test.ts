import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../server/seed/demo-data';
import { signedInMember } from '../server/support/members';
import { sqliteOnly, startTestServer, type TestServer } from '../server/support/test-server';

/**
 * DATA_DIR holds the SQLite database, members' files, the mail outbox, the demo passwords and the
 * generated master secret. Whatever the umask of the process that starts the server, what it
 * creates there is its own: folders 0700, files 0600 (issue 9, item 8). A database created with
 * the usual 0644 was readable by every account on the machine, and so were its -wal and -shm.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every folder and file under the directory (itself included), with its permission bits. */
function modesUnder(root: string): Record<string, string> {
  const modes: Record<string, string> = {
    '.': (fs.statSync(root).mode & 0o777).toString(8),
  };
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes[path.relative(root, full)] = (fs.statSync(full).mode & 0o777).toString(8);
  }
  return modes;
}

describe.each(sqliteOnly())('permissions of what the server keeps in DATA_DIR (%s)', (dialect) => {
  let server: TestServer | null = null;
  let parent: string | null = null;
  const umaskBefore = process.umask();

  afterEach(async () => {
    await server?.close();
    server = null;
    if (parent) fs.rmSync(parent, { recursive: true, force: true });
    parent = null;
    process.umask(umaskBefore);
  });

  it.each([0o022, 0o002, 0o000])(
    'keeps folders 0700 and files 0600 with umask %o',
    async (mask) => {
      process.umask(mask);
      parent = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-permissions-'));
      // Not there yet: the server makes DATA_DIR and the folder above it.
      const dataDir = path.join(parent, 'site', 'data');
      server = await startTestServer(dialect, { DATA_DIR: dataDir });

      // Something in every place: demo accounts, a database write, mail, an uploaded file.
      await seedDemoDataIfEmpty(server.runtime.ports, dataDir);
      const member = await signedInMember(server, { userId: 'perms2026' });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)]), '사진.png');
      const uploaded = await server.fetch('/api/user/file', {
        method: 'POST',
        headers: { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId },
        body: form,
      });
      expect(uploaded.status).toBe(200);

      const modes = modesUnder(dataDir);
      const expected: string[] = ['demo-accounts.txt', 'secrets/server-secret', 'outbox', 'files'];
      if (dialect === 'sqlite')
        expected.push('alumni.sqlite', 'alumni.sqlite-wal', 'alumni.sqlite-shm');
      for (const name of expected) expect(Object.keys(modes)).toContain(name);
      expect(Object.keys(modes).some((name) => name.endsWith('.eml'))).toBe(true);

      const tooOpen = Object.entries(modes).filter(([name, mode]) => {
        const isDirectory = fs.statSync(path.join(dataDir, name)).isDirectory();
        return mode !== (isDirectory ? '700' : '600');
      });
      expect(tooOpen).toEqual([]);
      expect(modesUnder(path.join(parent, 'site'))['.']).toBe('700');
    },
  );
});
