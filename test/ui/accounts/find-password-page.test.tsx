import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  addMember,
  type FakeWorld,
  fakeWorld,
  lastCodeMailedTo,
  MEMBER_PASSWORD,
} from '../../support/fake-world';
import { ApiError } from '../../../src/application/shared/errors/api-error';
import { resetLinkFragment } from '../../../src/domain/accounts/reset-link';
import { renderApp } from '../support/test-app';

const EMAIL = 'hong@example.com';
const NEW_PASSWORD = 'Byeol#2027go';

type User = ReturnType<typeof userEvent.setup>;

function verifyFields() {
  return {
    userId: screen.getByLabelText(/^아이디/u),
    name: screen.getByLabelText(/^이름/u),
    email: screen.getByLabelText(/^이메일/u),
    code: screen.getByLabelText(/^인증번호/u),
    submit: screen.getByRole('button', { name: '다음' }),
  };
}

function passwordFields() {
  return {
    password: screen.getByLabelText(/^새 비밀번호 \(필수\)$/u),
    confirmation: screen.getByLabelText(/^새 비밀번호 확인/u),
    submit: screen.getByRole('button', { name: '비밀번호 변경' }),
  };
}

async function openPage(world: FakeWorld = fakeWorld()) {
  const app = renderApp({ path: '/auth/find/password', world });
  await screen.findByRole('heading', { level: 1, name: '비밀번호 찾기' });
  return { ...app, user: userEvent.setup() };
}

/** Fills the first step, asks for a code and types the one the fake mailed. */
async function fillFirstStep(
  user: User,
  world: FakeWorld,
  { userId = 'hong123', name = '홍길동', email = EMAIL } = {},
) {
  await user.type(verifyFields().userId, userId);
  await user.type(verifyFields().name, name);
  await user.type(verifyFields().email, email);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await screen.findByText(`인증번호를 ${email} 주소로 보냈습니다. 10분 안에 입력해 주세요.`);
  const code = lastCodeMailedTo(world, email);
  await user.type(verifyFields().code, code);
  return code;
}

async function toSecondStep(user: User, world: FakeWorld, who = {}) {
  await fillFirstStep(user, world, who);
  await user.click(verifyFields().submit);
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: '2단계: 새 비밀번호 설정',
  });
  await waitFor(() => expect(heading).toHaveFocus());
}

describe('FindPasswordPage, first step', () => {
  it('has the route title as its heading, the steps, and a label for every field', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: '1단계: 본인 확인' })).toBeVisible();
    const steps = screen.getByRole('list', { name: '진행 단계' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText('본인 확인').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const { userId, name, email, code } = verifyFields();
    expect(userId).toHaveAttribute('autocomplete', 'username');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(email).toHaveAttribute('type', 'email');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('shows each missing field’s message next to it and focuses the first', async () => {
    const { user } = await openPage();
    await user.click(verifyFields().submit);
    const { userId, name, email, code } = verifyFields();
    expect(userId).toHaveAccessibleDescription('아이디를 입력해 주세요.');
    expect(name).toHaveAccessibleDescription('이름을 입력해 주세요.');
    expect(email).toHaveAccessibleDescription('이메일 주소를 입력해 주세요.');
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('메일로 받은 인증번호를 입력해 주세요.'),
    );
    expect(userId).toHaveFocus();
  });

  it('says what is wrong with a name, an address and a code, focusing the first of them', async () => {
    const { user } = await openPage();
    await user.type(verifyFields().userId, 'hong123');
    await user.type(verifyFields().name, 'ㅎㄱㄷ');
    await user.type(verifyFields().email, 'hong.example.com');
    await user.type(verifyFields().code, '12345');
    await user.click(verifyFields().submit);
    expect(verifyFields().userId).not.toHaveAttribute('aria-invalid');
    expect(verifyFields().name).toHaveAccessibleDescription(
      '이름은 한글 또는 영문으로 정확히 입력해 주세요.',
    );
    expect(verifyFields().email).toHaveAccessibleDescription(
      '이메일 주소 형식이 올바르지 않습니다. 예) hong@example.com',
    );
    expect(verifyFields().code).toHaveAccessibleDescription(
      expect.stringContaining('인증번호는 숫자 6자리입니다.'),
    );
    expect(verifyFields().name).toHaveFocus();
  });

  it('shows a wrong code next to the code field and keeps what was typed', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    const code = await fillFirstStep(user, world);
    const wrong = code === '000000' ? '111111' : '000000';
    await user.clear(verifyFields().code);
    await user.type(verifyFields().code, wrong);
    await user.click(verifyFields().submit);

    await waitFor(() =>
      expect(verifyFields().code).toHaveAccessibleDescription(
        expect.stringContaining('인증번호가 일치하지 않습니다.'),
      ),
    );
    expect(verifyFields().code).toHaveFocus();
    expect(verifyFields().userId).toHaveValue('hong123');
    expect(verifyFields().name).toHaveValue('홍길동');
    expect(verifyFields().email).toHaveValue(EMAIL);
    expect(verifyFields().code).toHaveValue(wrong);
    expect(screen.getByRole('heading', { level: 2, name: '1단계: 본인 확인' })).toBeVisible();
  });

  it('sends one request however often the step is submitted while it is being sent', async () => {
    const world = fakeWorld();
    addMember(world);
    const findPassword = vi.spyOn(world.authApi, 'findPassword');
    const { user } = await openPage(world);
    await fillFirstStep(user, world);
    const { submit } = verifyFields();
    const form = submit.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    submit.click();
    await screen.findByRole('heading', { level: 2, name: '2단계: 새 비밀번호 설정' });
    expect(findPassword).toHaveBeenCalledTimes(1);
  });
});

describe('FindPasswordPage, new password', () => {
  it('shows the password rules as a checklist and says what is wrong', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    await toSecondStep(user, world);

    const rules = screen.getByRole('list', { name: '비밀번호 조건' });
    await user.type(passwordFields().password, 'hong1234');
    expect(within(rules).getByText('아이디를 포함하지 않을 것').closest('li')).toHaveTextContent(
      '미충족',
    );
    await user.clear(passwordFields().password);
    await user.type(passwordFields().password, 'abc');
    await user.tab();
    expect(passwordFields().password).toHaveAccessibleDescription(
      expect.stringContaining('비밀번호는 8자 이상이어야 합니다.'),
    );

    await user.clear(passwordFields().password);
    await user.type(passwordFields().password, NEW_PASSWORD);
    expect(passwordFields().password).not.toHaveAttribute('aria-invalid');
    await user.type(passwordFields().confirmation, `${NEW_PASSWORD}x`);
    await user.tab();
    expect(passwordFields().confirmation).toHaveAccessibleDescription(
      '비밀번호가 일치하지 않습니다.',
    );
  });

  it('focuses the first invalid field on submit: the password before its confirmation', async () => {
    const world = fakeWorld();
    addMember(world);
    const resetPassword = vi.spyOn(world.authApi, 'resetPassword');
    const { user } = await openPage(world);
    await toSecondStep(user, world);
    await user.type(passwordFields().password, 'hanbit123');
    await user.click(passwordFields().submit);
    expect(passwordFields().password).toHaveAccessibleDescription(
      expect.stringContaining(
        '비밀번호는 영문자·숫자·특수문자 중 3가지 이상으로 8자 이상, 또는 2가지 이상으로 10자 이상이어야 합니다.',
      ),
    );
    expect(passwordFields().confirmation).toHaveAccessibleDescription(
      '비밀번호를 한 번 더 입력해 주세요.',
    );
    expect(passwordFields().password).toHaveFocus();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sets the new password, then the member signs in with it', async () => {
    const world = fakeWorld();
    addMember(world);
    const resetPassword = vi.spyOn(world.authApi, 'resetPassword');
    const { user, session, location } = await openPage(world);
    await toSecondStep(user, world);
    await user.type(passwordFields().password, NEW_PASSWORD);
    await user.type(passwordFields().confirmation, NEW_PASSWORD);
    const { submit } = passwordFields();
    const form = submit.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);

    const done = await screen.findByRole('heading', { level: 2, name: '비밀번호를 변경했습니다' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(resetPassword).toHaveBeenCalledTimes(1);
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
    });

    await user.click(screen.getByRole('link', { name: '로그인하러 가기' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth/signin'));
    await user.type(await screen.findByLabelText('아이디'), 'hong123');
    await user.type(screen.getByLabelText('비밀번호'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(session.getSnapshot().value).toBe('signedIn'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('goes on to the second step for an unknown account too, and back with a neutral message', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    // Nobody of that id has that name and address; the page must not say so.
    await toSecondStep(user, world, { userId: 'kim456' });
    await user.type(passwordFields().password, NEW_PASSWORD);
    await user.type(passwordFields().confirmation, NEW_PASSWORD);
    await user.click(passwordFields().submit);

    const first = await screen.findByRole('heading', { level: 2, name: '1단계: 본인 확인' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(
      screen.getByText('비밀번호 재설정 기간이 지났습니다. 처음부터 다시 진행해 주세요.'),
    ).toHaveAttribute('role', 'alert');
    // What was typed stays, but the used code is gone: a new one is needed.
    expect(verifyFields().userId).toHaveValue('kim456');
    expect(verifyFields().name).toHaveValue('홍길동');
    expect(verifyFields().email).toHaveValue(EMAIL);
    expect(verifyFields().code).toHaveValue('');
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD }),
    ).resolves.toMatchObject({ message: null });
  });

  it('sends the member back to the first step when the reset token has expired', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    await toSecondStep(user, world);
    vi.spyOn(world.authApi, 'resetPassword').mockRejectedValueOnce(
      new ApiError('비밀번호 재설정 기간이 지났습니다. 처음부터 다시 진행해 주세요.', 4003, 400),
    );
    await user.type(passwordFields().password, NEW_PASSWORD);
    await user.type(passwordFields().confirmation, NEW_PASSWORD);
    await user.click(passwordFields().submit);
    expect(
      await screen.findByText('비밀번호 재설정 기간이 지났습니다. 처음부터 다시 진행해 주세요.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '1단계: 본인 확인' })).toHaveFocus();
    expect(verifyFields().userId).toHaveValue('hong123');
  });

  it('shows the server’s refusal of the password next to it, keeping both fields', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    await toSecondStep(user, world);
    vi.spyOn(world.authApi, 'resetPassword').mockRejectedValueOnce(
      new ApiError(
        '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
        4000,
        400,
      ),
    );
    await user.type(passwordFields().password, NEW_PASSWORD);
    await user.type(passwordFields().confirmation, NEW_PASSWORD);
    await user.click(passwordFields().submit);
    await waitFor(() =>
      expect(passwordFields().password).toHaveAccessibleDescription(
        expect.stringContaining('너무 흔하거나 추측하기 쉬운 비밀번호입니다.'),
      ),
    );
    expect(passwordFields().password).toHaveFocus();
    expect(passwordFields().password).toHaveValue(NEW_PASSWORD);
    expect(passwordFields().confirmation).toHaveValue(NEW_PASSWORD);
  });
});

describe('FindPasswordPage, from the reset link the office mails', () => {
  it('opens at the new password with the link’s id and token, and takes them out of the address bar', async () => {
    const world = fakeWorld();
    addMember(world);
    await world.authApi.sendAuthMail({ email: EMAIL, purpose: 'findPassword' });
    const { resetToken } = await world.authApi.findPassword({
      userId: 'hong123',
      name: '홍길동',
      email: EMAIL,
      authCode: lastCodeMailedTo(world, EMAIL),
    });
    window.history.replaceState(
      null,
      '',
      `/auth/find/password${resetLinkFragment({ userId: 'hong123', resetToken })}`,
    );
    try {
      const { user } = await openPage(world);
      await screen.findByRole('heading', { level: 2, name: '2단계: 새 비밀번호 설정' });
      expect(window.location.hash).toBe('');
      await user.type(passwordFields().password, NEW_PASSWORD);
      await user.type(passwordFields().confirmation, NEW_PASSWORD);
      await user.click(passwordFields().submit);
      await screen.findByRole('heading', { level: 2, name: '비밀번호를 변경했습니다' });
      await expect(
        world.authApi.signIn({ userId: 'hong123', password: NEW_PASSWORD }),
      ).resolves.toMatchObject({ message: null });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('starts at the first step when the fragment is not a reset link', async () => {
    window.history.replaceState(null, '', '/auth/find/password#user=hong123&reset=short');
    try {
      await openPage();
      expect(screen.getByRole('heading', { level: 2, name: '1단계: 본인 확인' })).toBeVisible();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
