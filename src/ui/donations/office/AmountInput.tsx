import { type InputHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { amountReadingOf, groupedAmountText } from '../../../domain/donations/amount';
import './AmountInput.css';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id' | 'inputMode' | 'type'
>;

/**
 * An amount of won as typed: grouped by thousands while typing (1,000,000), with its 만 reading
 * beside it (100만원) so that a zero too many shows before it is saved. The value stays the text
 * typed; the domain's amount rule reads it.
 */
export function AmountInput({
  id,
  value,
  onChange,
  'aria-describedby': describedBy,
  ...input
}: InputAttributes & {
  readonly id: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // Where the caret goes after grouping: after the same number of digits as before it.
  const digitsBeforeCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const digits = digitsBeforeCaret.current;
    if (!element || digits === null || document.activeElement !== element) return;
    digitsBeforeCaret.current = null;
    let position = 0;
    for (let seen = 0; position < value.length && seen < digits; position += 1) {
      if (/\d/u.test(value[position] ?? '')) seen += 1;
    }
    element.setSelectionRange(position, position);
  }, [value]);
  const reading = amountReadingOf(value);
  const readingId = `${id}-reading`;
  return (
    <div className="amount-input">
      <input
        {...input}
        ref={ref}
        id={id}
        inputMode="numeric"
        value={value}
        aria-describedby={[describedBy, readingId].filter(Boolean).join(' ')}
        onChange={(event) => {
          const typed = event.target.value;
          const grouped = groupedAmountText(typed);
          // Text left as typed keeps the caret the browser gave it.
          const caret = event.target.selectionStart ?? typed.length;
          digitsBeforeCaret.current =
            grouped === typed ? null : typed.slice(0, caret).replace(/\D/gu, '').length;
          onChange(grouped);
        }}
      />
      <span id={readingId} className="amount-input__reading">
        {reading ?? ''}
      </span>
    </div>
  );
}
