import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../../support/doubles/memory-token-store';
import { RecordingNotifier } from '../../support/doubles/recording-notifier';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { HttpAccessLogApi } from '../../../src/adapters/http/http-access-log-api';
import { HttpAuthApi } from '../../../src/adapters/http/http-auth-api';
import { HttpFileApi } from '../../../src/adapters/http/http-file-api';
import { HttpMyInfoApi } from '../../../src/adapters/http/http-my-info-api';
import { HttpSecondFactorApi } from '../../../src/adapters/http/http-second-factor-api';
import { API_ERRORS } from '../../../src/contract/shared/error-codes';
import { NOT_APPROVED_MESSAGE } from '../../../src/domain/session/tokens';
import {
  SECOND_FACTOR_TICKET_REFUSED,
  SECOND_FACTOR_WRONG_CODE,
} from '../../../src/domain/session/second-factor';
import { timeStep, totpCodeOfStep } from '../../server/support/second-factor';
import { approve, registerMember } from '../../server/support/members';
import { anUpdateOf, aSignUpBody } from '../../support/members';
import { sharing } from '../../support/privacy';
import { useTestServer } from '../../server/support/use-test-server';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The HTTP adapters against the real reference server (SQLite) on a loopback port: what the
 * SPA sends is what the server accepts, and what it answers is what the ports promise.
 */
describe('HTTP adapters against the reference server', () => {
  const server = useTestServer('sqlite');
  let tokenStore: MemoryTokenStore;
  let notifier: RecordingNotifier;
  let auth: HttpAuthApi;
  let myInfo: HttpMyInfoApi;
  let files: HttpFileApi;
  let accessLog: HttpAccessLogApi;
  let client: ApiClient;

  beforeEach(async () => {
    tokenStore = new MemoryTokenStore();
    notifier = new RecordingNotifier();
    client = new ApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => fetch(input, init),
      tokenStore,
      notifier,
    });
    auth = new HttpAuthApi(client);
    myInfo = new HttpMyInfoApi(client);
    files = new HttpFileApi(client);
    accessLog = new HttpAccessLogApi(client);
  });

  async function signInAs(userId: string, password: string) {
    const result = await auth.signIn({ userId, password });
    if (!result.tokens) throw new Error(`no tokens: ${result.message}`);
    tokenStore.saveTokens(result.tokens);
    return result.tokens;
  }

  it('signs up with a mailed code; the account waits for approval', async () => {
    const body = aSignUpBody();
    await expect(auth.checkId(body.userId)).resolves.toMatchObject({ available: true });
    await auth.sendAuthMail({ email: body.email, purpose: 'signUp' });
    await auth.signUp({ ...body, emailAuthCode: server.lastCodeSentTo(body.email) });
    await expect(auth.checkId(body.userId)).resolves.toMatchObject({ available: false });
    await expect(auth.signIn({ userId: body.userId, password: body.password })).resolves.toEqual({
      tokens: null,
      message: NOT_APPROVED_MESSAGE,
    });
  });

  it('takes an administrator through the second step: enrolment, recovery codes, then a code', async () => {
    await server.runtime.services.administration.createAdministrator({
      userId: 'chief2026',
      password: 'Office!2026key',
      name: '사무국',
      email: null,
    });
    const secondFactor = new HttpSecondFactorApi(client);
    const credentials = { userId: 'chief2026', password: 'Office!2026key' };
    const first = await auth.signIn(credentials);
    expect(first.tokens).toBeNull();
    expect(first.secondFactor).toEqual({ ticket: expect.any(String), enrolled: false });
    const ticket = first.secondFactor?.ticket ?? '';
    const enrolment = await secondFactor.beginSecondFactorEnrolment(ticket);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml/);
    expect(enrolment.otpauthUrl).toContain(enrolment.secret);
    const step = timeStep(server.clock.now());
    // Typed as people copy it from the app: with a space in the middle.
    const code = totpCodeOfStep(enrolment.secret, step);
    const enrolled = await secondFactor.confirmSecondFactorEnrolment({
      ticket,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(enrolled.tokens.accessToken).not.toBe('');

    const again = await auth.signIn(credentials);
    expect(again.secondFactor?.enrolled).toBe(true);
    await expect(
      secondFactor.verifySecondFactor({ ticket: again.secondFactor?.ticket ?? '', code: '000000' }),
    ).rejects.toMatchObject({ status: 400, message: SECOND_FACTOR_WRONG_CODE });
    const recovery = enrolled.recoveryCodes[0] ?? '';
    const tokens = await secondFactor.verifySecondFactor({
      ticket: again.secondFactor?.ticket ?? '',
      code: recovery,
    });
    tokenStore.saveTokens(tokens);
    await expect(auth.ping()).resolves.toBe(true);
    await expect(
      secondFactor.verifySecondFactor({ ticket: again.secondFactor?.ticket ?? '', code: recovery }),
    ).rejects.toMatchObject({ status: 409, message: SECOND_FACTOR_TICKET_REFUSED });
  });

  it('signs in once approved; ping is true; sign-out ends the session', async () => {
    const member = await registerMember(server);
    await approve(server, member.userId);
    await signInAs(member.userId, member.password);
    await expect(auth.ping()).resolves.toBe(true);
    await auth.signOut();
    await expect(auth.ping()).resolves.toBe(false);
  });

  it('refuses a wrong password with the server’s Korean message, notified in red', async () => {
    const member = await registerMember(server);
    await approve(server, member.userId);
    await expect(
      auth.signIn({ userId: member.userId, password: 'wrong-password-1' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: API_ERRORS.wrongCredentials.status,
      code: API_ERRORS.wrongCredentials.code,
    });
    expect(notifier.notifications[0]?.kind).toBe('error');
    expect(notifier.notifications[0]?.message).toMatch(/[가-힣]/u);
  });

  it('refreshes the tokens (rotated) and keeps working with the new ones', async () => {
    const member = await registerMember(server);
    await approve(server, member.userId);
    const first = await signInAs(member.userId, member.password);
    const second = await auth.refresh(first);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    tokenStore.saveTokens(second);
    await expect(auth.ping()).resolves.toBe(true);
  });

  it('an expired access token is refreshed behind the caller’s back', async () => {
    const member = await registerMember(server);
    await approve(server, member.userId);
    const first = await signInAs(member.userId, member.password);
    server.clock.advance(61 * 60 * 1000);
    await expect(myInfo.getMyInfo()).resolves.toMatchObject({ userId: member.userId });
    expect(tokenStore.readTokens()?.refreshToken).not.toBe(first.refreshToken);
  });

  it('reads and updates my info', async () => {
    const member = await registerMember(server);
    await approve(server, member.userId);
    await signInAs(member.userId, member.password);
    const mine = await myInfo.getMyInfo();
    expect(mine).toMatchObject({ userId: member.userId, name: member.name, status: 'approved' });
    const updated = await myInfo.updateMyInfo(
      anUpdateOf(mine, {
        mobile: '010-9876-5432',
        company: '새빛상사',
        jobTitle: '부장',
        privacy: sharing('phone', 'company'),
      }),
    );
    expect(updated).toMatchObject({
      mobile: '010-9876-5432',
      company: '새빛상사',
      privacy: sharing('phone', 'company'),
    });
  });

  it('changes the password: the old one stops working', async () => {
    const member = await registerMember(server);
    await approve(server, member.userId);
    await signInAs(member.userId, member.password);
    await myInfo.changeMyPassword({
      currentPassword: member.password,
      newPassword: 'Saebit!2027new',
    });
    await expect(
      auth.signIn({ userId: member.userId, password: member.password }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: API_ERRORS.wrongCredentials.status,
      code: API_ERRORS.wrongCredentials.code,
    });
    await expect(
      auth.signIn({ userId: member.userId, password: 'Saebit!2027new' }),
    ).resolves.toMatchObject({ message: null });
  });

  it('uploads a profile image and finds it as the newest file; it is not a public image', async () => {
    const member = await registerMember(server);
    await approve(server, member.userId);
    await signInAs(member.userId, member.password);
    const progress: number[] = [];
    const ref = await files.uploadProfileImage(
      { name: '프로필.png', data: new Blob([PNG], { type: 'image/png' }) },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(progress.at(-1)).toBe(1);
    const recent = await files.recentFile(ref.atchFileMstId);
    expect(recent).toMatchObject({ atchFileId: ref.atchFileId, fileName: '프로필.png' });
    expect(files.mediaUrl(ref.atchFileId)).toBe(
      `${server.baseUrl}/api/atchFile/media/${ref.atchFileId}`,
    );
    const media = await fetch(files.mediaUrl(ref.atchFileId));
    await media.arrayBuffer();
    expect(media.status).toBe(404);
    const own = await files.downloadFile(ref);
    expect(Buffer.from(await own.data.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('downloads a file under its Korean name (content-disposition, RFC 5987)', async () => {
    const member = await registerMember(server);
    await approve(server, member.userId);
    await signInAs(member.userId, member.password);
    const ref = await files.uploadFile({
      name: '졸업앨범 사진.png',
      data: new Blob([PNG], { type: 'image/png' }),
    });
    const progress: number[] = [];
    const byId = await files.downloadFile(ref, { onProgress: (value) => progress.push(value) });
    expect(byId.fileName).toBe('졸업앨범 사진.png');
    expect(Buffer.from(await byId.data.arrayBuffer()).equals(PNG)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    const byName = await files.downloadFiles({
      atchFileMstId: ref.atchFileMstId,
      fileNm: '졸업앨범 사진.png',
    });
    expect(byName.fileName).toBe('졸업앨범 사진.png');
  });

  it('a refused download rejects with the server’s Korean message', async () => {
    await expect(
      files.downloadFile({ atchFileMstId: 'nope', atchFileId: 'nope' }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/[가-힣]/u) as string });
  });

  it('reports visits to the access log, anonymous or signed in', async () => {
    await accessLog.recordMenuAccess({
      menuPath: '/introduce/symbol',
      accessDt: '2026-11-22 10:00:00',
    });
    const rows = await server.runtime.database.db
      .selectFrom('access_logs')
      .select(['menu_path', 'user_id'])
      .execute();
    expect(rows).toEqual([{ menu_path: '/introduce/symbol', user_id: null }]);
  });

  it('a refused access-log report rejects quietly', async () => {
    await expect(
      accessLog.recordMenuAccess({ menuPath: 'no-slash', accessDt: 'yesterday' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: API_ERRORS.invalidInput.status,
      code: API_ERRORS.invalidInput.code,
    });
    expect(notifier.notifications).toEqual([]);
  });
});
