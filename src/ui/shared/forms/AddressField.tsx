import { type JSX, useEffect, useRef, useState } from 'react';
import type { PostalAddress } from '../../../domain/shared/address/address';
import { type AddressPart, addressProblem } from '../../../domain/shared/address/address-rules';
import { handTypedAddress, PROVINCES } from '../../../domain/shared/address/provinces';
import { useAppServices } from '../app/app-services';
import './forms.css';
import './AddressField.css';

export interface AddressFieldProps {
  /** A prefix for the DOM ids of its inputs. */
  readonly idPrefix: string;
  readonly value: PostalAddress | null;
  readonly onChange: (address: PostalAddress | null) => void;
  /** The error to show next to the field (from the form's rules), or undefined. */
  readonly error?: string;
  readonly required?: boolean;
}

/** The form rule: null when fine, else the Korean message. */
export function addressRule(required: boolean): (value: PostalAddress | null) => string | null {
  return (value) => addressProblem(value, required)?.message ?? null;
}

const SEARCH_FAILED = '주소 검색을 사용할 수 없습니다. 주소를 직접 입력해 주세요.';

type Focusable = 'search' | 'zonecode' | 'daddr';

/**
 * The member's address: "주소 검색" opens the postal search (AppServices.postal); the chosen
 * postal code and road address are shown read-only, and the detail address (상세주소) is typed
 * next, with the focus put there. When the search cannot be used (the provider's script did not
 * load, or any other failure), the field says so in an alert and lets the member type the address:
 * postal code, 시·도, road address and detail address; such an address has the 시·도 code and no
 * 시·군·구 code.
 *
 * With an error, the first part to mend is marked `aria-invalid` (the search button when nothing
 * is chosen), so the form's "focus the first invalid field" lands there. What the member types is
 * passed on exactly as typed, so Korean input (IME composition) is never disturbed.
 */
export function AddressField({
  idPrefix,
  value,
  onChange,
  error,
  required = false,
}: AddressFieldProps): JSX.Element {
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

  const invalid = invalidPart(error, value, required, manual);
  const describedBy = (...own: string[]) => [...own, ids.error].join(' ');
  const requiredProps = required ? ({ 'aria-required': true } as const) : {};

  const searchButton = (label: string) => (
    <button
      ref={searchRef}
      id={ids.search}
      type="button"
      className="button"
      onClick={() => void search()}
      aria-invalid={invalid === 'search' || undefined}
      aria-describedby={describedBy(ids.hint)}
    >
      {label}
    </button>
  );

  const detailField = (
    <div className="form__field">
      <label htmlFor={ids.daddr}>상세주소</label>
      <input
        ref={daddrRef}
        id={ids.daddr}
        name={`${idPrefix}-daddr`}
        type="text"
        autoComplete="address-line2"
        value={value?.daddr ?? ''}
        onChange={(event) => changeDetail(event.target.value)}
        aria-invalid={invalid === 'daddr' || undefined}
        aria-describedby={describedBy(ids.daddrHint)}
      />
      <p id={ids.daddrHint} className="form__hint">
        동·호수 등 나머지 주소를 입력해 주세요.
      </p>
    </div>
  );

  const clearButton =
    !required && value ? (
      <button type="button" className="button" onClick={clear}>
        주소 지우기
      </button>
    ) : null;

  return (
    <fieldset className="address-field">
      <legend>
        주소
        {required ? <span className="form__required"> (필수)</span> : null}
      </legend>
      {failure ? (
        <p className="form__alert" role="alert">
          {failure}
        </p>
      ) : null}
      {manual ? (
        <>
          <p id={ids.hint} className="form__hint">
            주소를 직접 입력해 주세요. 우편번호는 숫자 5자리입니다.
          </p>
          <div className="form__field">
            <label htmlFor={ids.zonecode}>우편번호</label>
            <input
              ref={zonecodeRef}
              id={ids.zonecode}
              name={`${idPrefix}-zonecode`}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={value?.zonecode ?? ''}
              onChange={(event) => changeTyped('zonecode', event.target.value)}
              aria-invalid={invalid === 'zonecode' || undefined}
              aria-describedby={describedBy(ids.hint)}
              {...requiredProps}
            />
          </div>
          <div className="form__field">
            <label htmlFor={ids.city}>시·도</label>
            <select
              id={ids.city}
              name={`${idPrefix}-city`}
              value={value?.city ?? ''}
              onChange={(event) => changeTyped('city', event.target.value)}
              aria-invalid={invalid === 'city' || undefined}
              aria-describedby={describedBy()}
              {...requiredProps}
            >
              <option value="">선택해 주세요</option>
              {PROVINCES.map((province) => (
                <option key={province.code} value={province.code}>
                  {province.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form__field">
            <label htmlFor={ids.addr}>도로명주소</label>
            <input
              id={ids.addr}
              name={`${idPrefix}-addr`}
              type="text"
              autoComplete="address-line1"
              value={value?.addr ?? ''}
              onChange={(event) => changeTyped('addr', event.target.value)}
              aria-invalid={invalid === 'addr' || undefined}
              aria-describedby={describedBy()}
              {...requiredProps}
            />
          </div>
          {detailField}
          <div className="address-field__actions">
            {searchButton('주소 검색 다시 시도')}
            {clearButton}
          </div>
        </>
      ) : (
        <>
          {value ? (
            <>
              <div className="form__field">
                <label htmlFor={ids.zonecode}>우편번호</label>
                <div className="input-with-action">
                  <input
                    ref={zonecodeRef}
                    id={ids.zonecode}
                    type="text"
                    readOnly
                    value={value.zonecode}
                    aria-describedby={describedBy()}
                  />
                  {searchButton('주소 검색')}
                </div>
              </div>
              <div className="form__field">
                <label htmlFor={ids.addr}>도로명주소</label>
                <input
                  id={ids.addr}
                  type="text"
                  readOnly
                  value={value.addr}
                  aria-describedby={describedBy()}
                />
              </div>
              {detailField}
              <p id={ids.hint} className="form__hint">
                주소가 바뀌었으면 주소 검색을 다시 눌러 주세요.
              </p>
            </>
          ) : (
            <>
              <div className="address-field__actions">{searchButton('주소 검색')}</div>
              <p id={ids.hint} className="form__hint">
                주소 검색 버튼을 누르고 도로명, 건물명 또는 지번으로 찾아 주세요.
              </p>
            </>
          )}
          {clearButton ? <div className="address-field__actions">{clearButton}</div> : null}
        </>
      )}
      {/* Always present, so that screen readers announce the message when it appears. */}
      <p id={ids.error} className="form__error" aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}

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
