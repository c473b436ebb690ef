import { useEffect, useId, useState } from 'react';
import { GIFT_CLAIM_TEXTS } from '../../domain/donations/gift-claims';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { formatNumber } from '../../domain/shared/format/number-format';
import { codeRefusalOf } from '../accounts';
import { useAppServices } from '../shared/app/app-services';
import { FormAlert, SubmitButton, TextField } from '../shared/forms/kit';
import { useAction } from '../shared/forms/use-action';
import { useForm } from '../shared/forms/use-form';
import { useRetryableLoad } from '../shared/load/LoadGate';

interface CodeValues {
  readonly code: string;
}

function claimCodeRule(value: string): string | null {
  if (!value.trim()) return '메일로 받은 확인 코드를 입력해 주세요.';
  return /^[0-9]{6}$/u.test(value.trim()) ? null : '확인 코드는 숫자 6자리입니다.';
}

/**
 * Gifts the member gave as a visitor before joining (issue 31), offered in 내 기부 내역 only
 * when there are some: a code mailed to the member's own address proves the address is theirs,
 * and the gifts are then brought in.
 */
export function GiftClaimBox({ onClaimed }: { readonly onClaimed: () => void }) {
  const { donations, notifier } = useAppServices();
  const id = useId();
  const { result, retry } = useRetryableLoad((signal) => donations.claimableGifts(signal));
  const mailing = useAction();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mailsSent, setMailsSent] = useState(0);
  const form = useForm<CodeValues>({
    initial: { code: '' },
    rules: { code: claimCodeRule },
    onSubmit: async ({ code }) => {
      let done;
      try {
        done = await donations.confirmGiftClaim(code.trim());
      } catch (error) {
        // A wrong or expired code is said next to the field, with what was typed kept.
        return codeRefusalOf<CodeValues>(error, 'code');
      }
      notifier.success(GIFT_CLAIM_TEXTS.done(done.count));
      setSentTo(null);
      form.setValue('code', '');
      retry();
      onClaimed();
    },
  });

  // Once a code is on its way, the member types it next: the field appears with this render.
  const codeId = form.idOf('code');
  useEffect(() => {
    if (mailsSent > 0) document.getElementById(codeId)?.focus();
  }, [mailsSent, codeId]);

  // Nothing to claim, or the offer could not be read: the page is whole without it.
  if (result.state !== 'ready' || result.value.count === 0) return null;
  const { count, total, gifts } = result.value;

  const sendCode = async () => {
    const requested = await mailing.run(() => donations.requestGiftClaim());
    if (!requested) return;
    setSentTo(requested.email);
    setMailsSent((sent) => sent + 1);
  };

  return (
    <section className="my-donations__claim" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>가입 전에 하신 기부</h2>
      <p>
        회원 가입 전에 같은 이름·연락처·이메일로 하신 기부{' '}
        <strong>
          {formatNumber(count)}건(합계 {formatNumber(total)}원)
        </strong>
        이 있습니다. 회원 정보의 이메일로 받은 확인 코드를 입력하시면 내 기부 내역으로 가져옵니다.
      </p>
      <div className="my-donations__table-wrap">
        <table className="my-donations__table">
          <caption className="visually-hidden">가져올 수 있는 기부</caption>
          <thead>
            <tr>
              <th scope="col">기부일</th>
              <th scope="col">기금</th>
              <th scope="col">금액</th>
            </tr>
          </thead>
          <tbody>
            {gifts.map((gift, index) => (
              // Two gifts may share a day, a fund and an amount: their order tells them apart.
              <tr key={`${gift.donatedOn}-${index}`}>
                <td>
                  <time dateTime={gift.donatedOn}>{formatDate(gift.donatedOn)}</time>
                </td>
                <td>{gift.fundName}</td>
                <td className="my-donations__amount">{formatKoreanAmount(gift.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <button
          type="button"
          className="button"
          disabled={mailing.busy}
          onClick={() => void sendCode()}
        >
          {mailing.busy ? '보내는 중…' : sentTo ? '확인 코드 다시 받기' : GIFT_CLAIM_TEXTS.sendCode}
        </button>
      </p>
      <FormAlert message={mailing.problem} />
      {/* Present from the start, so that the sending is announced when it is said. */}
      <p className="form__status" role="status">
        {sentTo ? GIFT_CLAIM_TEXTS.codeSent(sentTo) : ''}
      </p>
      {sentTo ? (
        <form className="form" {...form.formProps} aria-labelledby={`${id}-title`}>
          <TextField
            form={form}
            name="code"
            label={GIFT_CLAIM_TEXTS.codeLabel}
            hint="메일로 받은 6자리 숫자를 입력해 주세요."
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <FormAlert message={form.formError} />
          <SubmitButton submitting={form.submitting} busyLabel="가져오는 중…">
            {GIFT_CLAIM_TEXTS.confirm}
          </SubmitButton>
        </form>
      ) : null}
    </section>
  );
}
