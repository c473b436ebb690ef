import { useEffect, useId, useRef, useState } from 'react';
import { validateFaxNumber } from '../../domain/donations/fax-number';
import type { ReceiptBaseInfo, ReceiptScope, SentReceipt } from '../../domain/donations/receipt';
import { validateResidentNumber } from '../../domain/donations/resident-number';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import { validateEmail } from '../../domain/shared/validation/email';
import { useAppServices } from '../shared/app/app-services';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { messageOf } from '../shared/forms/rules';
import { SubmitButton } from '../shared/forms/SubmitButton';
import { TextField } from '../shared/forms/TextField';
import { useForm } from '../shared/forms/use-form';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { FaxNumberField } from './FaxNumberField';
import { ReceiptSummary } from './ReceiptSummary';
import { RESIDENT_NUMBER_CONSENT_REQUIRED, ResidentNumberFields } from './ResidentNumberFields';

type Channel = 'mail' | 'fax' | 'download';

export interface ReceiptValues {
  channel: Channel;
  email: string;
  faxNumber: string;
  residentNumber: string;
  residentNumberConsent: boolean;
}

const CHANNELS: readonly { value: Channel; label: string; submit: string }[] = [
  { value: 'mail', label: '이메일', submit: '이메일로 보내기' },
  { value: 'fax', label: '팩스', submit: '팩스로 보내기' },
  { value: 'download', label: '내려받기', submit: '내려받기' },
];

/**
 * 기부금영수증 for a donation or a year: what it will hold, then sent by e-mail (to the
 * member's address unless changed), by fax (the number checked as typed) or downloaded. A
 * progress state while the PDF is made and sent, a clear result, and a refusal that keeps what
 * was typed. Closes with its button or Escape, the focus back where it was.
 */
export function ReceiptPanel({
  scope,
  onIssued,
  onClose,
}: {
  readonly scope: ReceiptScope;
  /** A receipt was sent or downloaded: the gifts' receipts and the stored number may have changed. */
  readonly onIssued: () => void;
  readonly onClose: () => void;
}) {
  const { donations, myInfo } = useAppServices();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { result, retry } = useRetryableLoad(async (signal) => {
    const [info, mine] = await Promise.all([
      donations.getReceiptBaseInfo(scope, signal),
      myInfo.getMyInfo(signal).catch(() => null),
    ]);
    return { info, email: mine?.email ?? '' };
  }, JSON.stringify(scope));
  useEffect(() => heading.current?.focus(), []);
  const title = scope.kind === 'year' ? `${scope.year}년 연간 기부금영수증` : '기부금영수증';

  return (
    <section
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="receipt-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="receipt-panel__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button
          type="button"
          className="button button--small"
          onClick={onClose}
          aria-label="영수증 창 닫기"
        >
          닫기
        </button>
      </div>
      {/* Read again after each issue (its serial, the number now stored), the form kept. */}
      <LoadGate result={result} what="영수증 정보" onRetry={retry} keepWhileLoading>
        {({ info, email }) => (
          <ReceiptForm
            scope={scope}
            info={info}
            email={email}
            onIssued={() => {
              retry();
              onIssued();
            }}
          />
        )}
      </LoadGate>
    </section>
  );
}

function ReceiptForm({
  scope,
  info,
  email,
  onIssued,
}: {
  readonly scope: ReceiptScope;
  readonly info: ReceiptBaseInfo;
  readonly email: string;
  readonly onIssued: () => void;
}) {
  const { donations, fileSaver, clock } = useAppServices();
  const id = useId();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ReceiptValues>({
    initial: {
      channel: 'mail',
      email,
      faxNumber: '',
      residentNumber: '',
      residentNumberConsent: false,
    },
    rules: {
      email: (value, values) =>
        values.channel === 'mail' ? messageOf(validateEmail(value)) : null,
      faxNumber: (value, values) =>
        values.channel === 'fax' ? messageOf(validateFaxNumber(value)) : null,
      residentNumber: (value) =>
        value.trim() ? messageOf(validateResidentNumber(value, calendarDateOf(clock.now()))) : null,
      residentNumberConsent: (value, values) =>
        values.residentNumber.trim() && !value ? RESIDENT_NUMBER_CONSENT_REQUIRED : null,
    },
    onSubmit: async (values) => {
      const request = {
        scope,
        ...(values.residentNumber.trim()
          ? {
              residentNumber: values.residentNumber,
              residentNumberConsent: values.residentNumberConsent,
            }
          : {}),
      };
      if (values.channel === 'download') {
        await fileSaver.save(await donations.downloadReceipt(request));
        issued();
        setDone(
          '영수증을 내려받았습니다. 이 사본에는 주민등록번호가 모두 적혀 있으니 잘 보관해 주세요.',
        );
        return;
      }
      const sent: SentReceipt =
        values.channel === 'mail'
          ? await donations.sendReceiptMail({ ...request, email: values.email })
          : await donations.sendReceiptFax({ ...request, faxNumber: values.faxNumber });
      issued();
      const where = values.channel === 'mail' ? values.email.trim() : values.faxNumber.trim();
      const receipt = `일련번호 ${sent.serial} 영수증${sent.reissue ? '(재발급)' : ''}`;
      setDone(
        sent.delivery === 'queued'
          ? `${receipt}을 ${where}(으)로 보내도록 사무국에 접수했습니다. 아직 보내지 않았으며, 사무국이 팩스로 보내 드립니다.`
          : `${receipt}을 ${where}(으)로 보냈습니다.`,
      );
    },
  });
  // The number given is stored now (shown masked above): out of the box, and read again.
  const issued = () => {
    form.setValue('residentNumber', '');
    form.setValue('residentNumberConsent', false);
    onIssued();
  };
  const channel = CHANNELS.find((each) => each.value === form.values.channel) ?? CHANNELS[0];

  return (
    <>
      <ReceiptSummary info={info} />
      <form
        {...form.formProps}
        // A new try's outcome replaces the last one's, refused before it is sent too.
        onSubmit={(event) => {
          setDone(null);
          form.formProps.onSubmit(event);
        }}
        className="receipt-panel__form"
        aria-label="영수증 받기"
      >
        <fieldset className="receipt-panel__channels">
          <legend>받는 방법</legend>
          {CHANNELS.map((each) => (
            <label key={each.value}>
              <input
                type="radio"
                name={`${id}-channel`}
                checked={form.values.channel === each.value}
                onChange={() => form.setValue('channel', each.value)}
              />
              {each.label}
            </label>
          ))}
        </fieldset>
        {form.values.channel === 'mail' ? (
          <TextField
            form={form}
            name="email"
            label="받을 이메일"
            type="email"
            autoComplete="email"
            required
          />
        ) : null}
        {form.values.channel === 'fax' ? <FaxNumberField form={form} name="faxNumber" /> : null}
        {info.residentNumberOnFile ? null : <ResidentNumberFields form={form} />}
        <SubmitButton submitting={form.submitting} busyLabel="영수증을 만들어 보내는 중입니다…">
          {channel?.submit}
        </SubmitButton>
        <FormRefusal message={form.formError} />
        <p role="status" className="receipt-panel__done">
          {done}
        </p>
      </form>
    </>
  );
}
