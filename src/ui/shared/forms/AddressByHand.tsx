import type { RefObject } from 'react';
import { PROVINCES } from '../../../domain/shared/address/provinces';
import { AddressPartInput, type AddressParts } from './AddressPartInput';
import { SelectOptions } from './SelectField';
import type { AddressFieldState } from './use-address-field';
import './forms.css';

const PROVINCE_OPTIONS = PROVINCES.map((province) => ({
  value: province.code,
  label: province.name,
}));

/**
 * The parts of an address the member types when the postal search cannot be used: the postal
 * code, the 시·도 and the road address (the detail address and the buttons are the field's own).
 */
export function AddressByHand({
  parts,
  required,
  describedBy,
  zonecodeRef,
  onType,
}: {
  readonly parts: AddressParts;
  readonly required: boolean;
  readonly describedBy: AddressFieldState['describedBy'];
  /** Where the focus goes when typing by hand begins. */
  readonly zonecodeRef: RefObject<HTMLInputElement | null>;
  readonly onType: AddressFieldState['changeTyped'];
}) {
  const { idPrefix, ids, value, invalid } = parts;
  const requiredProps = required ? ({ 'aria-required': true } as const) : {};
  return (
    <>
      <p id={ids.hint} className="form__hint">
        주소를 직접 입력해 주세요. 우편번호는 숫자 5자리입니다.
      </p>
      <AddressPartInput
        ref={zonecodeRef}
        parts={parts}
        part="zonecode"
        label="우편번호"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        onText={(text) => onType('zonecode', text)}
        aria-describedby={describedBy(ids.hint)}
        {...requiredProps}
      />
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
          <SelectOptions placeholder="선택해 주세요" options={PROVINCE_OPTIONS} />
        </select>
      </div>
      <AddressPartInput
        parts={parts}
        part="addr"
        label="도로명주소"
        autoComplete="address-line1"
        onText={(text) => onType('addr', text)}
        aria-describedby={describedBy()}
        {...requiredProps}
      />
    </>
  );
}
