import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  SECOND_FACTOR_TICKET_REFUSED,
  SECOND_FACTOR_WRONG_CODE,
} from '../../../src/domain/session/second-factor';
import {
  SCRIPTED_APP_CODE,
  SCRIPTED_RECOVERY_CODES,
  withScriptedSecondFactor,
} from '../../support/doubles/scripted-second-factor';
import { addMember, fakeWorld, MEMBER_PASSWORD } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** An administrator (office1) and a member (member1); the second step scripted. */
function officeWorld(enrolled: boolean) {
  const base = fakeWorld();
  addMember(base, { userId: 'office1', name: '사무국', role: 'admin' });
  addMember(base, { userId: 'member1', name: '정회원' });
  return withScriptedSecondFactor(base, { enrolled });
}

async function typePassword(userId: string) {
  await screen.findByRole('heading', { level: 1, name: '로그인' });
  await userEvent.type(screen.getByLabelText('아이디'), userId);
  await userEvent.type(screen.getByLabelText('비밀번호'), MEMBER_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: '로그인' }));
}

describe('sign-in: the administrators’ second step (개인정보의 안전성 확보조치 기준 §6)', () => {
  it('enrols the app on the first sign-in: QR code and key, first code, ten recovery codes kept, then the page asked for', async () => {
    const { world, calls } = officeWorld(false);
    const { location } = renderApp({ path: '/admin/members', world });
    await typePassword('office1');

    await screen.findByRole('heading', { level: 1, name: '관리자 추가 인증' });
    const enrolment = await screen.findByRole('region', { name: '인증 앱 등록' });
    expect(within(enrolment).getByRole('img', { name: /인증 앱 등록용 QR 코드/u })).toBeVisible();
    expect(enrolment.textContent).toContain('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(world.tokenStore.readTokens()).toBeNull();
    const code = screen.getByLabelText('인증 앱에 표시된 6자리 코드');
    expect(code).toHaveFocus();
    expect(await seriousAxeFindings()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인증 코드를 입력해 주세요.');
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '인증 앱에 표시된 숫자 6자리를 입력해 주세요.',
    );
    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_WRONG_CODE);
    await waitFor(() => expect(screen.getByLabelText('인증 앱에 표시된 6자리 코드')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('인증 앱에 표시된 6자리 코드'), SCRIPTED_APP_CODE);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    const codes = await screen.findByRole('region', { name: '복구 코드' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SCRIPTED_RECOVERY_CODES);
    // Nothing is stored before the codes are kept, and they can be saved as a file.
    expect(world.tokenStore.readTokens()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '복구 코드 파일로 저장' }));
    const saved = world.fileSaver.saved.at(-1);
    expect(saved?.fileName).toBe('recovery-codes.txt');
    expect(await saved?.data.text()).toContain(SCRIPTED_RECOVERY_CODES.join('\n'));
    expect(await seriousAxeFindings()).toEqual([]);

    const goOn = screen.getByRole('button', { name: '로그인 계속하기' });
    expect(goOn).toBeDisabled();
    await userEvent.click(screen.getByLabelText('복구 코드를 안전한 곳에 보관했습니다'));
    await userEvent.click(goOn);
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/members'));
    expect(world.tokenStore.readTokens()).not.toBeNull();
    expect(calls).toEqual(['beginEnrolment', 'confirm:111111', `confirm:${SCRIPTED_APP_CODE}`]);
  });

  it('issue 29, item 12: a wrong code is said once, in the form, and no error notification stays on the recovery codes', async () => {
    const { world } = officeWorld(false);
    // As the HTTP client does: a refusal is notified as the call rejects.
    const confirm = world.secondFactorApi.confirmSecondFactorEnrolment.bind(world.secondFactorApi);
    world.secondFactorApi.confirmSecondFactorEnrolment = (answer) =>
      confirm(answer).catch((error: unknown) => {
        if (error instanceof Error) world.notifier.error(error.message);
        throw error;
      });
    renderApp({ path: '/admin/members', world });
    await typePassword('office1');
    const code = await screen.findByLabelText('인증 앱에 표시된 6자리 코드');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_WRONG_CODE);
    expect(world.notifier.notifications).toContainEqual({
      kind: 'error',
      message: SECOND_FACTOR_WRONG_CODE,
    });
    expect(world.notifier.onScreen).toEqual([]);

    // An error with no place in the form (the network) is notified, and goes with the step.
    world.notifier.error('서버에 연결하지 못했습니다.');
    await userEvent.type(screen.getByLabelText('인증 앱에 표시된 6자리 코드'), SCRIPTED_APP_CODE);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByRole('region', { name: '복구 코드' });
    expect(world.notifier.onScreen.filter((shown) => shown.kind === 'error')).toEqual([]);
  });

  it('asks an enrolled administrator for the app’s code, or takes a recovery code instead, then lands on the console', async () => {
    const { world, calls } = officeWorld(true);
    const { location } = renderApp({ path: '/auth/signin', world });
    await typePassword('office1');
    const code = await screen.findByLabelText('인증 코드');
    expect(screen.getByText(/복구 코드 하나를 입력할 수 있습니다/u)).toBeVisible();
    await userEvent.type(code, SCRIPTED_RECOVERY_CODES[3] ?? '');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    // Signed in from the sign-in page itself (no page sent them): the console's home.
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 홈' })).toBeVisible();
    expect(world.tokenStore.readTokens()).not.toBeNull();
    expect(calls).toEqual([`verify:${SCRIPTED_RECOVERY_CODES[3]}`]);
  });

  it('goes back to the password form on request, or when the ticket is no longer good', async () => {
    const { world } = officeWorld(true);
    renderApp({ path: '/auth/signin', world });
    await typePassword('office1');
    await screen.findByLabelText('인증 코드');
    await userEvent.click(screen.getByRole('button', { name: '처음부터 다시 로그인' }));
    await typePassword('office1');
    await screen.findByLabelText('인증 코드');

    // The ticket expires on the server (five minutes) while the form is open.
    world.secondFactorApi.verifySecondFactor = () =>
      Promise.reject(new Error(SECOND_FACTOR_TICKET_REFUSED));
    await userEvent.type(screen.getByLabelText('인증 코드'), SCRIPTED_APP_CODE);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(screen.getByRole('alert')).toHaveTextContent(SECOND_FACTOR_TICKET_REFUSED);
    expect(world.tokenStore.readTokens()).toBeNull();
  });

  it('asks nothing more of a member: the password signs in as the spec says', async () => {
    const { world, calls } = officeWorld(false);
    const { location } = renderApp({ path: '/auth/signin', world });
    await typePassword('member1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('heading', { name: '관리자 추가 인증' })).toBeNull();
  });
});
