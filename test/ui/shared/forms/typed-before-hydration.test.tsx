import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField } from '../../../../src/ui/shared/forms/SelectField';
import { TextField } from '../../../../src/ui/shared/forms/TextField';
import { useForm } from '../../../../src/ui/shared/forms/use-form';

interface Values {
  readonly userId: string;
  readonly note: string;
  readonly kind: string;
}

/** A pre-rendered form like sign-in's, which shows what its state holds. */
function PreRenderedForm({ initialNote = '' }: { readonly initialNote?: string }) {
  const form = useForm<Values>({
    initial: { userId: '', note: initialNote, kind: '' },
    rules: {},
    onSubmit: async () => undefined,
  });
  return (
    <form>
      <TextField form={form} name="userId" label="아이디" />
      <TextField form={form} name="note" label="메모" />
      <SelectField
        form={form}
        name="kind"
        label="구분"
        options={[
          { value: 'a', label: '가' },
          { value: 'b', label: '나' },
        ]}
      />
      <output>{JSON.stringify(form.values)}</output>
    </form>
  );
}

function hydrated(typed: (container: HTMLElement) => void, initialNote?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PreRenderedForm initialNote={initialNote} />);
  document.body.append(container);
  typed(container);
  act(() => {
    hydrateRoot(container, <PreRenderedForm initialNote={initialNote} />);
  });
  const state = JSON.parse(container.querySelector('output')?.textContent ?? '{}') as Values;
  container.remove();
  return state;
}

describe('a pre-rendered form typed into before its script runs (a slow phone)', () => {
  it('takes in what was typed, so that sign-in does not send an empty id', () => {
    const state = hydrated((container) => {
      const input = container.querySelector<HTMLInputElement>('input[name="userId"]');
      if (input) input.value = 'typed2026';
    });
    expect(state).toEqual({ userId: 'typed2026', note: '', kind: '' });
  });

  it('leaves untouched fields and selects as the state has them', () => {
    expect(hydrated(() => undefined, '처음 값')).toEqual({ userId: '', note: '처음 값', kind: '' });
  });
});
