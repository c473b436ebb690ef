import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { PostalAddress } from '../../../domain/shared/address/address';
import type { AddressFieldState } from './use-address-field';
import './forms.css';

/** What the parts of one address field share: their ids, the address, the part marked invalid. */
export interface AddressParts {
  readonly idPrefix: string;
  readonly ids: AddressFieldState['ids'];
  readonly value: PostalAddress | null;
  readonly invalid: AddressFieldState['invalid'];
}

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'maxLength' | 'aria-describedby' | 'aria-required'
>;

/**
 * A part of the address the member types (postal code, road address, detail address), labelled:
 * its id, name, value and `aria-invalid` follow from the part.
 */
export function AddressPartInput({
  parts: { idPrefix, ids, value, invalid },
  part,
  label,
  onText,
  children,
  ...input
}: InputAttributes & {
  readonly parts: AddressParts;
  readonly part: 'zonecode' | 'addr' | 'daddr';
  readonly label: string;
  readonly onText: (text: string) => void;
  readonly ref?: Ref<HTMLInputElement>;
  /** Under the input, e.g. its hint. */
  readonly children?: ReactNode;
}) {
  return (
    <div className="form__field">
      <label htmlFor={ids[part]}>{label}</label>
      <input
        {...input}
        id={ids[part]}
        name={`${idPrefix}-${part}`}
        type="text"
        value={value?.[part] ?? ''}
        onChange={(event) => onText(event.target.value)}
        aria-invalid={invalid === part || undefined}
      />
      {children}
    </div>
  );
}
