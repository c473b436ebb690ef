import type { RefObject } from 'react';
import type { PostalAddress } from '../../../domain/shared/address/address';
import { PROVINCES } from '../../../domain/shared/address/provinces';
import type { AddressFieldState } from './use-address-field';
import './forms.css';

/**
 * The parts of an address the member types when the postal search cannot be used: the postal
 * code, the 시·도 and the road address (the detail address and the buttons are the field's own).
 */
export function AddressByHand({
  idPrefix,
  ids,
  value,
  required,
  invalid,
  describedBy,
  zonecodeRef,
  onType,
}: {
  readonly idPrefix: string;
  readonly ids: AddressFieldState['ids'];
  readonly value: PostalAddress | null;
  readonly required: boolean;
  /** The control the error is about (AddressField marks it `aria-invalid`). */
  readonly invalid: AddressFieldState['invalid'];
  readonly describedBy: AddressFieldState['describedBy'];
  /** Where the focus goes when typing by hand begins. */
  readonly zonecodeRef: RefObject<HTMLInputElement | null>;
  readonly onType: AddressFieldState['changeTyped'];
}) {
  const requiredProps = required ? ({ 'aria-required': true } as const) : {};
  return (
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
          onChange={(event) => onType('zonecode', event.target.value)}
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
          onChange={(event) => onType('city', event.target.value)}
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
          onChange={(event) => onType('addr', event.target.value)}
          aria-invalid={invalid === 'addr' || undefined}
          aria-describedby={describedBy()}
          {...requiredProps}
        />
      </div>
    </>
  );
}
