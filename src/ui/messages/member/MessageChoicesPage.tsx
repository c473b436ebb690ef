import { useState } from 'react';
import { useSearch } from 'wouter';
import type { LinkChoices } from '../../../application/messages';
import { isRefusal } from '../../../application/shared/errors/refusal-codes';
import { CHOICE_LINK_INVALID, type MessageChoices } from '../../../domain/messages';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { MessageChoicesForm } from './MessageChoicesForm';
import { PromotionConfirmation } from './PromotionConfirmation';

/** What the link's load found: the member's choices, or a link the server did not sign. */
type LinkAnswer = LinkChoices | 'invalid';

/**
 * 받을 소식 설정 (/messages/choices?t=…), opened from a mail's signed link without signing in
 * (issue 32, item 4): whose choices (the address masked) and the three kinds of message; with
 * `&confirm=promotion`, the two-yearly question of the 홍보 consent first. The address is the
 * member's own: the page is marked noindex (and the build leaves it out of the sitemap).
 */
export default function MessageChoicesPage({ route }: PageProps) {
  const { messageChoices } = useAppServices();
  const search = new URLSearchParams(useSearch());
  const link = search.get('t')?.trim() ?? '';
  const confirming = search.get('confirm') === 'promotion';
  const { result, retry } = useRetryableLoad(
    (signal): Promise<LinkAnswer> =>
      link
        ? messageChoices.linkMessageChoices(link, signal).catch((error: unknown) => {
            if (isRefusal(error, 'invalidInput')) return 'invalid' as const;
            throw error;
          })
        : Promise.resolve('invalid' as const),
    link,
  );
  return (
    <div className="message-choices">
      <meta name="robots" content="noindex, nofollow" />
      <h1>{route.title}</h1>
      <LoadGate result={result} what="받을 소식 설정" onRetry={retry}>
        {(answer) =>
          answer === 'invalid' ? (
            <p role="alert">{CHOICE_LINK_INVALID}</p>
          ) : (
            <LinkChoicesView link={link} initial={answer} confirming={confirming} />
          )
        }
      </LoadGate>
    </div>
  );
}

function LinkChoicesView({
  link,
  initial,
  confirming,
}: {
  readonly link: string;
  readonly initial: LinkChoices;
  readonly confirming: boolean;
}) {
  const { messageChoices } = useAppServices();
  const [choices, setChoices] = useState<MessageChoices>(initial);
  // The form starts again from what the question's answer changed.
  const [answered, setAnswered] = useState(0);
  return (
    <>
      {initial.email ? <p>받는 분: {initial.email}</p> : null}
      {confirming ? (
        <PromotionConfirmation
          link={link}
          choices={choices}
          onAnswered={(next) => {
            setChoices(next);
            setAnswered((count) => count + 1);
          }}
        />
      ) : null}
      <section aria-labelledby="message-choices-topics">
        <h2 id="message-choices-topics">받을 소식 고르기</h2>
        <MessageChoicesForm
          key={answered}
          choices={choices}
          save={(wanted) => messageChoices.changeLinkMessageChoices(link, wanted)}
          onSaved={setChoices}
        />
      </section>
    </>
  );
}
