import {
  CHOICE_SOURCE_LABELS,
  type ChoiceChange,
  MESSAGE_TOPIC_LABELS,
  MESSAGE_TOPICS,
} from '../../domain/messages';
import { formatAccessTime, formatDate } from '../../domain/shared/format/date-format';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';
import { LoadedSection } from './LoadedSection';

/** A 홍보 answer given with the consents (sign-up, 내 정보's 동의 내역) has no source of its own. */
const CONSENTS_SOURCE = '동의 항목에서';

/**
 * 받을 소식 on the office's member page (issue 32, item 4): what the member receives now, until
 * when the 홍보 consent stands, and every change with its time and where it was made.
 */
export function MemberMessageChoices({ userId }: { readonly userId: string }) {
  const { messageChoices } = useAppServices();
  const loaded = useLoad((signal) => messageChoices.memberMessageChoices(userId, signal), userId);
  return (
    <LoadedSection
      id="member-message-choices"
      title="받을 소식"
      loaded={loaded}
      loading="받을 소식을 불러오는 중입니다…"
      failed="받을 소식을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
    >
      {({ choices, changes }) => (
        <>
          <ul aria-label="지금 받는 소식">
            {MESSAGE_TOPICS.map((topic) => (
              <li key={topic}>
                {MESSAGE_TOPIC_LABELS[topic]}: {choices.receives[topic] ? '받음' : '받지 않음'}
                {topic === 'promotion' && choices.promotionUntil
                  ? ` (동의 유지: ${formatDate(choices.promotionUntil)}까지)`
                  : ''}
              </li>
            ))}
          </ul>
          {changes.length === 0 ? <p>바꾼 기록이 없습니다.</p> : <ChangeTable changes={changes} />}
        </>
      )}
    </LoadedSection>
  );
}

function ChangeTable({ changes }: { readonly changes: readonly ChoiceChange[] }) {
  return (
    <SidewaysScroll label="받을 소식 변경 기록 표">
      <table className="office-table">
        <caption>받을 소식 변경 기록 {changes.length}건 (최근 것부터)</caption>
        <thead>
          <tr>
            <th scope="col">시각</th>
            <th scope="col">소식</th>
            <th scope="col">설정</th>
            <th scope="col">바꾼 곳</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={`${change.recordedAt}-${change.topic}-${String(index)}`}>
              <td>{formatAccessTime(change.recordedAt)}</td>
              <td>{MESSAGE_TOPIC_LABELS[change.topic]}</td>
              <td>{change.receives ? '받음' : '받지 않음'}</td>
              <td>{change.source ? CHOICE_SOURCE_LABELS[change.source] : CONSENTS_SOURCE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
