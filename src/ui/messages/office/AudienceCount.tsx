import { useEffect, useState } from 'react';
import {
  type AudienceFilter,
  audienceFilterProblems,
  type MessageChannel,
  type MessageKind,
} from '../../../domain/messages';
import { formatNumber } from '../../../domain/shared/format/number-format';
import type { AudienceCount as Count } from '../../../application/messages';
import { useAppServices } from '../../shared/app/app-services';

/** How long the filters rest before they are counted again. */
export const COUNT_DEBOUNCE_MS = 400;

/** The count in a sentence, as the office reads it before sending. */
export function countSentence(count: Count, channel: MessageChannel): string {
  const address = channel === 'mail' ? '메일 주소' : '휴대전화 번호';
  return (
    `조건에 맞는 회원 ${formatNumber(count.matched)}명 중 ${formatNumber(count.reached)}명에게 ` +
    `보냅니다 (수신 거부 ${formatNumber(count.declined)}명, ${address} 없음 ` +
    `${formatNumber(count.noAddress)}명).`
  );
}

/**
 * Whom the filters reach, counted by the server as they change (once they rest), said in a
 * polite live region: the office sees the figure before it sends.
 */
export function AudienceCount({
  kind,
  channel,
  audience,
}: {
  readonly kind: MessageKind;
  readonly channel: MessageChannel;
  readonly audience: AudienceFilter;
}) {
  const { officeCampaigns } = useAppServices();
  const [said, setSaid] = useState('대상 회원을 세는 중입니다…');
  const key = JSON.stringify({ kind, channel, audience });
  const valid = audienceFilterProblems(audience).length === 0;

  useEffect(() => {
    if (!valid) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const request = JSON.parse(key) as {
        kind: MessageKind;
        channel: MessageChannel;
        audience: AudienceFilter;
      };
      officeCampaigns
        .audienceCount(request, controller.signal)
        .then((count) => setSaid(`${count.words}: ${countSentence(count, request.channel)}`))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setSaid(error instanceof Error ? error.message : '회원 수를 세지 못했습니다.');
        });
    }, COUNT_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [officeCampaigns, key, valid]);

  return (
    <p className="campaign-count" role="status" aria-live="polite">
      {valid ? said : '대상 조건을 고쳐 주시면 회원 수를 세어 드립니다.'}
    </p>
  );
}
