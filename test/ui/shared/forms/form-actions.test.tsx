import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../../../src/ui/shared/app/app-services';
import { FormRefusal, SubmitButton, TextField } from '../../../../src/ui/shared/forms/kit';
import { useForm } from '../../../../src/ui/shared/forms/use-form';
import { testServices } from '../../support/test-app';

interface Draft {
  readonly title: string;
  readonly published: boolean;
  readonly tags: readonly string[];
}

/** A form of two actions (게시, 임시 저장), like the office's notice and album editors. */
function DraftForm({ onSubmit }: { readonly onSubmit: (draft: Draft) => Promise<void> }) {
  const form = useForm<Draft>({
    initial: { title: '', published: false, tags: [] },
    rules: { title: (title) => (title.trim() ? null : '제목을 입력해 주세요.') },
    failure: '저장하지 못했습니다.',
    sentByActions: true,
    onSubmit,
  });
  const send = (published: boolean) => {
    form.setValue('published', published);
    form.submit();
  };
  return (
    <form {...form.formProps} aria-label="글">
      <TextField form={form} name="title" label="제목" required />
      <button
        type="button"
        onClick={() => {
          // Two changes at once, each on the latest tags (as uploads that end together).
          form.updateValue('tags', (tags) => [...tags, '행사']);
          form.updateValue('tags', (tags) => [...tags, '공지']);
        }}
      >
        태그 넣기
      </button>
      <p>태그: {form.values.tags.join(', ')}</p>
      <FormRefusal message={form.formError} />
      <SubmitButton
        inline
        submitting={form.submitting && form.values.published}
        busyLabel="게시하는 중…"
        onClick={() => send(true)}
      >
        게시
      </SubmitButton>
      <SubmitButton
        inline
        plain
        submitting={form.submitting && !form.values.published}
        disabled={form.submitting}
        busyLabel="저장하는 중…"
        onClick={() => send(false)}
      >
        임시 저장
      </SubmitButton>
    </form>
  );
}

function renderDraftForm(onSubmit: (draft: Draft) => Promise<void>) {
  const { services } = testServices();
  render(
    <AppServicesProvider services={services}>
      <DraftForm onSubmit={onSubmit} />
    </AppServicesProvider>,
  );
}

describe('the form kit’s several actions (issue 29, item 9: the office’s editors)', () => {
  it('sends what the pressed button means, saying which is busy; Enter in a field sends nothing', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDraftForm(onSubmit);
    const publish = screen.getByRole('button', { name: '게시' });
    expect(publish).toHaveAttribute('type', 'button');
    expect(publish).toHaveClass('button--primary');
    expect(screen.getByRole('button', { name: '임시 저장' })).not.toHaveClass('button--primary');

    await user.click(publish);
    const title = screen.getByLabelText(/^제목/u);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('제목을 입력해 주세요.');
    await user.type(title, '송년회 안내{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '태그 넣기' }));
    expect(screen.getByText('태그: 행사, 공지')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: '송년회 안내',
      published: false,
      tags: ['행사', '공지'],
    });
    const saving = screen.getByRole('button', { name: '저장하는 중…' });
    expect(saving).toBeDisabled();
    expect(saving).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: '임시 저장' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '게시' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ published: true }));
    expect(screen.getByRole('button', { name: '게시하는 중…' })).toBeDisabled();
    finish();
  });

  it('says the form’s own fallback when the call fails without a reason, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderDraftForm(() => Promise.reject(new Error('')));
    await user.type(screen.getByLabelText(/^제목/u), '송년회 안내');
    await user.click(screen.getByRole('button', { name: '게시' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('저장하지 못했습니다.');
    expect(screen.getByLabelText(/^제목/u)).toHaveValue('송년회 안내');
  });
});
