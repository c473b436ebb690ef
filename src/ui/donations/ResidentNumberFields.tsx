import { RESIDENT_NUMBER_CONSENT } from '../../domain/donations/receipt';
import { CheckboxField } from '../shared/forms/CheckboxField';
import { TextField } from '../shared/forms/TextField';
import type { FormApi } from '../shared/forms/use-form';

/** The two fields a form holding a resident number has (a receipt's, 기부하기's). */
export interface ResidentNumberValues {
  residentNumber: string;
  residentNumberConsent: boolean;
}

export const RESIDENT_NUMBER_CONSENT_REQUIRED =
  '주민등록번호를 저장하려면 수집·이용에 동의해 주세요.';

/**
 * The resident number, asked only when a receipt needs one and none is on file: optional (the
 * receipt can go without it), kept only with its own consent, which states the legal basis.
 */
export function ResidentNumberFields<V extends ResidentNumberValues>({
  form: anyForm,
}: {
  readonly form: FormApi<V>;
}) {
  // Only these two fields are used: the form is read as one of them alone.
  const form = anyForm as unknown as FormApi<ResidentNumberValues>;
  const consentId = form.idOf('residentNumberConsent');
  const consentError = form.errors.residentNumberConsent;
  return (
    <fieldset className="receipt-panel__resident">
      <legend>주민등록번호 (선택)</legend>
      <p className="muted">
        연말정산에 쓰시려면 영수증에 주민등록번호가 있어야 합니다. 한 번 입력하면 암호화하여
        보관하고, 보내는 영수증에는 뒷자리를 가려 적습니다.
      </p>
      <TextField
        form={form}
        name="residentNumber"
        label="주민등록번호"
        inputMode="numeric"
        autoComplete="off"
        placeholder="900101-1234567"
        maxLength={14}
      />
      <p id={`${consentId}-basis`} className="receipt-panel__basis">
        {RESIDENT_NUMBER_CONSENT}
      </p>
      <CheckboxField
        id={consentId}
        label="위 내용을 읽었으며 주민등록번호 수집·이용에 동의합니다."
        checked={form.values.residentNumberConsent}
        onChange={(checked) => form.setValue('residentNumberConsent', checked)}
        input={{
          'aria-describedby': consentError
            ? `${consentId}-basis ${form.errorIdOf('residentNumberConsent')}`
            : `${consentId}-basis`,
          'aria-invalid': consentError ? true : undefined,
        }}
      />
      {consentError ? (
        <p id={form.errorIdOf('residentNumberConsent')} className="form__error" role="alert">
          {consentError}
        </p>
      ) : null}
    </fieldset>
  );
}
