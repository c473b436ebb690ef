import type { EventCounts } from '../../../../application/events';
import { formatNumber } from '../../../../domain/shared/format/number-format';

/**
 * The count at the door, kept up to date by the page: read out politely when it changes (a
 * check-in here or at another door).
 */
export function CheckInCount({ counts }: { readonly counts: EventCounts | null }) {
  return (
    <p className="check-in__count" role="status" aria-live="polite" aria-atomic="true">
      {counts
        ? `입장 ${formatNumber(counts.attended)}건 (${formatNumber(counts.attendedPeople)}명) / 참가 확정 ${formatNumber(counts.confirmed)}건 (${formatNumber(counts.seatsTaken)}명)`
        : '입장 인원을 불러오는 중입니다…'}
    </p>
  );
}
