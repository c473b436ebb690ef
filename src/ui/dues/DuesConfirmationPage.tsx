import { Link, useSearch } from 'wouter';
import {
  DUES_NOT_DONATION,
  duesPaymentLabel,
  PAYMENT_DOCUMENT_LABELS,
  proofOfPaymentFor,
} from '../../domain/payments';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import './Dues.css';

/**
 * 회비 납부 확인서 (/me/dues/confirmation?id=): a page to print (or save as PDF from the print
 * dialog) that confirms dues paid. It is a payment confirmation, never a donation receipt: dues
 * are not donations, and the page says so.
 */
export default function DuesConfirmationPage({ route }: PageProps) {
  const { dues, routes } = useAppServices();
  const paymentId = new URLSearchParams(useSearch()).get('id') ?? '';
  const { result, retry } = useRetryableLoad(
    (signal) => dues.duesConfirmation(paymentId, signal),
    paymentId,
  );
  const title = PAYMENT_DOCUMENT_LABELS[proofOfPaymentFor('dues')];
  return (
    <div className="dues-confirmation">
      <p className="dues-confirmation__back">
        <Link href={routes.byId('myDues').path}>회비로 돌아가기</Link>
      </p>
      <LoadGate result={result} what={route.title} onRetry={retry}>
        {(confirmation) => (
          <article className="dues-confirmation__paper" aria-labelledby="dues-confirmation-title">
            <h1 id="dues-confirmation-title">회비 {title}</h1>
            <p className="dues-confirmation__number">확인번호 {confirmation.confirmationNumber}</p>
            <dl className="dues-confirmation__facts">
              <div>
                <dt>성명</dt>
                <dd>{confirmation.memberName}</dd>
              </div>
              <div>
                <dt>기수</dt>
                <dd>
                  {confirmation.classNumber === null ? '-' : `${confirmation.classNumber}회`}
                  {confirmation.graduationYear === null
                    ? ''
                    : ` (${confirmation.graduationYear}년 졸업)`}
                </dd>
              </div>
              <div>
                <dt>회비</dt>
                <dd>{duesPaymentLabel(confirmation)}</dd>
              </div>
              <div>
                <dt>금액</dt>
                <dd>{formatKoreanAmount(confirmation.amount)}</dd>
              </div>
              <div>
                <dt>납부일</dt>
                <dd>{confirmation.paidOn}</dd>
              </div>
            </dl>
            <p>위 금액을 회비로 받았음을 확인합니다.</p>
            <p className="dues-confirmation__note">{DUES_NOT_DONATION}</p>
            <p className="dues-confirmation__issuer">
              {confirmation.issuedOn}
              <br />
              {confirmation.issuer}
            </p>
            <p className="dues-confirmation__actions">
              <button type="button" className="button" onClick={() => window.print()}>
                인쇄하기
              </button>
            </p>
          </article>
        )}
      </LoadGate>
    </div>
  );
}
