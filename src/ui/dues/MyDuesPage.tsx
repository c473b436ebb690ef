import { useState } from 'react';
import { Link } from 'wouter';
import {
  DUES_KIND_LABELS,
  DUES_NOT_DONATION,
  duesPaymentLabel,
  type MyDuesView,
} from '../../domain/payments';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { useAppServices } from '../shared/app/app-services';
import { MyPageTabs } from '../shared/layout/MyPageTabs';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';
import { DuesBadgeForm } from './DuesBadgeForm';
import { confirmationHref, DUES_CHECKOUT_HREF } from './dues-links';
import './Dues.css';

/**
 * 회비 (/me/dues), 내 정보's third tab: this year's dues status, what the member may still pay
 * (회비 내기, through the same checkout as gifts), their payments each with its 납부 확인서,
 * and whether 동문 찾기 shows their 회비 납부 badge.
 */
export default function MyDuesPage({ route }: PageProps) {
  const { dues } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => dues.myDues(signal));
  return (
    <div className="my-dues">
      <h1>{route.title}</h1>
      <MyPageTabs current="myDues" />
      <LoadGate result={result} what="회비" onRetry={retry}>
        {(view) => <MyDues view={view} />}
      </LoadGate>
    </div>
  );
}

function MyDues({ view }: { readonly view: MyDuesView }) {
  const [showBadge, setShowBadge] = useState(view.showBadge);
  return (
    <>
      <section aria-labelledby="my-dues-status">
        <h2 id="my-dues-status">{view.year}년 회비</h2>
        <p className={view.paid ? 'my-dues__status my-dues__status--paid' : 'my-dues__status'}>
          {view.statusLabel}
        </p>
        {view.payable.length > 0 ? (
          <>
            <ul aria-label="낼 수 있는 회비">
              {view.payable.map((each) => (
                <li key={each.kind}>
                  {each.kind === 'annual'
                    ? `${String(each.year)}년 ${DUES_KIND_LABELS.annual}`
                    : DUES_KIND_LABELS.lifetime}
                  : {formatKoreanAmount(each.amount)}
                </li>
              ))}
            </ul>
            <p>
              <Link href={DUES_CHECKOUT_HREF} className="button button--primary">
                회비 내기
              </Link>
            </p>
          </>
        ) : null}
        <p className="muted">{DUES_NOT_DONATION}</p>
      </section>

      <section aria-labelledby="my-dues-payments">
        <h2 id="my-dues-payments">납부 내역</h2>
        {view.payments.length === 0 ? (
          <p>아직 낸 회비가 없습니다.</p>
        ) : (
          <SidewaysScroll label="회비 납부 내역 표">
            <table className="my-dues__table">
              <caption className="visually-hidden">회비 납부 내역</caption>
              <thead>
                <tr>
                  <th scope="col">회비</th>
                  <th scope="col" className="number">
                    금액
                  </th>
                  <th scope="col">납부일</th>
                  <th scope="col">확인번호</th>
                  <th scope="col">납부 확인서</th>
                </tr>
              </thead>
              <tbody>
                {view.payments.map((payment) => (
                  <tr key={payment.paymentId}>
                    <th scope="row">{duesPaymentLabel(payment)}</th>
                    <td className="number">{formatKoreanAmount(payment.amount)}</td>
                    <td>{payment.paidOn}</td>
                    <td>{payment.confirmationNumber}</td>
                    <td>
                      {/* The visible words begin the link's name (WCAG 2.5.3), then which one. */}
                      <Link
                        href={confirmationHref(payment.paymentId)}
                        aria-label={`보기·인쇄 (납부 확인서: ${duesPaymentLabel(payment)})`}
                      >
                        보기·인쇄
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SidewaysScroll>
        )}
      </section>

      <section aria-labelledby="my-dues-badge">
        <h2 id="my-dues-badge">동문 찾기 표시</h2>
        <DuesBadgeForm showBadge={showBadge} onSaved={setShowBadge} />
      </section>
    </>
  );
}
