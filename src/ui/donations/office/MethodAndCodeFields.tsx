import {
  DONATION_METHOD_LABELS,
  DONATION_METHODS,
  type DonationMethod,
  RECEIPT_CODE_LABELS,
  RECEIPT_CODES,
  type ReceiptCode,
} from '../../../domain/donations/donation';

export interface MethodAndCode {
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
}

/** How a gift came (계좌이체, CMS …) and its receipt code (10 특례, 40 일반): two choices. */
export function MethodAndCodeFields({
  idPrefix,
  value,
  onChange,
}: {
  readonly idPrefix: string;
  readonly value: MethodAndCode;
  readonly onChange: (value: MethodAndCode) => void;
}) {
  return (
    <>
      <div className="form__field">
        <label htmlFor={`${idPrefix}-method`}>방법</label>
        <select
          id={`${idPrefix}-method`}
          value={value.method}
          onChange={(event) => onChange({ ...value, method: event.target.value as DonationMethod })}
        >
          {DONATION_METHODS.map((each) => (
            <option key={each} value={each}>
              {DONATION_METHOD_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor={`${idPrefix}-code`}>영수증 코드</label>
        <select
          id={`${idPrefix}-code`}
          value={value.receiptCode}
          onChange={(event) =>
            onChange({ ...value, receiptCode: event.target.value as ReceiptCode })
          }
        >
          {RECEIPT_CODES.map((each) => (
            <option key={each} value={each}>
              {each} {RECEIPT_CODE_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
