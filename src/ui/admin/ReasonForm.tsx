import { useEffect } from 'react';
import { OFFICE_REASON_REQUIRED } from '../../domain/admin/office-actions';
import { SubmitButton, TextAreaField } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';

const RULES = {
  reason: (reason: string) => (reason.trim() ? null : OFFICE_REASON_REQUIRED),
};

/**
 * The reason the office gives for a decision (a rejection, a lock, a withdrawal, a role): kept in
 * the audit log, and for a rejection mailed to the applicant. Required; focused when it opens.
 */
export function ReasonForm({
  label,
  hint,
  maxLength,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  readonly label: string;
  readonly hint: string;
  readonly maxLength: number;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly onSubmit: (reason: string) => void;
  readonly onCancel: () => void;
}) {
  const form = useForm({
    initial: { reason: '' },
    rules: RULES,
    onSubmit: async ({ reason }) => onSubmit(reason.trim()),
  });
  const fieldId = form.idOf('reason');
  useEffect(() => {
    document.getElementById(fieldId)?.focus();
  }, [fieldId]);
  return (
    <form {...form.formProps} className="office-reason">
      <TextAreaField
        form={form}
        name="reason"
        label={label}
        hint={`${hint} ${maxLength}자까지 적을 수 있습니다.`}
        rows={3}
        maxLength={maxLength}
      />
      <p className="office-actions">
        <SubmitButton inline submitting={busy || form.submitting} busyLabel="처리하는 중…">
          {submitLabel}
        </SubmitButton>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          취소
        </button>
      </p>
    </form>
  );
}
