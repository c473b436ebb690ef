import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../../../src/ui/shared/app/app-services';
import { EmailCodeFields, RESEND_AFTER_SECONDS } from '../../../../src/ui/accounts/EmailCodeFields';
import {
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../../../src/ui/shared/forms/kit';
import { type SubmitOutcome, useForm } from '../../../../src/ui/shared/forms/use-form';
import { lastCodeMailedTo } from '../../../support/fake-world';
import { testServices } from '../../support/test-app';

interface Values {
  name: string;
  email: string;
  code: string;
  password: string;
}

const EMPTY: Values = { name: '', email: '', code: '', password: '' };

function TestForm({
  onSubmit,
}: {
  readonly onSubmit: (values: Values) => Promise<SubmitOutcome<Values>>;
}) {
  const form = useForm<Values>({
    initial: EMPTY,
    rules: {
      name: (value) => (value.trim() ? null : '이름을 입력해 주세요.'),
      email: (value) => (value.includes('@') ? null : '이메일 주소를 확인해 주세요.'),
      code: (value) => (/^\d{6}$/u.test(value) ? null : '인증번호는 숫자 6자리입니다.'),
    },
    onSubmit,
  });
  return (
    <form {...form.formProps}>
      <TextField form={form} name="name" label="이름" required />
      <EmailCodeFields form={form} emailName="email" codeName="code" purpose="signUp" />
      <PasswordField
        form={form}
        name="password"
        label="새 비밀번호"
        autoComplete="new-password"
        checklistFor={{ userId: 'hong' }}
      />
      <FormAlert message={form.formError} />
      <SubmitButton submitting={form.submitting} busyLabel="보내는 중…">
        보내기
      </SubmitButton>
    </form>
  );
}

function renderForm(
  onSubmit: (values: Values) => Promise<SubmitOutcome<Values>> = vi.fn(async () => {}),
) {
  const { services, world } = testServices();
  const view = render(
    <AppServicesProvider services={services}>
      <TestForm onSubmit={onSubmit} />
    </AppServicesProvider>,
  );
  return { ...view, onSubmit, world };
}

const nameInput = () => screen.getByLabelText(/^이름/u);
const emailInput = () => screen.getByRole('textbox', { name: /^이메일/u });
const codeInput = () => screen.getByLabelText(/^인증번호/u);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameInput(), '홍길동');
  await user.type(emailInput(), 'hong@example.com');
  await user.type(codeInput(), '123456');
}

describe('forms kit', () => {
  it('ties each label, hint and error to its input, and marks required fields', () => {
    renderForm();
    const code = codeInput();
    expect(code).toHaveAccessibleDescription('메일로 받은 6자리 숫자를 입력해 주세요.');
    expect(nameInput()).toBeRequired();
    expect(screen.getByText('이름').parentElement).toHaveTextContent('이름 (필수)');
  });

  it('checks a field when it is left, and announces the error next to it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(nameInput());
    await user.tab();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAccessibleDescription('이름을 입력해 주세요.');
    const error = screen.getByText('이름을 입력해 주세요.');
    expect(error).toHaveAttribute('aria-live', 'polite');
  });

  it('clears an error as soon as the value is mended', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(nameInput());
    await user.tab();
    await user.type(nameInput(), '홍');
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('이름을 입력해 주세요.')).not.toBeInTheDocument();
  });

  it('does not check while a Korean syllable is being composed (IME), only when it ends', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(emailInput());
    await user.tab();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.compositionStart(emailInput());
    fireEvent.change(emailInput(), { target: { value: 'ㅎ' } });
    fireEvent.change(emailInput(), { target: { value: '호' } });
    // Mid-composition the value is kept as typed and the old error stays untouched.
    expect(emailInput()).toHaveValue('호');
    expect(screen.getByText('이메일 주소를 확인해 주세요.')).toBeInTheDocument();
    fireEvent.change(emailInput(), { target: { value: '홍@example.com' } });
    fireEvent.compositionEnd(emailInput());
    expect(emailInput()).toHaveValue('홍@example.com');
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  });

  it('on submit shows every error and focuses the first invalid field in page order', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    await user.type(nameInput(), '홍길동');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(emailInput()).toHaveFocus();
    expect(screen.getByText('이메일 주소를 확인해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('인증번호는 숫자 6자리입니다.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends once however often the button is pressed, and says it is busy', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderForm(onSubmit);
    await fillValid(user);
    const button = screen.getByRole('button', { name: '보내기' });
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(screen.getByRole('button', { name: '보내는 중…' })).toBeDisabled();
    await act(async () => finish());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '보내기' })).toBeEnabled();
  });

  it('keeps what was typed when the server refuses, and shows its message as an alert', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(() => Promise.reject(new Error('잠시 후 다시 시도해 주세요.'))));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    expect(nameInput()).toHaveValue('홍길동');
    expect(codeInput()).toHaveValue('123456');
  });

  it('shows field errors the server answers next to their fields and focuses the first', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(async () => ({ code: '인증번호가 일치하지 않습니다.' })));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(codeInput()).toHaveFocus());
    expect(codeInput()).toHaveAccessibleDescription(
      '메일로 받은 6자리 숫자를 입력해 주세요. 인증번호가 일치하지 않습니다.',
    );
    expect(codeInput()).toHaveValue('123456');
  });

  it('shows and hides the password, and ticks its rules as it is typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText('새 비밀번호');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: /보기/u }));
    expect(password).toHaveAttribute('type', 'text');
    const rules = screen.getByRole('list', { name: '비밀번호 조건' });
    expect(rules.querySelectorAll('.password-rules__met')).toHaveLength(0);
    await user.type(password, 'Hanbit!2026');
    expect(rules.querySelectorAll('.password-rules__met')).toHaveLength(4);
    await user.clear(password);
    await user.type(password, 'hong!2026xy');
    expect(rules).toHaveTextContent('아이디를 포함하지 않을 것: 미충족');
  });

  describe('e-mail code', () => {
    it('checks the address before asking for a code, without calling the server', async () => {
      const user = userEvent.setup();
      const { world } = renderForm();
      await user.type(emailInput(), 'not-an-address');
      await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
      expect(emailInput()).toHaveFocus();
      expect(screen.getByText('이메일 주소를 확인해 주세요.')).toBeInTheDocument();
      expect(world.backend.outbox).toHaveLength(0);
    });

    it('mails a code, focuses the code field and counts down before a new one may be asked for', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        const { world } = renderForm();
        await user.type(emailInput(), 'hong@example.com');
        await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
        await waitFor(() => expect(codeInput()).toHaveFocus());
        expect(lastCodeMailedTo(world, 'hong@example.com')).toMatch(/^\d{6}$/u);
        expect(screen.getByRole('status')).toHaveTextContent(
          '인증번호를 hong@example.com 주소로 보냈습니다. 10분 안에 입력해 주세요.',
        );
        const resend = screen.getByRole('button', { name: /다시 받기/u });
        expect(resend).toBeDisabled();
        expect(resend).toHaveTextContent(`(${RESEND_AFTER_SECONDS}초 후)`);
        for (let second = 0; second < RESEND_AFTER_SECONDS; second += 1) {
          await act(async () => {
            vi.advanceTimersByTime(1000);
          });
        }
        expect(screen.getByRole('button', { name: '인증번호 다시 받기' })).toBeEnabled();
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
