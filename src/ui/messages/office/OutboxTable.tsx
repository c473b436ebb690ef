import { useState } from 'react';
import type { OutboxEntry } from '../../../domain/messages';
import { MESSAGE_STATE_LABELS } from '../../../domain/messages';
import { formatAccessTime } from '../../../domain/shared/format/date-format';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

/** When a message went out, or for one still waiting when it is tried next. */
export function deliveryOf(entry: OutboxEntry): string {
  if (entry.sentAt) return formatAccessTime(entry.sentAt);
  if (entry.nextAttemptAt) return `다음 시도 ${formatAccessTime(entry.nextAttemptAt)}`;
  return '보내지 못함';
}

/**
 * The outbox's messages, newest first: to whom, what, how far its delivery went and what the
 * relay said last; a failed one has its 다시 보내기 button (one retry at a time).
 */
export function OutboxTable({
  caption,
  entries,
  onRetry,
}: {
  readonly caption: string;
  readonly entries: readonly OutboxEntry[];
  readonly onRetry: (entry: OutboxEntry) => Promise<void>;
}) {
  const [retrying, setRetrying] = useState<string | null>(null);
  const retry = async (entry: OutboxEntry) => {
    setRetrying(entry.messageId);
    try {
      await onRetry(entry);
    } finally {
      setRetrying(null);
    }
  };
  return (
    <SidewaysScroll label={`${caption} 표`}>
      <table className="office-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">받는 사람</th>
            <th scope="col">제목</th>
            <th scope="col">상태</th>
            <th scope="col">시도 횟수</th>
            <th scope="col">만든 때</th>
            <th scope="col">보낸 때·다음 시도</th>
            <th scope="col">마지막 오류</th>
            <th scope="col">
              <span className="visually-hidden">다시 보내기</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.messageId}>
              <td>{entry.to}</td>
              <th scope="row">{entry.subject}</th>
              <td>{MESSAGE_STATE_LABELS[entry.state]}</td>
              <td>{formatNumber(entry.attempts)}회</td>
              <td>{formatAccessTime(entry.createdAt)}</td>
              <td>{deliveryOf(entry)}</td>
              <td>{entry.lastError ?? '없음'}</td>
              <td>
                {entry.state === 'failed' && (
                  <button
                    type="button"
                    className="button"
                    aria-label={`다시 보내기: ${entry.to}, ${entry.subject}`}
                    disabled={retrying !== null}
                    onClick={() => void retry(entry)}
                  >
                    {retrying === entry.messageId ? '보내는 중…' : '다시 보내기'}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
