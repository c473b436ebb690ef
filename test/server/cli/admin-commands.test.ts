import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { SignInData } from '../../../src/contract/session';
import { type CommandIo, runAdminCommand, UsageError } from '../../../server/cli/admin-commands';
import { expectRefusal } from '../support/auth-helpers';
import { registerMember, signIn } from '../support/members';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { builtServerEntry } from '../../support/built-server';

const run = promisify(execFile);

/** The second-factor challenge of an administrator's right password. */
async function challengeOf(server: TestServer, admin: { userId: string; password: string }) {
  const result = await server.call<SignInData>('signIn', {
    body: { userId: admin.userId, password: admin.password },
  });
  const data = result.body.data;
  if (!data || !('secondFactor' in data)) throw new Error(JSON.stringify(result.body));
  return data.secondFactor;
}

function recordingIo(password = 'Office!2026key') {
  const lines: string[] = [];
  const io: CommandIo = { print: (line) => lines.push(line), password: async () => password };
  return { io, lines };
}

describe.each(dialects())('admin commands (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('create-admin makes an approved administrator who can sign in', async () => {
    const { io, lines } = recordingIo();
    await runAdminCommand(
      ['create-admin', 'admin', '--email', 'office@example.com'],
      server.runtime.services,
      io,
    );
    expect(lines).toEqual(['관리자 계정 admin을(를) 만들었습니다.']);
    const account = await server.runtime.ports.store.accounts.find('admin');
    expect(account).toMatchObject({
      role: 'admin',
      status: 'approved',
      email: 'office@example.com',
      name: '총동문회 사무국',
    });
    const signedIn = await signIn(server, {
      userId: 'admin',
      password: 'Office!2026key',
      email: '',
      name: '',
    });
    expect(signedIn.accessToken).toBeTruthy();
  });

  it('create-admin refuses a weak password and a taken id', async () => {
    await expect(
      runAdminCommand(
        ['create-admin', 'admin'],
        server.runtime.services,
        recordingIo('password').io,
      ),
    ).rejects.toThrow(/비밀번호/u);
    await runAdminCommand(['create-admin', 'admin'], server.runtime.services, recordingIo().io);
    await expect(
      runAdminCommand(['create-admin', 'admin'], server.runtime.services, recordingIo().io),
    ).rejects.toThrow('이미 사용 중인 아이디입니다.');
  });

  it('list-pending shows the members waiting for approval', async () => {
    const { io, lines } = recordingIo();
    await runAdminCommand(['list-pending'], server.runtime.services, io);
    expect(lines).toEqual(['승인 대기 중인 회원이 없습니다.']);

    const member = await registerMember(server, { name: '박서연' });
    const listing = recordingIo();
    await runAdminCommand(['list-pending'], server.runtime.services, listing.io);
    expect(listing.lines[0]).toBe('승인 대기 1명');
    expect(listing.lines[1]).toContain(member.userId);
    expect(listing.lines[1]).toContain('박서연');
  });

  it('approve lets the member sign in and mails them in Korean', async () => {
    const member = await registerMember(server);
    const { io, lines } = recordingIo();
    await runAdminCommand(['approve', member.userId], server.runtime.services, io);
    expect(lines[0]).toContain('승인했습니다');
    expect((await signIn(server, member)).accessToken).toBeTruthy();
    const mail = server.mails().at(-1);
    expect(mail?.to).toContain(member.email);
    expect(mail?.subject).toContain('회원가입이 승인되었습니다');
  });

  it('reject needs a reason, refuses sign-in with it, and mails it', async () => {
    const member = await registerMember(server);
    await expect(
      runAdminCommand(['reject', member.userId], server.runtime.services, recordingIo().io),
    ).rejects.toBeInstanceOf(UsageError);
    await runAdminCommand(
      ['reject', member.userId, '--reason', '졸업생 명부에서 확인되지 않습니다.'],
      server.runtime.services,
      recordingIo().io,
    );
    const refused = await server.call('signIn', {
      body: { userId: member.userId, password: member.password },
    });
    expectRefusal(refused, 'accountRejected');
    expect(refused.body.message).toContain('졸업생 명부에서 확인되지 않습니다.');
    expect(server.mails().at(-1)?.text).toContain('사유: 졸업생 명부에서 확인되지 않습니다.');
  });

  it('reset-2fa removes an administrator’s second factor: the next sign-in enrols again', async () => {
    await runAdminCommand(['create-admin', 'chief'], server.runtime.services, recordingIo().io);
    const admin = { userId: 'chief', password: 'Office!2026key', email: '', name: '' };
    await signIn(server, admin); // enrols, through the second factor
    expect(await challengeOf(server, admin)).toMatchObject({ enrolled: true });

    const { io, lines } = recordingIo();
    await runAdminCommand(['reset-2fa', 'chief'], server.runtime.services, io);
    expect(lines).toEqual([
      'chief 계정의 추가 인증을 지웠습니다. 다음 로그인에서 인증 앱을 다시 등록합니다.',
    ]);
    const { db } = server.runtime.database;
    expect(await db.selectFrom('second_factors').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    expect(await challengeOf(server, admin)).toMatchObject({ enrolled: false });
    expect((await signIn(server, admin)).accessToken).toBeTruthy(); // enrolled anew

    const again = recordingIo();
    await runAdminCommand(['reset-2fa', 'nobody1'], server.runtime.services, again.io).catch(
      (error: Error) => again.lines.push(error.message),
    );
    expect(again.lines).toEqual(['nobody1 계정이 없습니다.']);
    await expect(
      runAdminCommand(['reset-2fa'], server.runtime.services, recordingIo().io),
    ).rejects.toBeInstanceOf(UsageError);
  });

  it('refuses to decide twice and unknown commands or missing arguments', async () => {
    const member = await registerMember(server);
    await runAdminCommand(['approve', member.userId], server.runtime.services, recordingIo().io);
    await expect(
      runAdminCommand(['approve', member.userId], server.runtime.services, recordingIo().io),
    ).rejects.toThrow('승인 대기 중인 회원만');
    await expect(
      runAdminCommand(['approve', 'nobody1'], server.runtime.services, recordingIo().io),
    ).rejects.toThrow('그런 아이디의 회원이 없습니다.');
    await expect(
      runAdminCommand(['frobnicate'], server.runtime.services, recordingIo().io),
    ).rejects.toBeInstanceOf(UsageError);
    await expect(
      runAdminCommand(['approve'], server.runtime.services, recordingIo().io),
    ).rejects.toBeInstanceOf(UsageError);
  });
});

describe('npm run admin (the real command)', () => {
  // The command as `npm run admin` runs it: the built server's (test/support/built-server.ts).
  const node = process.execPath;
  const script = builtServerEntry('admin');
  const environment = (dataDir: string, extra: Record<string, string> = {}) => ({
    ...process.env,
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: '10',
    DATABASE_URL: '',
    ...extra,
  });

  it('creates an administrator from ADMIN_PASSWORD, lists pending members, and exits 2 on a usage error', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-cli-'));
    const created = await run(node, [script, 'create-admin', 'office', '--name', '사무국'], {
      env: environment(dataDir, { ADMIN_PASSWORD: 'Hanbit!2026key' }),
    });
    expect(created.stdout).toContain('관리자 계정 office을(를) 만들었습니다.');

    const listed = await run(node, [script, 'list-pending'], { env: environment(dataDir) });
    expect(listed.stdout).toContain('승인 대기 중인 회원이 없습니다.');

    const usage = await run(node, [script, 'frobnicate'], { env: environment(dataDir) }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(usage).toMatchObject({ code: 2 });
    expect((usage as { stderr: string }).stderr).toContain('알 수 없는 명령입니다: frobnicate');
  }, 60_000);

  it('reset-2fa through the real command: the next sign-in enrols again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-cli-'));
    const server = await startTestServer('sqlite', { DATA_DIR: dataDir });
    try {
      const admin = { userId: 'office', password: 'Hanbit!2026key', email: '', name: '' };
      await server.runtime.services.administration.createAdministrator({
        userId: admin.userId,
        password: admin.password,
        name: '사무국',
        email: null,
      });
      await signIn(server, admin);
      expect(await challengeOf(server, admin)).toMatchObject({ enrolled: true });
      const reset = await run(node, [script, 'reset-2fa', 'office'], { env: environment(dataDir) });
      expect(reset.stdout).toContain('office 계정의 추가 인증을 지웠습니다.');
      expect(await challengeOf(server, admin)).toMatchObject({ enrolled: false });
    } finally {
      await server.close();
    }
  }, 60_000);

  it('reads the password from piped input when ADMIN_PASSWORD is not set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-cli-'));
    const child = execFile(node, [script, 'create-admin', 'office'], {
      env: environment(dataDir, { ADMIN_PASSWORD: '' }),
    });
    child.stdin?.end('Hanbit!2026key\n');
    const output = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout?.on('data', (chunk: string) => (stdout += chunk));
      child.on('exit', (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`exit ${code}`)),
      );
    });
    expect(output).toContain('만들었습니다');
  }, 60_000);
});
