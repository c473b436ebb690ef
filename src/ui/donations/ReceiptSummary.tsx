import type { ReceiptBaseInfo } from '../../domain/donations/receipt';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';

/** What the receipt will hold: the donor, the association and the donations, with the total. */
export function ReceiptSummary({ info }: { readonly info: ReceiptBaseInfo }) {
  return (
    <div className="receipt-summary">
      <dl>
        <div>
          <dt>기부자</dt>
          <dd>{info.donor.name}</dd>
        </div>
        <div>
          <dt>주민등록번호</dt>
          <dd>{info.donor.residentNumberMasked ?? '저장된 번호 없음'}</dd>
        </div>
        <div>
          <dt>주소</dt>
          <dd>{info.donor.address ?? '등록된 주소 없음'}</dd>
        </div>
        <div>
          <dt>기부금 단체</dt>
          <dd>
            {info.issuer.name} (고유번호 {info.issuer.registrationNumber})
          </dd>
        </div>
      </dl>
      <SidewaysScroll label="기부 내용 표">
        <table className="receipt-summary__lines">
          <caption>기부 내용</caption>
          <thead>
            <tr>
              <th scope="col">연월일</th>
              <th scope="col">유형(코드)</th>
              <th scope="col">내용</th>
              <th scope="col">금액</th>
            </tr>
          </thead>
          <tbody>
            {info.lines.map((line, index) => (
              <tr key={`${line.date}-${index}`}>
                <td>{formatDate(line.date)}</td>
                <td>
                  {line.type}({line.code}), {line.category}
                </td>
                <td>{line.description}</td>
                <td className="receipt-summary__amount">{formatKoreanAmount(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                합계
              </th>
              <td className="receipt-summary__amount">{formatKoreanAmount(info.total)}</td>
            </tr>
          </tfoot>
        </table>
      </SidewaysScroll>
      {info.issuedSerial ? (
        <p className="muted">
          이미 발급한 영수증입니다(일련번호 {info.issuedSerial}). 다시 받으시면 같은 번호에
          재발급으로 표시됩니다.
        </p>
      ) : null}
    </div>
  );
}
