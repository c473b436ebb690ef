import type { JSX } from 'react';
import type { PostalAddress } from '../../../domain/shared/address/address';
import { addressProblem } from '../../../domain/shared/address/address-rules';
import { AddressByHand } from './AddressByHand';
import { AddressPartInput } from './AddressPartInput';
import { type AddressFieldProps, useAddressField } from './use-address-field';
import './forms.css';
import './AddressField.css';

/** The form rule: null when fine, else the Korean message. */
export function addressRule(required: boolean): (value: PostalAddress | null) => string | null {
  return (value) => addressProblem(value, required)?.message ?? null;
}

/**
 * The member's address: "주소 검색" opens the postal search (AppServices.postal); the chosen
 * postal code and road address are shown read-only, and the detail address (상세주소) is typed
 * next, with the focus put there. When the search cannot be used (the provider's script did not
 * load, or any other failure), the field says so in an alert and lets the member type the address
 * (AddressByHand): postal code, 시·도, road address and detail address; such an address has the
 * 시·도 code and no 시·군·구 code.
 *
 * With an error, the first part to mend is marked `aria-invalid` (the search button when nothing
 * is chosen), so the form's "focus the first invalid field" lands there. What the member types is
 * passed on exactly as typed, so Korean input (IME composition) is never disturbed.
 */
export function AddressField(props: AddressFieldProps): JSX.Element {
  const { idPrefix, value, error, required = false } = props;
  const {
    manual,
    failure,
    ids,
    invalid,
    describedBy,
    search,
    changeDetail,
    changeTyped,
    clear,
    searchRef,
    zonecodeRef,
    daddrRef,
  } = useAddressField(props);

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

  const parts = { idPrefix, ids, value, invalid };

  const detailField = (
    <AddressPartInput
      ref={daddrRef}
      parts={parts}
      part="daddr"
      label="상세주소"
      autoComplete="address-line2"
      onText={changeDetail}
      aria-describedby={describedBy(ids.daddrHint)}
    >
      <p id={ids.daddrHint} className="form__hint">
        동·호수 등 나머지 주소를 입력해 주세요.
      </p>
    </AddressPartInput>
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
          <AddressByHand
            parts={parts}
            required={required}
            describedBy={describedBy}
            zonecodeRef={zonecodeRef}
            onType={changeTyped}
          />
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
