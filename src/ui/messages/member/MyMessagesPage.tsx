import { useState } from 'react';
import { CONSENT_LABELS } from '../../../domain/accounts';
import type { MessageChoices } from '../../../domain/messages';
import { useAppServices } from '../../shared/app/app-services';
import { MyPageTabs } from '../../shared/layout/MyPageTabs';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { MessageChoicesForm } from './MessageChoicesForm';

/**
 * 받을 소식 (/me/messages), 내 정보's fourth tab (issue 32, item 4): which of the office's
 * messages the member receives. 홍보 is the marketing consent of 내 정보's 동의 내역: the same
 * record, either place.
 */
export default function MyMessagesPage({ route }: PageProps) {
  const { messageChoices } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => messageChoices.myMessageChoices(signal));
  return (
    <div className="my-messages">
      <h1>{route.title}</h1>
      <MyPageTabs current="myMessages" />
      <LoadGate result={result} what="받을 소식" onRetry={retry}>
        {(choices) => <MyChoices initial={choices} />}
      </LoadGate>
    </div>
  );
}

function MyChoices({ initial }: { readonly initial: MessageChoices }) {
  const { messageChoices } = useAppServices();
  const [choices, setChoices] = useState(initial);
  return (
    <>
      <p>
        총동문회가 보내는 소식 가운데 받을 것을 고르세요. 메일 아래의 ‘받을 소식 바꾸기’ 링크로도
        바꿀 수 있습니다. 홍보 수신은 내 정보의 ‘{CONSENT_LABELS.marketing}’ 동의와 같습니다.
      </p>
      <MessageChoicesForm
        choices={choices}
        save={(wanted) => messageChoices.changeMyMessageChoices(wanted)}
        onSaved={setChoices}
      />
    </>
  );
}
