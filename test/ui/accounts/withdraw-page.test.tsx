import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addMember, fakeWorld, MEMBER_PASSWORD, signInAs } from '../../support/fake-world';
import { renderApp } from '../support/test-app';
import { seriousAxeFindings } from '../support/axe';

afterEach(() => {
  vi.restoreAllMocks();
});

const SUCCESS = '회원 탈퇴가 완료되었습니다. 그동안 함께해 주셔서 감사합니다.';

/** The signed-in member hong123 on /auth/withdraw. */
async function openWithdraw() {
  const world = fakeWorld();
  addMember(world);
  await signInAs(world, 'hong123');
  const app = renderApp({ path: '/auth/withdraw', world });
  await screen.findByRole('heading', { level: 1, name: '회원 탈퇴' }, { timeout: 5000 });
  const withdraw = vi.spyOn(world.authApi, 'withdraw');
  return { ...app, withdraw, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: '회원 탈퇴 신청' });
const reasonField = () => screen.getByLabelText(/^탈퇴 사유/u);
const passwordField = () => screen.getByLabelText(/^비밀번호 확인/u);
const agreement = () =>
  screen.getByRole('checkbox', { name: '위 내용을 확인했으며 탈퇴에 동의합니다' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.selectOptions(reasonField(), '사이트를 자주 이용하지 않습니다');
  await user.type(passwordField(), password);
  await user.click(agreement());
}

function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('WithdrawPage', () => {
  it('says what is deleted at once, what is kept and for how long, and that the id is gone for good', async () => {
    await openWithdraw();
    const deleted = screen.getByRole('region', { name: '바로 삭제되는 정보' });
    for (const item of [
      '회원 정보',
      '휴대전화 번호, 이메일 주소',
      '주소',
      '프로필 사진',
      '동문 찾기',
    ]) {
      expect(deleted).toHaveTextContent(item);
    }
    expect(deleted).toHaveTextContent('로그인 상태');
    const kept = screen.getByRole('region', { name: '법에 따라 보관하는 정보' });
    expect(kept).toHaveTextContent('기부 내역과 발급한 기부금영수증 기록');
    expect(kept).toHaveTextContent('5년 동안');
    expect(within(kept).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('region', { name: '아이디 재사용 불가' })).toHaveTextContent(
      '탈퇴한 아이디는 다시 사용할 수 없습니다.',
    );
  });

  it('has no serious or critical accessibility finding, before and at the confirmation', async () => {
    const { user } = await openWithdraw();
    expect(await seriousAxeFindings()).toEqual([]);
    await fillIn(user, MEMBER_PASSWORD);
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await screen.findByRole('heading', { name: '정말 탈퇴하시겠습니까?' });
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('asks for a reason, the password and the agreement; the first missing one takes the focus', async () => {
    const { user, withdraw } = await openWithdraw();
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    expect(reasonField()).toHaveFocus();
    expectFieldError(reasonField(), '탈퇴 사유를 선택해 주세요.');
    expectFieldError(passwordField(), '비밀번호를 입력해 주세요.');
    expectFieldError(agreement(), '안내 내용을 확인하고 동의해 주세요.');
    expect(screen.queryByRole('heading', { name: '정말 탈퇴하시겠습니까?' })).toBeNull();

    await user.selectOptions(reasonField(), '기타(직접 입력)');
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const other = screen.getByLabelText(/^기타 사유/u);
    expect(other).toHaveFocus();
    expectFieldError(other, '탈퇴 사유를 적어 주세요.');
    await user.type(other, '연락처를 정리합니다');
    expect(other).not.toHaveAttribute('aria-invalid');
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('asks once more before withdrawing; cancelling sends nothing', async () => {
    const { user, withdraw } = await openWithdraw();
    await fillIn(user, MEMBER_PASSWORD);
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const heading = await screen.findByRole('heading', { name: '정말 탈퇴하시겠습니까?' });
    expect(heading).toHaveFocus();
    expect(passwordField()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('heading', { name: '정말 탈퇴하시겠습니까?' })).toBeNull();
    expect(screen.getByRole('button', { name: '회원 탈퇴' })).toHaveFocus();
    expect(passwordField()).toHaveValue(MEMBER_PASSWORD);
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('a wrong password is refused next to the password field, and nothing else changes', async () => {
    const { user, world, location, withdraw } = await openWithdraw();
    await fillIn(user, 'Wrong!pass99');
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(await screen.findByRole('button', { name: '탈퇴합니다' }));
    await waitFor(() => expectFieldError(passwordField(), '비밀번호가 올바르지 않습니다.'));
    expect(passwordField()).toHaveFocus();
    expect(withdraw).toHaveBeenCalledTimes(1);
    // What was typed stays; the account, the session and the page stay.
    expect(passwordField()).toHaveValue('Wrong!pass99');
    expect(reasonField()).toHaveValue('rarely');
    expect(agreement()).toBeChecked();
    expect(world.backend.accounts.has('hong123')).toBe(true);
    expect(world.tokenStore.readTokens()).not.toBeNull();
    expect(await world.authApi.ping()).toBe(true);
    expect(location.history.at(-1)).toBe('/auth/withdraw');
    expect(world.notifier.notifications.filter(({ kind }) => kind === 'success')).toEqual([]);
  });

  it('with the right password and the confirmation: account gone, signed out, home, thanked', async () => {
    const { user, world, location, withdraw } = await openWithdraw();
    await fillIn(user, MEMBER_PASSWORD);
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(await screen.findByRole('button', { name: '탈퇴합니다' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(withdraw).toHaveBeenCalledWith({
      password: MEMBER_PASSWORD,
      reason: '사이트를 자주 이용하지 않습니다',
    });
    expect(world.backend.accounts.has('hong123')).toBe(false);
    expect(world.backend.retiredUserIds.has('hong123')).toBe(true);
    await waitFor(() => expect(world.tokenStore.readTokens()).toBeNull());
    expect(world.notifier.notifications).toContainEqual({ kind: 'success', message: SUCCESS });
    await waitFor(() => expect(screen.queryAllByRole('button', { name: '로그아웃' })).toEqual([]));
  });

  it('sends the reason written by hand', async () => {
    const { user, withdraw, location } = await openWithdraw();
    await user.selectOptions(reasonField(), '기타(직접 입력)');
    await user.type(screen.getByLabelText(/^기타 사유/u), '해외로 이주합니다');
    await user.type(passwordField(), MEMBER_PASSWORD);
    await user.click(agreement());
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(await screen.findByRole('button', { name: '탈퇴합니다' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(withdraw).toHaveBeenCalledWith({
      password: MEMBER_PASSWORD,
      reason: '기타: 해외로 이주합니다',
    });
  });

  it('a double submission sends one request', async () => {
    const { user, withdraw, location } = await openWithdraw();
    await fillIn(user, MEMBER_PASSWORD);
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const confirm = await screen.findByRole('button', { name: '탈퇴합니다' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.submit(form());
      fireEvent.submit(form());
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(withdraw).toHaveBeenCalledTimes(1);
  });
});
