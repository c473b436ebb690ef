import type { CampaignMessage } from '../../../application/messages';
import { MESSAGE_STATE_LABELS, type MessageChannel } from '../../../domain/messages';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';
import { deliveryOf } from './OutboxTable';

/** A send's messages, one per member: to whom (a text's number masked), how far its delivery went, what the relay said. */
export function CampaignRecipientsTable({
  caption,
  channel,
  messages,
}: {
  readonly caption: string;
  readonly channel: MessageChannel;
  readonly messages: readonly CampaignMessage[];
}) {
  return (
    <SidewaysScroll label={`${caption} 표`}>
      <table className="office-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">이름</th>
            <th scope="col">{channel === 'mail' ? '메일' : '휴대전화'}</th>
            <th scope="col">상태</th>
            <th scope="col">시도</th>
            <th scope="col">보낸 때·다음 시도</th>
            <th scope="col">마지막 오류</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.messageId}>
              <th scope="row">{message.recipientName ?? '(탈퇴한 회원)'}</th>
              <td>{message.to}</td>
              <td>{MESSAGE_STATE_LABELS[message.state]}</td>
              <td>{formatNumber(message.attempts)}회</td>
              <td>{deliveryOf(message)}</td>
              <td>{message.lastError ?? '없음'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
