import { useEffect, useRef } from 'react';
import type { AudienceCount } from '../../../application/messages';
import { type MessageChannel, type MessageKind, subjectAsSent } from '../../../domain/messages';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { SubmitButton } from '../../shared/forms/kit';
import { campaignTime } from './campaign-texts';

/**
 * The step before a send: how many members it goes to, what and when, said once more; the
 * focus moves here so that it is read, and 고치기 goes back to the form.
 */
export function CampaignConfirmation({
  count,
  kind,
  channel,
  subject,
  scheduledAt,
  submitting,
  onBack,
}: {
  readonly count: AudienceCount;
  readonly kind: MessageKind;
  readonly channel: MessageChannel;
  readonly subject: string;
  readonly scheduledAt: string | null;
  readonly submitting: boolean;
  readonly onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const members = `${formatNumber(count.reached)}명`;
  const when = scheduledAt ? `${campaignTime(scheduledAt)}(한국 시간)에` : '지금';
  return (
    <section className="campaign-confirm" aria-labelledby="campaign-confirm-title">
      <h2 id="campaign-confirm-title" ref={heading} tabIndex={-1}>
        보내기 전 확인
      </h2>
      <p>
        {count.words}: 회원 {members}에게 「{subjectAsSent(kind, subject)}」{' '}
        {channel === 'mail' ? '메일을' : '문자를'} {when} 보냅니다.
      </p>
      <p className="campaign-confirm__actions">
        <SubmitButton submitting={submitting} busyLabel="보내는 중…" inline>
          {scheduledAt ? `${members}에게 예약하기` : `${members}에게 지금 보내기`}
        </SubmitButton>
        <button type="button" className="button" disabled={submitting} onClick={onBack}>
          고치기
        </button>
      </p>
    </section>
  );
}
