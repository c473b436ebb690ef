import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from '../../../../src/ui/shared/forms/kit';
import { addMember, fakeWorld, type FakeWorld, signInAs } from '../../../support/fake-world';
import { seriousAxeFindings } from '../../support/axe';
import { expectKitFields } from '../../support/kit-fields';
import { renderApp } from '../../support/test-app';

async function signedIn(role: 'member' | 'admin'): Promise<FakeWorld> {
  const world = fakeWorld();
  addMember(world, { userId: 'person1', name: '박서준', role });
  await signInAs(world, 'person1');
  return world;
}

/**
 * Issue 29, item 9: the forms that kept their own state and native boxes (sign-in, a member's
 * company, the office's donors) now run on the kit, its fields framed and labelled.
 */
describe('the last hand-rolled forms on the kit (issue 29, item 9)', () => {
  it('sign-in: kit fields; a missing field said once, under the form, and focused', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/auth/signin' });
    const submit = await screen.findByRole('button', { name: '로그인' });
    const form = submit.closest('form') as HTMLFormElement;
    expectKitFields(form);
    const userId = screen.getByLabelText('아이디');
    const password = screen.getByLabelText('비밀번호');

    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디를 입력해 주세요.');
    expect(userId).toHaveAttribute('aria-invalid', 'true');
    expect(userId).toHaveFocus();

    await user.type(userId, 'person1');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호를 입력해 주세요.');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(userId).not.toHaveAttribute('aria-invalid');
    expect(form).toHaveAccessibleDescription('비밀번호를 입력해 주세요.');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('a member’s company: kit fields, the domain’s refusal in the form', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/alumni/pr/mine', world: await signedIn('member') });
    await user.click(await screen.findByRole('button', { name: '새 기업 등록' }));
    const form = screen.getByRole('form', { name: '새 기업 등록' });
    expectKitFields(form);
    await user.click(screen.getByRole('button', { name: '등록 신청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('회사 이름을 입력해 주세요.');
  });

  it('the office’s new donor: kit fields', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/admin/donations', world: await signedIn('admin') });
    await user.type(
      await screen.findByLabelText('기부자 (이름, 연락처, 이메일, 회원 아이디)'),
      '김하늘',
    );
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await user.click(await screen.findByRole('button', { name: '새 기부자' }));
    expectKitFields(screen.getByRole('form', { name: '새 기부자' }));
  });

  it('FileField hands over each file picked, the same one again too', () => {
    const onFile = vi.fn();
    render(<FileField id="report" label="보고서" hint="지금 파일: 없음" onFile={onFile} />);
    const input = screen.getByLabelText('보고서');
    expect(input).toHaveAccessibleDescription('지금 파일: 없음');
    const file = new File(['x'], '보고서.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledTimes(2);
    expect(onFile).toHaveBeenLastCalledWith(file);
    expect((input as HTMLInputElement).value).toBe('');
  });
});
