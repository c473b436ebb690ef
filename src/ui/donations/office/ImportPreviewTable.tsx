import {
  type ImportPreviewLine,
  LIKELY_DUPLICATE_NOTE,
  TRANSFER_AMOUNT_DIFFERS,
} from '../../../domain/donations/bank-statement';
import { formatDate } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

/** What the office decided for a deposit: whether it goes in, and from whom. */
export interface ImportChoice {
  readonly included: boolean;
  readonly donorId: string | null;
  /** The name of a donor registered from this preview, for a deposit no donor matched. */
  readonly registeredName?: string;
}

const MATCHED_BY = {
  memberId: '회원 아이디로 찾음',
  phone: '연락처로 찾음',
  name: '이름으로 찾음',
} as const;

/**
 * Whether a deposit can go in: read without problems, not imported before, with a donor (an
 * online order's deposit: of the amount asked).
 */
export function importable(line: ImportPreviewLine, choice: ImportChoice): boolean {
  if (line.transfer && !line.transfer.amountMatches) return false;
  return line.problems.length === 0 && !line.importedBefore && choice.donorId !== null;
}

/**
 * The statement's deposits as read: each with a checkbox, its donor (matched, or one of the
 * namesakes to choose), and what stops it (its problems, imported before, no donor).
 */
export function ImportPreviewTable({
  lines,
  choices,
  onChoose,
  onRegister,
}: {
  readonly lines: readonly ImportPreviewLine[];
  readonly choices: readonly ImportChoice[];
  readonly onChoose: (index: number, choice: ImportChoice) => void;
  /** Registers a new donor for a deposit that no donor (or no namesake) is. */
  readonly onRegister: (index: number) => void;
}) {
  return (
    <SidewaysScroll label="가져올 거래 표">
      <table className="office-table">
        <caption className="visually-hidden">가져올 거래</caption>
        <thead>
          <tr>
            <th scope="col">가져오기</th>
            <th scope="col">줄</th>
            <th scope="col">거래일</th>
            <th scope="col">입금자</th>
            <th scope="col" className="number">
              금액
            </th>
            <th scope="col">기부자</th>
            <th scope="col">확인할 점</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const choice = choices[index] ?? { included: false, donorId: null };
            const label = `${line.row}번째 줄 ${line.name}`;
            const notes = [
              ...line.problems,
              ...(line.importedBefore ? ['이미 가져온 거래입니다.'] : []),
              ...(line.likelyDuplicate && !line.importedBefore ? [LIKELY_DUPLICATE_NOTE] : []),
              ...(line.transfer && !line.transfer.amountMatches ? [TRANSFER_AMOUNT_DIFFERS] : []),
              ...(!line.donor && !line.transfer && !choice.donorId && line.problems.length === 0
                ? [
                    line.candidates.length > 0
                      ? '같은 이름 가운데 고르거나 새 기부자로 등록해 주세요.'
                      : '기부자가 없습니다. 새 기부자로 등록해 주세요.',
                  ]
                : []),
            ];
            return (
              <tr key={line.bankReference}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`가져오기: ${label}`}
                    checked={choice.included && importable(line, choice)}
                    disabled={!importable(line, choice)}
                    onChange={(event) =>
                      onChoose(index, { ...choice, included: event.target.checked })
                    }
                  />
                </td>
                <td>{line.row}</td>
                <td>{line.donatedOn ? formatDate(line.donatedOn) : '—'}</td>
                <td>{line.name || '—'}</td>
                <td className="number">
                  {line.amount === null ? '—' : formatKoreanAmount(line.amount)}
                </td>
                <td>
                  {line.transfer ? (
                    <>
                      {line.transfer.donorName}{' '}
                      <span className="muted">
                        (온라인 신청 · {line.transfer.what}{' '}
                        {formatKoreanAmount(line.transfer.amount)})
                      </span>
                    </>
                  ) : choice.registeredName ? (
                    <>
                      {choice.registeredName} <span className="muted">(새로 등록함)</span>
                    </>
                  ) : line.donor ? (
                    <>
                      {line.donor.name} <span className="muted">({MATCHED_BY[line.donor.by]})</span>
                    </>
                  ) : line.candidates.length > 0 ? (
                    <select
                      aria-label={`기부자 고르기: ${label}`}
                      value={choice.donorId ?? ''}
                      onChange={(event) =>
                        onChoose(index, {
                          included: event.target.value !== '',
                          donorId: event.target.value || null,
                        })
                      }
                    >
                      <option value="">같은 이름 {line.candidates.length}명 중 고르기</option>
                      {line.candidates.map((candidate) => (
                        <option key={candidate.donorId} value={candidate.donorId}>
                          {candidate.name}
                          {candidate.graduationYear ? ` (${candidate.graduationYear}년 졸업)` : ''}
                          {candidate.memberId ? ` · ${candidate.memberId}` : ''}
                        </option>
                      ))}
                    </select>
                  ) : null}
                  {!line.donor &&
                  !line.transfer &&
                  !choice.registeredName &&
                  line.problems.length === 0 ? (
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`새 기부자로 등록: ${label}`}
                      onClick={() => onRegister(index)}
                    >
                      새 기부자로 등록
                    </button>
                  ) : null}
                </td>
                <td>{notes.join(' ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
