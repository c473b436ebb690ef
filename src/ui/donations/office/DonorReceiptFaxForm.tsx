import type { DonorReceiptItem } from '../../../domain/donations/donor-receipts';
import { validateFaxNumber } from '../../../domain/donations/fax-number';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { SubmitButton } from '../../shared/forms/kit';
import { messageOf } from '../../shared/forms/rules';
import { useForm } from '../../shared/forms/use-form';
import { FaxNumberField } from '../FaxNumberField';

/**
 * A donor's receipt faxed by the office: issued now if it never was (재발급 otherwise). Without
 * a fax service it waits in the 팩스 대기열 below the register, and the office is told so.
 */
export function DonorReceiptFaxForm({
  donorId,
  item,
  label,
  onDone,
  onClose,
}: {
  readonly donorId: string;
  readonly item: DonorReceiptItem;
  /** The receipt as the table names it (연간 합산, or the gift's day). */
  readonly label: string;
  readonly onDone: () => void;
  readonly onClose: () => void;
}) {
  const { officeDonations, notifier } = useAppServices();
  const form = useForm({
    initial: { faxNumber: '' },
    rules: { faxNumber: (value) => messageOf(validateFaxNumber(value)) },
    onSubmit: async ({ faxNumber }) => {
      const sent = await officeDonations.faxDonorReceipt(donorId, item.scope, faxNumber);
      const receipt = `${sent.serial} 영수증${sent.reissue ? '(재발급)' : ''}`;
      notifier.success(
        sent.delivery === 'queued'
          ? `${receipt}을 팩스 대기열에 넣었습니다. 대기열에서 PDF를 내려받아 ${faxNumber.trim()}(으)로 보내 주세요.`
          : `${receipt}을 ${faxNumber.trim()}(으)로 팩스로 보냈습니다.`,
      );
      onDone();
    },
  });
  return (
    <form {...form.formProps} className="form receipt-action" aria-label={`${label} 팩스로 보내기`}>
      <h3>{label} 팩스로 보내기</h3>
      <FaxNumberField form={form} name="faxNumber" />
      <FormRefusal message={form.formError} />
      <div className="form__actions">
        <SubmitButton submitting={form.submitting} busyLabel="보내는 중…">
          팩스로 보내기
        </SubmitButton>
        <button type="button" className="button" onClick={onClose}>
          닫기
        </button>
      </div>
    </form>
  );
}
