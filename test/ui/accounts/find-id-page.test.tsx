import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addMember, type FakeWorld, fakeWorld, lastCodeMailedTo } from '../../support/fake-world';
import { renderApp } from '../support/test-app';

const EMAIL = 'hong@example.com';

function fields() {
  return {
    name: screen.getByLabelText(/^이름/u),
    email: screen.getByLabelText(/^이메일/u),
    code: screen.getByLabelText(/^인증번호/u),
    submit: screen.getByRole('button', { name: '아이디 찾기' }),
  };
}

async function openPage(world: FakeWorld = fakeWorld()) {
  const app = renderApp({ path: '/auth/find/id', world });
  await screen.findByRole('heading', { level: 1, name: '아이디 찾기' });
  return { ...app, user: userEvent.setup() };
}

/** Types the name and address, asks for a code, and returns the code the fake mailed. */
async function fillAndRequestCode(
  user: ReturnType<typeof userEvent.setup>,
  world: FakeWorld,
  { name = '홍길동', email = EMAIL } = {},
) {
  await user.type(fields().name, name);
  await user.type(fields().email, email);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await screen.findByText(`인증번호를 ${email} 주소로 보냈습니다. 10분 안에 입력해 주세요.`);
  return lastCodeMailedTo(world, email);
}

describe('FindIdPage', () => {
  it('has the route title as its heading and a label for every field', async () => {
    await openPage();
    const { name, email, code } = fields();
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(email).toHaveAttribute('type', 'email');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(document.title).toMatch(/^아이디 찾기 \| /u);
  });

  it('shows each missing field’s message next to it and focuses the first', async () => {
    const { user } = await openPage();
    await user.click(fields().submit);
    const { name, email, code } = fields();
    expect(name).toHaveAccessibleDescription('이름을 입력해 주세요.');
    expect(email).toHaveAccessibleDescription('이메일 주소를 입력해 주세요.');
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('메일로 받은 인증번호를 입력해 주세요.'),
    );
    for (const input of [name, email, code]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
  });

  it('says what is wrong with a bad e-mail address and a code that is not 6 digits', async () => {
    const { user, world } = await openPage();
    await user.type(fields().name, '홍길동');
    await user.type(fields().email, 'hong@example');
    await user.tab();
    expect(fields().email).toHaveAccessibleDescription(
      '이메일 주소 형식이 올바르지 않습니다. 예) hong@example.com',
    );
    await user.type(fields().code, '12a4');
    await user.click(fields().submit);
    expect(fields().code).toHaveAccessibleDescription(
      expect.stringContaining('인증번호는 숫자 6자리입니다.'),
    );
    expect(fields().name).not.toHaveAttribute('aria-invalid');
    // The first invalid field in the page's order takes the focus.
    expect(fields().email).toHaveFocus();
    // "인증번호 받기" checks the address first and sends nothing while it is wrong.
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(world.backend.outbox).toHaveLength(0);
    expect(fields().email).toHaveFocus();
  });

  it('takes a name mended as it is typed: the error goes away at once', async () => {
    const { user } = await openPage();
    await user.type(fields().name, '홍');
    await user.tab();
    expect(fields().name).toHaveAccessibleDescription('이름은 2~20자로 입력해 주세요.');
    await user.type(fields().name, '길동');
    expect(fields().name).not.toHaveAttribute('aria-invalid');
  });

  it('does not judge a Korean name while a syllable is being composed (IME)', async () => {
    const { user } = await openPage();
    await user.type(fields().name, '홍');
    await user.tab();
    expect(fields().name).toHaveAccessibleDescription('이름은 2~20자로 입력해 주세요.');
    const name = fields().name;
    fireEvent.compositionStart(name);
    fireEvent.change(name, { target: { value: '홍ㄱ' } });
    // Half a syllable is typing in progress: the message does not turn into a format complaint.
    expect(name).toHaveValue('홍ㄱ');
    expect(name).toHaveAccessibleDescription('이름은 2~20자로 입력해 주세요.');
    fireEvent.change(name, { target: { value: '홍길' } });
    fireEvent.compositionEnd(name, { data: '길' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveValue('홍길');
  });

  it('shows the masked id found with the mailed code, and where the whole id went', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    const code = await fillAndRequestCode(user, world);
    expect(fields().code).toHaveFocus();
    await user.type(fields().code, code);
    await user.click(fields().submit);

    const heading = await screen.findByRole('heading', { level: 2, name: '아이디 찾기 결과' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('ho***23')).toBeInTheDocument();
    expect(screen.queryByText('hong123')).not.toBeInTheDocument();
    expect(screen.getByText(/전체 아이디는/u)).toHaveTextContent(
      `전체 아이디는 ${EMAIL} 주소로 메일을 보내 드렸습니다.`,
    );
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute(
      'href',
      '/auth/signin',
    );
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute(
      'href',
      '/auth/find/password',
    );
  });

  it('answers an unknown name neutrally, without saying that no account exists', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    const code = await fillAndRequestCode(user, world, { name: '김철수' });
    await user.type(fields().code, code);
    await user.click(fields().submit);

    const heading = await screen.findByRole('heading', { level: 2, name: '아이디 찾기 결과' });
    const result = heading.closest('section');
    expect(result).toHaveTextContent(
      `입력하신 이름과 이메일 주소로 가입된 아이디가 있으면 ${EMAIL} 주소로 아이디를 안내하는 메일을 보내 드립니다.`,
    );
    expect(result?.textContent).not.toMatch(/없습니다|존재하지|찾을 수 없습니다\./u);
    expect(screen.queryByText('ho***23')).not.toBeInTheDocument();
  });

  it('shows a wrong code next to the code field and keeps what was typed', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    const code = await fillAndRequestCode(user, world);
    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(fields().code, wrong);
    await user.click(fields().submit);

    await waitFor(() =>
      expect(fields().code).toHaveAccessibleDescription(
        expect.stringContaining('인증번호가 일치하지 않습니다.'),
      ),
    );
    expect(fields().code).toHaveFocus();
    expect(fields().name).toHaveValue('홍길동');
    expect(fields().email).toHaveValue(EMAIL);
    expect(fields().code).toHaveValue(wrong);
    expect(screen.getByRole('button', { name: '아이디 찾기' })).toBeEnabled();

    // Mending the code and sending again works: the form was never lost.
    await user.clear(fields().code);
    await user.type(fields().code, code);
    await user.click(fields().submit);
    expect(await screen.findByText('ho***23')).toBeInTheDocument();
  });

  it('tells an expired code next to the code field', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    const code = await fillAndRequestCode(user, world);
    world.clock.advance(10 * 60 * 1000);
    await user.type(fields().code, code);
    await user.click(fields().submit);
    await waitFor(() =>
      expect(fields().code).toHaveAccessibleDescription(expect.stringContaining('만료되었')),
    );
    expect(fields().name).toHaveValue('홍길동');
  });

  it('shows any other refusal above the button, keeping what was typed', async () => {
    const world = fakeWorld();
    vi.spyOn(world.authApi, 'findId').mockRejectedValue(
      new Error('서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.'),
    );
    const { user } = await openPage(world);
    const code = await fillAndRequestCode(user, world);
    await user.type(fields().code, code);
    await user.click(fields().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    );
    expect(fields().code).not.toHaveAttribute('aria-invalid');
    expect(fields().code).toHaveValue(code);
  });

  it('sends one request however often the form is submitted while it is being sent', async () => {
    const world = fakeWorld();
    addMember(world);
    const findId = vi.spyOn(world.authApi, 'findId');
    const { user } = await openPage(world);
    const code = await fillAndRequestCode(user, world);
    await user.type(fields().code, code);
    const { submit } = fields();
    const form = submit.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('아이디를 찾는 중…');
    submit.click();
    expect(await screen.findByText('ho***23')).toBeInTheDocument();
    expect(findId).toHaveBeenCalledTimes(1);
  });

  it('lets the member search again with a new code', async () => {
    const world = fakeWorld();
    addMember(world);
    const { user } = await openPage(world);
    const code = await fillAndRequestCode(user, world);
    await user.type(fields().code, code);
    await user.click(fields().submit);
    await user.click(await screen.findByRole('button', { name: '다른 정보로 다시 찾기' }));
    const heading = await screen.findByRole('heading', { level: 2, name: '본인 확인' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(fields().name).toHaveValue('홍길동');
    expect(fields().email).toHaveValue(EMAIL);
    expect(fields().code).toHaveValue('');
  });
});
