import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../../src/adapters/http/api-client';
import {
  NotificationOutlet,
  preloadNotificationOutlet,
} from '../../../../src/adapters/notify/NotificationOutlet';
import { loadToasts } from '../../../../src/adapters/notify/toast-loader';
import { ToastNotifier } from '../../../../src/adapters/notify/toast-notifier';
import { AppServicesProvider } from '../../../../src/ui/shared/app/app-services';
import { FormAlert, SubmitButton, TextField } from '../../../../src/ui/shared/forms/kit';
import { useForm } from '../../../../src/ui/shared/forms/use-form';
import { useRefusalReason } from '../../../../src/ui/shared/forms/use-refusal-reason';
import { MemoryTokenStore } from '../../../support/doubles/memory-token-store';
import { testServices } from '../../support/test-app';

const REFUSAL = '가입 정보와 일치하는 회원이 없습니다.';

/** The real HTTP client over a server that refuses every call, notifying through toasts. */
function refusingClient(notifier: ToastNotifier): ApiClient {
  return new ApiClient({
    baseUrl: '',
    fetch: async () =>
      new Response(JSON.stringify({ code: 4040, message: REFUSAL, data: null }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    tokenStore: new MemoryTokenStore(),
    notifier,
  });
}

function FindIdForm({ client }: { readonly client: ApiClient }) {
  const form = useForm({
    initial: { name: '' },
    rules: {},
    onSubmit: async (values) => {
      await client.call('findId', { body: { name: values.name } as never });
    },
  });
  return (
    <form {...form.formProps}>
      <TextField form={form} name="name" label="이름" />
      <FormAlert message={form.formError} />
      <SubmitButton submitting={form.submitting} busyLabel="찾는 중…">
        찾기
      </SubmitButton>
      {/* A call whose failure has no place on this page (e.g. a background refresh). */}
      <button type="button" onClick={() => void client.call('findId').catch(() => undefined)}>
        새로 고침
      </button>
    </form>
  );
}

/** An upload field's way: the refusal said with the file's name before it. */
function UploadField({ client }: { readonly client: ApiClient }) {
  const reasonOf = useRefusalReason();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void client
            .call('findId')
            .catch((failure: unknown) =>
              setError(`보고서.hwp: ${reasonOf(failure, '올리지 못했습니다.')}`),
            )
        }
      >
        올리기
      </button>
      <p className="form__error">{error}</p>
    </>
  );
}

function renderWithToasts() {
  const notifier = new ToastNotifier();
  const services = { ...testServices().services, notifier };
  const client = refusingClient(notifier);
  render(
    <AppServicesProvider services={services}>
      <NotificationOutlet />
      <FindIdForm client={client} />
      <UploadField client={client} />
    </AppServicesProvider>,
  );
  return notifier;
}

/** Lets the notifier's turn (and the toast's rendering) pass. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('one place per error (issue 29, item 12)', () => {
  // Loaded ahead, so that a toast, when there is one, is on the page at once.
  beforeAll(async () => {
    await Promise.all([loadToasts(), preloadNotificationOutlet()]);
  });

  it('says a form’s own refusal once, in the form: no toast beside it', async () => {
    renderWithToasts();
    await userEvent.type(screen.getByLabelText('이름'), '홍길동');
    await userEvent.click(screen.getByRole('button', { name: '찾기' }));
    // findId's definition loads with the later pages' calls: the answer comes a moment later.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REFUSAL));
    // The client did report it: the toasts' outlet is on the page, and their turn passes.
    await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
    await aMoment();
    expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('says an upload’s refusal once, by its field, even with the file’s name before it', async () => {
    renderWithToasts();
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect(await screen.findByText(`보고서.hwp: ${REFUSAL}`)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
    await aMoment();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('notifies what has no place on the page, until the flow moves on', async () => {
    const notifier = renderWithToasts();
    await userEvent.click(screen.getByRole('button', { name: '새로 고침' }));
    await waitFor(() => expect(document.querySelector('.Toastify__toast--error')).not.toBeNull());
    const toast = document.querySelector('.Toastify__toast--error');
    expect(toast).toHaveTextContent(REFUSAL);
    expect(toast).toHaveAttribute('data-in', 'true');
    notifier.dismissErrors();
    // Leaving: react-toastify plays its exit, which jsdom never ends.
    await waitFor(() => expect(toast).toHaveAttribute('data-in', 'false'));
  });
});
