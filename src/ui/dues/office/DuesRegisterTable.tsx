import {
  duesPaymentLabel,
  type DuesRegisterEntry,
  WITHDRAWN_MEMBER,
} from '../../../domain/payments';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

/** Who paid the year: name, class, dues, amount, the day paid and the confirmation's number. */
export function DuesRegisterTable({
  year,
  entries,
}: {
  readonly year: number;
  readonly entries: readonly DuesRegisterEntry[];
}) {
  return (
    <SidewaysScroll label="회비 납부 명단 표">
      <table className="office-table">
        <caption className="visually-hidden">{year}년 회비 납부 명단</caption>
        <thead>
          <tr>
            <th scope="col">이름</th>
            <th scope="col">기수</th>
            <th scope="col">회비</th>
            <th scope="col" className="number">
              금액
            </th>
            <th scope="col">납부일</th>
            <th scope="col">확인번호</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.paymentId}>
              <th scope="row">{entry.name ?? WITHDRAWN_MEMBER}</th>
              <td>
                {entry.classNumber === null ? '-' : `${entry.classNumber}회`}
                {entry.graduationYear === null ? '' : ` (${entry.graduationYear}년 졸업)`}
              </td>
              <td>{duesPaymentLabel(entry)}</td>
              <td className="number">{formatKoreanAmount(entry.amount)}</td>
              <td>{entry.paidOn}</td>
              <td>{entry.confirmationNumber}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
