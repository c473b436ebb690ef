import type { OfficeDonation } from '../../../application/donations';
import {
  CORRECTION_REASON_MAX_LENGTH,
  validateCorrectionReason,
} from '../../../domain/donations/records';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { useAppServices } from '../../shared/app/app-services';
import { FormAlert, SubmitButton, TextField } from '../../shared/forms/kit';
import { messageOf } from '../../shared/forms/rules';
import { useForm } from '../../shared/forms/use-form';

const RULES = { reason: (reason: string) => messageOf(validateCorrectionReason(reason)) };

/**
 * Voiding a gift (기부 취소): its reason asked; the record stays, with who cancelled it and why.
 * 닫기 closes the form and changes nothing.
 */
export function CancelDonationForm({
  donation,
  label,
  onCancelled,
  onClose,
}: {
  readonly donation: OfficeDonation;
  /** The gift as the table names it: day, donor, amount. */
  readonly label: string;
  readonly onCancelled: () => void;
  readonly onClose: () => void;
}) {
  const { officeDonations, notifier } = useAppServices();
  const form = useForm({
    initial: { reason: '' },
    rules: RULES,
    onSubmit: async ({ reason }) => {
      await officeDonations.cancelDonation(donation.donationId, reason);
      notifier.success(
        `${donation.donorName} ${formatKoreanAmount(donation.amount)} 기부를 취소했습니다.`,
      );
      onCancelled();
    },
  });
  return (
    <form className="office-donations__form" aria-label={`기부 취소: ${label}`} {...form.formProps}>
      <p>{label} 기부를 취소합니다. 기록은 남고 합계와 영수증에서 빠집니다.</p>
      <TextField
        form={form}
        name="reason"
        label="취소 사유"
        required
        maxLength={CORRECTION_REASON_MAX_LENGTH}
      />
      <FormAlert message={form.formError} />
      <p className="office-donations__actions">
        <SubmitButton submitting={form.submitting} busyLabel="취소하는 중…">
          기부 취소
        </SubmitButton>
        <button type="button" className="button" onClick={onClose}>
          닫기
        </button>
      </p>
    </form>
  );
}
