import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { formatDate } from '../../../domain/shared/format/date-format';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

const METHOD_LABELS = { card: '카드', bankTransfer: '계좌이체' } as const;

/**
 * 매월 기부 (the console, issue 31): per month what the pledges asked and what arrived, with the
 * failed charges to follow up; then every pledge with its donor and months.
 */
export default function OfficePledgesPage({ route }: PageProps) {
  const { officePledges } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) =>
    officePledges.officePledges(undefined, signal),
  );
  return (
    <OfficeFrame route={route}>
      <div className="office-pledges">
        <h1>{route.title}</h1>
        <LoadGate result={result} what="매월 기부" onRetry={retry}>
          {(found) => (
            <>
              <h2 id="office-pledge-months">달마다</h2>
              <SidewaysScroll label="달마다 예정액과 입금액 표">
                <table aria-labelledby="office-pledge-months">
                  <thead>
                    <tr>
                      <th scope="col">월</th>
                      <th scope="col">예정액</th>
                      <th scope="col">입금액</th>
                      <th scope="col">실패</th>
                    </tr>
                  </thead>
                  <tbody>
                    {found.months.map((month) => (
                      <tr key={month.month}>
                        <th scope="row">{month.month}</th>
                        <td>{formatKoreanAmount(month.expected)}</td>
                        <td>{formatKoreanAmount(month.received)}</td>
                        <td>{formatNumber(month.failed)}건</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </SidewaysScroll>
              <h2 id="office-pledge-list">약정</h2>
              {found.pledges.length === 0 ? (
                <p>매월 기부 약정이 없습니다.</p>
              ) : (
                <SidewaysScroll label="매월 기부 약정 표">
                  <table aria-labelledby="office-pledge-list">
                    <thead>
                      <tr>
                        <th scope="col">기부자</th>
                        <th scope="col">기금</th>
                        <th scope="col">매월 금액</th>
                        <th scope="col">결제일</th>
                        <th scope="col">결제 방법</th>
                        <th scope="col">상태</th>
                        <th scope="col">최근 결제</th>
                        <th scope="col">신청일</th>
                      </tr>
                    </thead>
                    <tbody>
                      {found.pledges.map((pledge) => {
                        const latest = pledge.charges[0];
                        return (
                          <tr key={pledge.pledgeId}>
                            <th scope="row">{pledge.donorName}</th>
                            <td>{pledge.fundName}</td>
                            <td>{formatKoreanAmount(pledge.amount)}</td>
                            <td>{pledge.chargeDayLabel}</td>
                            <td>{METHOD_LABELS[pledge.method]}</td>
                            <td>{pledge.stateLabel}</td>
                            <td>
                              {latest ? `${latest.month} ${latest.stateLabel}` : '없음'}
                              {latest?.nextAttemptOn && latest.state === 'retrying'
                                ? ` (${latest.nextAttemptOn} 재시도)`
                                : ''}
                            </td>
                            <td>{formatDate(pledge.createdAt)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </SidewaysScroll>
              )}
            </>
          )}
        </LoadGate>
      </div>
    </OfficeFrame>
  );
}
