import { type FormEvent, useState } from 'react';
import type { RegisterEntry } from '../../../domain/donations/receipt-register';
import { validateCorrectionReason } from '../../../domain/donations/records';
import { validateEmail } from '../../../domain/shared/validation/email';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';

export type ReceiptAction = 'reissue' | 'cancel';

/**
 * A chosen receipt's reissue by e-mail (same serial, 재발급) or cancellation with its reason.
 * A refusal keeps what was typed.
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
  const [text, setText] = useState('');
  const { busy, problem, refuse, run } = useAction();
  const reissue = action === 'reissue';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = reissue ? validateEmail(text) : validateCorrectionReason(text);
    if (!checked.ok) {
      refuse(checked.message);
      return;
    }
    await run(
      async () => {
        if (reissue) {
          await officeDonations.reissueReceipt(entry.receiptId, checked.value);
          notifier.success(`${entry.serial} 영수증을 재발급하여 보냈습니다.`);
        } else {
          await officeDonations.cancelReceipt(entry.receiptId, checked.value);
          notifier.success(`${entry.serial} 영수증을 취소했습니다.`);
        }
        onDone();
      },
      reissue
        ? '재발급하지 못했습니다. 주소를 확인하고 잠시 후 다시 시도해 주세요.'
        : '취소하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
  };

  const id = `receipt-${action}`;
  return (
    <form
      className="form receipt-action"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id={`${id}-title`}>
        {entry.serial} {entry.donorName} {reissue ? '재발급' : '취소'}
      </h3>
      <div className="form__field">
        <label htmlFor={id}>{reissue ? '받을 전자우편 주소' : '취소하는 까닭'}</label>
        <input
          id={id}
          type={reissue ? 'email' : 'text'}
          autoComplete={reissue ? 'email' : 'off'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          required
        />
      </div>
      <FormRefusal message={problem} id={`${id}-problem`} />
      {reissue ? null : (
        <p className="muted">
          취소한 영수증은 발급 대장과 발급명세에 취소로 남고, 다시 발급하면 새 일련번호를 받습니다.
        </p>
      )}
      <div className="form__actions">
        <button
          type="submit"
          className={reissue ? 'button button--primary' : 'button button--danger'}
          disabled={busy}
        >
          {busy ? '처리하는 중…' : reissue ? '재발급하여 보내기' : '영수증 취소'}
        </button>
        <button type="button" className="button" onClick={onClose}>
          닫기
        </button>
      </div>
    </form>
  );
}
