import { useId, useState } from 'react';
import { CONSENT_LABELS, type ConsentState } from '../../domain/accounts';
import { formatDateInWords } from '../../domain/shared/format/date-words';
import { useAppServices } from '../shared/app/app-services';
import { FormAlert } from '../shared/forms/FormAlert';
import { useAction } from '../shared/forms/use-action';
import { useLoad } from '../shared/load/use-load';

/**
 * 동의 내역: each consent with the day of its last answer and the version of the text; the
 * optional ones (marketing) are given or withdrawn with their switch, at once. The required ones
 * end only with the account, as the note says.
 */
export function ConsentSection({ headingId }: { readonly headingId: string }) {
  const { myInfo } = useAppServices();
  const loaded = useLoad((signal) => myInfo.getMyConsents(signal));
  if (loaded.state === 'loading') {
    return <p role="status">동의 내역을 불러오는 중입니다…</p>;
  }
  if (loaded.state === 'failed') {
    return <p role="alert">동의 내역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>;
  }
  return <ConsentList initial={loaded.value} headingId={headingId} />;
}

function ConsentList({
  initial,
  headingId,
}: {
  readonly initial: readonly ConsentState[];
  readonly headingId: string;
}) {
  const { myInfo, notifier } = useAppServices();
  const [consents, setConsents] = useState(initial);
  const action = useAction();
  const noteId = useId();
  const idPrefix = useId();

  const change = (consent: ConsentState, agreed: boolean) =>
    action.run(async () => {
      setConsents(await myInfo.changeMyConsent({ kind: consent.kind, agreed }));
      notifier.success(
        `${CONSENT_LABELS[consent.kind]} 동의를 ${agreed ? '했습니다' : '철회했습니다'}.`,
      );
    }, '동의를 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.');

  if (consents.length === 0) {
    return <p>가입할 때 받은 동의 내역이 없습니다.</p>;
  }
  return (
    <div className="form" aria-labelledby={headingId} role="group">
      <ul className="my-info__consents">
        {consents.map((consent) => {
          const id = `${idPrefix}-${consent.kind}`;
          return (
            <li key={consent.kind} className="form__check">
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={consent.agreed}
                disabled={consent.required || action.busy}
                aria-describedby={`${id}-when${consent.required ? ` ${noteId}` : ''}`}
                onChange={(event) => void change(consent, event.target.checked)}
              />
              <label htmlFor={id}>
                {CONSENT_LABELS[consent.kind]} {consent.required ? '(필수)' : '(선택)'}
              </label>
              <p id={`${id}-when`} className="form__hint">
                {formatDateInWords(consent.recordedAt)} {consent.agreed ? '동의' : '철회'} ·{' '}
                {formatDateInWords(consent.version)} 시행본
              </p>
            </li>
          );
        })}
      </ul>
      <p id={noteId} className="form__hint">
        필수 동의(이용약관, 개인정보 수집·이용)는 따로 철회할 수 없으며, 회원 탈퇴로 철회됩니다.
        선택 동의는 언제든지 하거나 철회할 수 있습니다.
      </p>
      <FormAlert message={action.problem} />
    </div>
  );
}
