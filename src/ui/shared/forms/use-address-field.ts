import { useEffect, useRef, useState } from 'react';
import type { PostalAddress } from '../../../domain/shared/address/address';
import { type AddressPart, addressProblem } from '../../../domain/shared/address/address-rules';
import { handTypedAddress } from '../../../domain/shared/address/provinces';
import { useAppServices } from '../app/app-services';

export interface AddressFieldProps {
  /** A prefix for the DOM ids of its inputs. */
  readonly idPrefix: string;
  readonly value: PostalAddress | null;
  readonly onChange: (address: PostalAddress | null) => void;
  /** The error to show next to the field (from the form's rules), or undefined. */
  readonly error?: string;
  readonly required?: boolean;
}

const SEARCH_FAILED = '주소 검색을 사용할 수 없습니다. 주소를 직접 입력해 주세요.';

type Focusable = 'search' | 'zonecode' | 'daddr';

/**
 * What the address field does (AddressField.tsx shows it): the postal search, typing by hand once
 * the search has failed, the focus put where the member goes on, and which control is invalid.
 */
export function useAddressField({
  idPrefix,
  value,
  onChange,
  error,
  required = false,
}: AddressFieldProps) {
  const { postal } = useAppServices();
  const [manual, setManual] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ readonly target: Focusable } | null>(null);
  const searching = useRef<AbortController | null>(null);
  const searchRef = useRef<HTMLButtonElement>(null);
  const zonecodeRef = useRef<HTMLInputElement>(null);
  const daddrRef = useRef<HTMLInputElement>(null);

  const ids = {
    search: `${idPrefix}-search`,
    zonecode: `${idPrefix}-zonecode`,
    city: `${idPrefix}-city`,
    addr: `${idPrefix}-addr`,
    daddr: `${idPrefix}-daddr`,
    hint: `${idPrefix}-hint`,
    daddrHint: `${idPrefix}-daddr-hint`,
    error: `${idPrefix}-error`,
  };

  // A search still open when the form goes away is closed.
  useEffect(() => () => searching.current?.abort(), []);

  useEffect(() => {
    if (!focusRequest) return;
    const targets = { search: searchRef, zonecode: zonecodeRef, daddr: daddrRef };
    targets[focusRequest.target].current?.focus();
  }, [focusRequest]);

  const search = async () => {
    if (searching.current) return;
    const controller = new AbortController();
    searching.current = controller;
    try {
      const chosen = await postal.search(controller.signal);
      if (controller.signal.aborted) return;
      if (chosen) {
        setManual(false);
        setFailure(null);
        onChange(chosen);
        setFocusRequest({ target: 'daddr' });
      }
    } catch (caught) {
      if (controller.signal.aborted) return;
      setFailure(caught instanceof Error && caught.message ? caught.message : SEARCH_FAILED);
      setManual(true);
      setFocusRequest({ target: 'zonecode' });
    } finally {
      if (searching.current === controller) searching.current = null;
    }
  };

  const changeDetail = (daddr: string) => {
    const next = value
      ? { ...value, daddr }
      : handTypedAddress({ zonecode: '', addr: '', daddr, city: '' });
    onChange(next.zonecode || next.addr || next.city || next.daddr ? next : null);
  };

  /** A hand-typed part: the address becomes a hand-typed one (no 시·군·구 code is known). */
  const changeTyped = (part: 'zonecode' | 'addr' | 'city', text: string) => {
    const typed = {
      zonecode: value?.zonecode ?? '',
      addr: value?.addr ?? '',
      daddr: value?.daddr ?? '',
      city: value?.city ?? '',
      [part]: text,
    };
    const empty = !typed.zonecode && !typed.addr && !typed.daddr && !typed.city;
    onChange(empty ? null : handTypedAddress(typed));
  };

  const clear = () => {
    onChange(null);
    setFocusRequest({ target: manual ? 'zonecode' : 'search' });
  };

  return {
    manual,
    failure,
    ids,
    searchRef,
    zonecodeRef,
    daddrRef,
    search,
    changeDetail,
    changeTyped,
    clear,
    invalid: invalidPart(error, value, required, manual),
    /** `aria-describedby` of a control: its own texts, then the field's error. */
    describedBy: (...own: string[]) => [...own, ids.error].join(' '),
  };
}

export type AddressFieldState = ReturnType<typeof useAddressField>;

/**
 * Which control carries `aria-invalid`: the part the address rules name, where the member can
 * mend it (read-only parts of a searched address are mended by searching again); with an error
 * the rules do not explain (e.g. the server's), the first control.
 */
function invalidPart(
  error: string | undefined,
  value: PostalAddress | null,
  required: boolean,
  manual: boolean,
): Focusable | AddressPart | null {
  if (!error) return null;
  const part = addressProblem(value, required)?.part ?? (manual ? 'zonecode' : 'search');
  if (manual) return part === 'search' ? 'zonecode' : part;
  return part === 'daddr' && value ? 'daddr' : 'search';
}
