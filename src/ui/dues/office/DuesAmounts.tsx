import { DUES_KIND_LABELS, type OfficeDuesView } from '../../../domain/payments';
import { formatDate } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';

/** The amounts the office set (each year's 연회비, the 평생회비) and their last changes. */
export function DuesAmounts({ view }: { readonly view: OfficeDuesView }) {
  const nameOf = (each: { kind: 'annual' | 'lifetime'; year: number | null }) =>
    each.kind === 'annual'
      ? `${String(each.year)}년 ${DUES_KIND_LABELS.annual}`
      : DUES_KIND_LABELS.lifetime;
  return (
    <>
      {view.definitions.length === 0 ? (
        <p>아직 정한 회비가 없습니다.</p>
      ) : (
        <ul className="office-dues__amounts" aria-label="정한 회비">
          {view.definitions.map((each) => (
            <li key={`${each.kind}:${String(each.year)}`}>
              {nameOf(each)}: <strong>{formatKoreanAmount(each.amount)}</strong>
            </li>
          ))}
        </ul>
      )}
      {view.changes.length > 0 ? (
        <details>
          <summary>금액 변경 기록</summary>
          <ul aria-label="금액 변경 기록">
            {view.changes.map((change) => (
              <li key={`${change.changedAt}:${change.kind}:${String(change.year)}`}>
                {formatDate(change.changedAt)} {change.changedBy}: {nameOf(change)}{' '}
                {change.previousAmount === null
                  ? `${formatKoreanAmount(change.amount)}으로 정함`
                  : `${formatKoreanAmount(change.previousAmount)} → ${formatKoreanAmount(change.amount)}`}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
