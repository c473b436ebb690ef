import {
  DONATION_METHOD_LABELS,
  DONATION_METHODS,
  type DonationMethod,
  RECEIPT_CODE_LABELS,
  RECEIPT_CODES,
  type ReceiptCode,
} from '../../../domain/donations/donation';
import { ChoiceField } from '../../shared/forms/ChoiceField';
import type { FormApi } from '../../shared/forms/use-form';

export interface MethodAndCode {
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
}

const METHOD_OPTIONS = DONATION_METHODS.map((each) => ({
  value: each,
  label: DONATION_METHOD_LABELS[each],
}));

const CODE_OPTIONS = RECEIPT_CODES.map((each) => ({
  value: each,
  label: `${each} ${RECEIPT_CODE_LABELS[each]}`,
}));

/** The list's member the select chose, or the one before (a select offers nothing else). */
function chosenOf<T extends string>(list: readonly T[], chosen: string, before: T): T {
  return list.find((each) => each === chosen) ?? before;
}

/** The two choices written into a kit form whose values hold them. */
export function choicesInto(form: Pick<FormApi<MethodAndCode>, 'setValue'>) {
  return (chosen: MethodAndCode) => {
    form.setValue('method', chosen.method);
    form.setValue('receiptCode', chosen.receiptCode);
  };
}

/**
 * How a gift came (계좌이체, CMS …) and its receipt code (10 특례, 40 일반): two of the kit's
 * selects.
 */
export function MethodAndCodeFields({
  value,
  onChange,
}: {
  readonly value: MethodAndCode;
  readonly onChange: (value: MethodAndCode) => void;
}) {
  return (
    <>
      <ChoiceField
        label="방법"
        value={value.method}
        options={METHOD_OPTIONS}
        onChoose={(chosen) =>
          onChange({ ...value, method: chosenOf(DONATION_METHODS, chosen, value.method) })
        }
      />
      <ChoiceField
        label="영수증 코드"
        value={value.receiptCode}
        options={CODE_OPTIONS}
        onChoose={(chosen) =>
          onChange({ ...value, receiptCode: chosenOf(RECEIPT_CODES, chosen, value.receiptCode) })
        }
      />
    </>
  );
}
