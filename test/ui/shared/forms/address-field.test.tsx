import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PostalSearchUnavailableError } from '../../../../src/adapters/postal/kakao-postal-search';
import type { PostalSearch } from '../../../../src/application/shared/ports/postal-search';
import type { PostalAddress } from '../../../../src/domain/shared/address/address';
import { AppServicesProvider } from '../../../../src/ui/shared/app/app-services';
import { AddressField, addressRule } from '../../../../src/ui/shared/forms/AddressField';
import { useForm } from '../../../../src/ui/shared/forms/use-form';
import { JUNG_04524, YEONGTONG_16514 } from '../../../support/addresses';
import { testServices } from '../../support/test-app';
import { seriousAxeFindings } from '../../support/axe';

/** The field in a form of the forms kit, as the sign-up and my-info pages use it. */
function AddressForm({
  required,
  initial,
  onChange,
  onSubmit,
}: {
  readonly required: boolean;
  readonly initial: PostalAddress | null;
  readonly onChange: (address: PostalAddress | null) => void;
  readonly onSubmit: (address: PostalAddress | null) => void;
}) {
  const form = useForm<{ address: PostalAddress | null; name: string }>({
    initial: { address: initial, name: '' },
    rules: { address: addressRule(required) },
    onSubmit: async (values) => onSubmit(values.address),
  });
  return (
    <form className="form" {...form.formProps}>
      <AddressField
        idPrefix="member-address"
        value={form.values.address}
        onChange={(address) => {
          onChange(address);
          form.setValue('address', address);
        }}
        error={form.errors.address}
        required={required}
      />
      <button type="submit">저장</button>
    </form>
  );
}

function renderField(
  options: {
    readonly required?: boolean;
    readonly initial?: PostalAddress | null;
    readonly postal?: PostalSearch;
  } = {},
) {
  const { services, world } = testServices();
  const onChange = vi.fn<(address: PostalAddress | null) => void>();
  const onSubmit = vi.fn<(address: PostalAddress | null) => void>();
  const view = render(
    <AppServicesProvider services={{ ...services, postal: options.postal ?? services.postal }}>
      <AddressForm
        required={options.required ?? true}
        initial={options.initial ?? null}
        onChange={onChange}
        onSubmit={onSubmit}
      />
    </AppServicesProvider>,
  );
  return { ...view, world, onChange, onSubmit, user: userEvent.setup() };
}

const searchButton = () => screen.getByRole('button', { name: /주소 검색/u });
const detailInput = () => screen.getByRole('textbox', { name: '상세주소' });

/** A postal search whose provider could not be loaded. */
function unavailable(): PostalSearch {
  return { search: () => Promise.reject(new PostalSearchUnavailableError()) };
}

describe('AddressField', () => {
  it('is a group named 주소 with a search button, and no address fields before a search', () => {
    renderField();
    const group = screen.getByRole('group', { name: /^주소/u });
    expect(within(group).getByRole('button', { name: '주소 검색' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(searchButton()).toHaveAccessibleDescription(/주소 검색 버튼을 누르고/u);
  });

  it('shows the chosen address read-only, moves the focus to the detail address, and passes on what is typed', async () => {
    const { world, onChange, user } = renderField();
    world.postalSearch.enqueue(YEONGTONG_16514);
    await user.click(searchButton());

    const zonecode = await screen.findByRole('textbox', { name: '우편번호' });
    expect(zonecode).toHaveValue('16514');
    expect(zonecode).toHaveAttribute('readonly');
    const road = screen.getByRole('textbox', { name: '도로명주소' });
    expect(road).toHaveValue('경기 수원시 영통구 광교호수공원로 80 (광교아이파크)');
    expect(road).toHaveAttribute('readonly');
    await waitFor(() => expect(detailInput()).toHaveFocus());
    expect(onChange).toHaveBeenLastCalledWith(YEONGTONG_16514);

    await user.type(detailInput(), '101동 1203호');
    expect(detailInput()).toHaveValue('101동 1203호');
    expect(onChange).toHaveBeenLastCalledWith({ ...YEONGTONG_16514, daddr: '101동 1203호' });
  });

  it('a new search replaces the address and starts the detail address afresh', async () => {
    const { world, onChange, user } = renderField({ initial: { ...JUNG_04524, daddr: '3층' } });
    expect(detailInput()).toHaveValue('3층');
    world.postalSearch.enqueue(YEONGTONG_16514);
    await user.click(searchButton());
    await waitFor(() => expect(detailInput()).toHaveValue(''));
    expect(onChange).toHaveBeenLastCalledWith(YEONGTONG_16514);
  });

  it('closing the search without a choice changes nothing', async () => {
    const { world, onChange, user } = renderField({ initial: { ...JUNG_04524, daddr: '3층' } });
    world.postalSearch.enqueue(null);
    await user.click(searchButton());
    await waitFor(() => expect(world.postalSearch.searches).toBe(1));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '우편번호' })).toHaveValue('04524');
    expect(detailInput()).toHaveValue('3층');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the search cannot be loaded, says so and lets the member type the address with a 시·도', async () => {
    const { onChange, user } = renderField({ postal: unavailable() });
    await user.click(searchButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '주소 검색 서비스를 불러오지 못했습니다. 주소를 직접 입력해 주세요.',
    );
    const zonecode = screen.getByRole('textbox', { name: '우편번호' });
    await waitFor(() => expect(zonecode).toHaveFocus());
    expect(zonecode).not.toHaveAttribute('readonly');
    const province = screen.getByRole('combobox', { name: '시·도' });
    expect(within(province).getAllByRole('option')).toHaveLength(18);

    await user.type(zonecode, '48057');
    await user.selectOptions(province, '부산광역시');
    await user.type(
      screen.getByRole('textbox', { name: '도로명주소' }),
      '부산 해운대구 해운대로 265',
    );
    await user.type(detailInput(), '1203호');
    expect(onChange).toHaveBeenLastCalledWith({
      zonecode: '48057',
      addr: '부산 해운대구 해운대로 265',
      daddr: '1203호',
      city: '2600000000',
      sgg: '',
      sido: '부산',
      sigungu: '',
    });
    expect(screen.getByRole('button', { name: '주소 검색 다시 시도' })).toBeInTheDocument();
  });

  it('any failure of the search leads to typing by hand, with its message or a general one', async () => {
    renderField({ postal: { search: () => Promise.reject(new Error('')) } });
    await userEvent.click(searchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '주소 검색을 사용할 수 없습니다. 주소를 직접 입력해 주세요.',
    );
    expect(screen.getByRole('combobox', { name: '시·도' })).toBeInTheDocument();
  });

  it('a search that works again returns to the searched address', async () => {
    let fail = true;
    const postal: PostalSearch = {
      search: () =>
        fail ? Promise.reject(new PostalSearchUnavailableError()) : Promise.resolve(JUNG_04524),
    };
    const { onChange, user } = renderField({ postal });
    await user.click(searchButton());
    await screen.findByRole('alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: '주소 검색 다시 시도' }));
    await waitFor(() => expect(detailInput()).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(JUNG_04524);
  });

  it('a required address left empty: the error is next to the field, the search button invalid and focused', async () => {
    const { onSubmit, user } = renderField({ required: true });
    expect(screen.getByRole('group')).toHaveAccessibleName(/^주소\s?\(필수\)$/u);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(searchButton()).toHaveFocus());
    expect(searchButton()).toHaveAttribute('aria-invalid', 'true');
    expect(searchButton()).toHaveAccessibleDescription(/주소를 입력해 주세요\./u);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a hand-typed address is checked part by part, the first part to mend invalid and focused', async () => {
    const { onSubmit, user } = renderField({ postal: unavailable() });
    await user.click(searchButton());
    const zonecode = await screen.findByRole('textbox', { name: '우편번호' });
    await user.type(zonecode, '123');
    await user.type(screen.getByRole('textbox', { name: '도로명주소' }), '대전 서구 둔산로 100');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(zonecode).toHaveFocus());
    expect(zonecode).toHaveAttribute('aria-invalid', 'true');
    expect(zonecode).toHaveAccessibleDescription(/우편번호는 숫자 5자리입니다\./u);

    await user.type(zonecode, '42');
    // Mended: the next part to mend, the 시·도, is named.
    expect(screen.getByText('시·도를 선택해 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));
    const province = screen.getByRole('combobox', { name: '시·도' });
    await waitFor(() => expect(province).toHaveFocus());
    expect(province).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(province, '3000000000');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        zonecode: '12342',
        addr: '대전 서구 둔산로 100',
        daddr: '',
        city: '3000000000',
        sgg: '',
        sido: '대전',
        sigungu: '',
      }),
    );
  });

  it('ties every input to its label and to the field’s error', async () => {
    const { world, user } = renderField();
    world.postalSearch.enqueue(JUNG_04524);
    await user.click(searchButton());
    await screen.findByRole('textbox', { name: '상세주소' });
    for (const input of screen.getAllByRole('textbox')) {
      expect(input.id.startsWith('member-address-'), input.id).toBe(true);
      expect(input.getAttribute('aria-describedby')).toContain('member-address-error');
    }
    expect(document.getElementById('member-address-error')).toHaveAttribute('aria-live', 'polite');
  });

  it('offers 주소 지우기 only when the address is optional', async () => {
    const optional = renderField({ required: false, initial: JUNG_04524 });
    await optional.user.click(screen.getByRole('button', { name: '주소 지우기' }));
    expect(optional.onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(searchButton()).toHaveFocus());
    optional.unmount();

    renderField({ required: true, initial: JUNG_04524 });
    expect(screen.queryByRole('button', { name: '주소 지우기' })).toBeNull();
  });

  it('passes the detail address on exactly as typed during Korean composition (IME)', async () => {
    const { world, onChange, user } = renderField();
    world.postalSearch.enqueue(JUNG_04524);
    await user.click(searchButton());
    const detail = await screen.findByRole('textbox', { name: '상세주소' });
    fireEvent.compositionStart(detail);
    for (const step of ['ㅅ', '사', '삼', '3ㅊ', '3층']) {
      fireEvent.change(detail, { target: { value: step } });
      expect(detail).toHaveValue(step);
      expect(onChange).toHaveBeenLastCalledWith({ ...JUNG_04524, daddr: step });
    }
    fireEvent.compositionEnd(detail, { data: '층' });
    expect(detail).toHaveValue('3층');
  });

  it('has no serious axe finding: empty with an error, chosen, and typed by hand', async () => {
    let fail = false;
    const postal: PostalSearch = {
      search: () =>
        fail ? Promise.reject(new PostalSearchUnavailableError()) : Promise.resolve(JUNG_04524),
    };
    const { user } = renderField({ postal });
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(searchButton()).toHaveFocus());
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(searchButton());
    await waitFor(() => expect(detailInput()).toHaveFocus());
    expect(await seriousAxeFindings()).toEqual([]);

    fail = true;
    await user.click(searchButton());
    await screen.findByRole('alert');
    await user.clear(screen.getByRole('textbox', { name: '우편번호' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('closes a search still open when the field goes away', async () => {
    let seen: AbortSignal | undefined;
    const postal: PostalSearch = {
      search: (signal) => {
        seen = signal;
        return new Promise(() => undefined);
      },
    };
    const { unmount } = renderField({ postal });
    await act(async () => {
      searchButton().click();
    });
    expect(seen?.aborted).toBe(false);
    unmount();
    expect(seen?.aborted).toBe(true);
  });

  it('opens one search at a time', async () => {
    let calls = 0;
    const postal: PostalSearch = {
      search: () => {
        calls += 1;
        return new Promise(() => undefined);
      },
    };
    renderField({ postal });
    await act(async () => {
      searchButton().click();
      searchButton().click();
    });
    expect(calls).toBe(1);
  });
});

describe('addressRule', () => {
  it('asks for an address only when one is required', () => {
    expect(addressRule(true)(null)).toBe('주소를 입력해 주세요.');
    expect(addressRule(false)(null)).toBeNull();
  });

  it('accepts a searched address and a complete hand-typed one', () => {
    expect(addressRule(true)(JUNG_04524)).toBeNull();
    expect(addressRule(true)({ ...JUNG_04524, sgg: '', sigungu: '' })).toBeNull();
  });

  it('gives the Korean reason of the first problem', () => {
    expect(addressRule(false)({ ...JUNG_04524, zonecode: '' })).toBe('우편번호를 입력해 주세요.');
    expect(addressRule(false)({ ...JUNG_04524, sgg: '', city: '' })).toBe('시·도를 선택해 주세요.');
    expect(addressRule(false)({ ...JUNG_04524, addr: ' ' })).toBe('도로명주소를 입력해 주세요.');
    expect(addressRule(false)({ ...JUNG_04524, city: '2600000000' })).toBe(
      '주소를 다시 검색해 주세요.',
    );
  });
});
