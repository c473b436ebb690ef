import type { RegisterEntry } from '../../../domain/donations/receipt-register';
import { validateCorrectionReason } from '../../../domain/donations/records';
import { validateEmail } from '../../../domain/shared/validation/email';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal, TextField, SubmitButton } from '../../shared/forms/kit';
import { messageOf, normalised } from '../../shared/forms/rules';
import { useForm } from '../../shared/forms/use-form';

export type ReceiptAction = 'reissue' | 'cancel';

/**
 * A chosen receipt's reissue by e-mail (same serial, 재발급) or cancellation with its reason.
 * A refusal keeps what was typed; the address or reason is checked as the kit checks a field.
 */
export function ReceiptActionForm({
  entry,
  action,
  onDone,
  onClose,
}: {
  readonly entry: RegisterEntry;
  readonly action: ReceiptAction;
  readonly onDone: () => void;
  readonly onClose: () => void;
}) {
  const { officeDonations, notifier } = useAppServices();
  const reissue = action === 'reissue';
  const form = useForm({
    initial: { text: '' },
    rules: {
      text: (text) => messageOf(reissue ? validateEmail(text) : validateCorrectionReason(text)),
    },
    onSubmit: async ({ text }) => {
      if (reissue) {
        await officeDonations.reissueReceipt(
          entry.receiptId,
          normalised(validateEmail(text), text),
        );
        notifier.success(`${entry.serial} 영수증을 재발급하여 보냈습니다.`);
      } else {
        const reason = normalised(validateCorrectionReason(text), text);
        await officeDonations.cancelReceipt(entry.receiptId, reason);
        notifier.success(`${entry.serial} 영수증을 취소했습니다.`);
      }
      onDone();
    },
  });

  const id = `receipt-${action}`;
  return (
    <form {...form.formProps} className="form receipt-action" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {entry.serial} {entry.donorName} {reissue ? '재발급' : '취소'}
      </h3>
      <TextField
        form={form}
        name="text"
        label={reissue ? '받을 전자우편 주소' : '취소하는 까닭'}
        type={reissue ? 'email' : 'text'}
        autoComplete={reissue ? 'email' : 'off'}
      />
      <FormRefusal message={form.formError} />
      {reissue ? null : (
        <p className="muted">
          취소한 영수증은 발급 대장과 발급명세에 취소로 남고, 다시 발급하면 새 일련번호를 받습니다.
        </p>
      )}
      <div className="form__actions">
        <SubmitButton
          inline
          danger={!reissue}
          submitting={form.submitting}
          busyLabel="처리하는 중…"
        >
          {reissue ? '재발급하여 보내기' : '영수증 취소'}
        </SubmitButton>
        <button type="button" className="button" onClick={onClose}>
          닫기
        </button>
      </div>
    </form>
  );
}
