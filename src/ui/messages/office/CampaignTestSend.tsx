import { withObjectParticle } from '../../../domain/shared/text/korean-particles';
import { useState } from 'react';
import type { CampaignContent } from '../../../application/messages';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';

/**
 * 시험 발송: the message as a member will get it, to the administrator's own address or
 * number (marked [시험 발송]); says where it went. `ready` checks the subject and body first, beside them.
 */
export function CampaignTestSend({
  content,
  ready,
  disabled,
}: {
  readonly content: CampaignContent;
  readonly ready: () => boolean;
  readonly disabled: boolean;
}) {
  const { officeCampaigns } = useAppServices();
  const { busy, problem, run } = useAction();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const mail = content.channel === 'mail';
  const what = mail ? '시험 메일' : '시험 문자';
  const send = async () => {
    setSentTo(null);
    if (!ready()) return;
    await run(
      async () => {
        setSentTo((await officeCampaigns.testCampaign(content)).to);
      },
      `${withObjectParticle(what)} 보내지 못했습니다.`,
    );
  };

  return (
    <div className="campaign-test">
      <button
        type="button"
        className="button"
        disabled={disabled || busy}
        onClick={() => void send()}
      >
        {busy
          ? `${withObjectParticle(what)} 보내는 중…`
          : `시험 발송 (내 ${mail ? '메일' : '휴대전화'}로)`}
      </button>
      <p role="status">
        {sentTo
          ? `${withObjectParticle(what)} ${sentTo}${mail ? ' 주소' : ' 번호'}로 보냈습니다.`
          : ''}
      </p>
      <FormRefusal message={problem} />
    </div>
  );
}
