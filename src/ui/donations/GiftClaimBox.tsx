import { useEffect, useState } from 'react';
import { isAuthCodeRefusal } from '../../application/shared/errors/refusal-codes';
import { GIFT_CLAIM_TEXTS } from '../../domain/donations/gift-claims';
import { useAppServices } from '../shared/app/app-services';
import { FormAlert, SubmitButton, TextField } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { useRetryableLoad } from '../shared/load/LoadGate';

/** The rule of the claim's 6-digit code, worded as the mail words it (확인 코드). */
function claimCodeRule(value: string): string | null {
  if (!value.trim()) return '메일로 받은 확인 코드를 입력해 주세요.';
  return /^[0-9]{6}$/u.test(value.trim()) ? null : '확인 코드는 숫자 6자리입니다.';
}

/**
 * 비회원으로 하신 기부 (issue 31): gifts the member gave as a visitor, under the same name,
 * mobile and e-mail, offered to be brought into 내 기부 내역 with a code mailed to the member's
 * own address. Shown only when there are some.
 */
export function GiftClaimBox({ onClaimed }: { readonly onClaimed: () => void }) {
  const { donations, notifier } = useAppServices();
  const reasonOf = useRefusalReason();
  const { result, retry } = useRetryableLoad((signal) => donations.claimableGifts(signal));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    initial: { code: '' },
    rules: { code: claimCodeRule },
    onSubmit: async ({ code }) => {
      try {
        const claimed = await donations.confirmGiftClaim(code.trim());
        notifier.success(GIFT_CLAIM_TEXTS.done(claimed.count));
      } catch (error) {
        if (isAuthCodeRefusal(error)) return { code: error.message };
        throw error;
      }
      setSentTo(null);
      form.setValue('code', '');
      retry();
      onClaimed();
    },
  });

  const codeFieldId = form.idOf('code');
  // The code's field appears with the answer: the focus goes there, where the code is typed.
  useEffect(() => {
    if (sentTo) document.getElementById(codeFieldId)?.focus();
  }, [sentTo, codeFieldId]);

  if (result.state !== 'ready' || result.value.count === 0) return null;
  const { count, total, years } = result.value;

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      const requested = await donations.requestGiftClaim();
      setSentTo(requested.email);
    } catch (error) {
      setSendError(reasonOf(error, '확인 코드를 보내지 못했습니다.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="my-donations__claim" aria-labelledby="gift-claim-title">
      <h2 id="gift-claim-title">비회원으로 하신 기부</h2>
      <p>{GIFT_CLAIM_TEXTS.offer(count, total)}</p>
      <p className="muted">
        {years.map((year) => `${year}년`).join(', ')}에 회원 정보와 같은 이름·휴대전화·이메일로 하신
        기부입니다. 회원 이메일로 받은 확인 코드를 입력하면 가져옵니다.
      </p>
      <p>
        <button type="button" className="button" onClick={() => void send()} disabled={sending}>
          {sending ? '보내는 중…' : sentTo ? '확인 코드 다시 받기' : GIFT_CLAIM_TEXTS.sendCode}
        </button>
      </p>
      <FormAlert message={sendError} />
      {sentTo ? (
        <form className="form" {...form.formProps} aria-labelledby="gift-claim-title">
          <p role="status">{GIFT_CLAIM_TEXTS.codeSent(sentTo)}</p>
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
