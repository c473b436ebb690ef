import { useState } from 'react';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { ChoiceField } from '../../shared/forms/ChoiceField';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { DisclosureForm } from './DisclosureForm';
import { ScholarshipForm } from './ScholarshipForm';
import './OfficeDonations.css';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

/**
 * 장학금 지급·기부금 공개: the scholarships paid (recorded, or removed when entered by mistake),
 * and each year's disclosure (the other uses and the report) that 기부금 공개 publishes.
 */
export default function OfficeScholarshipsPage({ route }: PageProps) {
  const { officeDonations, donationFunds, publicDonations, clock, notifier } = useAppServices();
  const thisYear = calendarDateOf(clock.now()).year;
  const [year, setYear] = useState(thisYear - 1);
  const { problem, run } = useAction();
  const { result, retry } = useRetryableLoad(async (signal) => {
    const [funds, scholarships, disclosure] = await Promise.all([
      donationFunds.listDonationFunds(signal),
      officeDonations.officeScholarships(null, signal),
      publicDonations.donationDisclosure(signal),
    ]);
    return { funds, scholarships, disclosure };
  });

  const remove = async (scholarshipId: string, label: string) => {
    if (!window.confirm(`${label} 기록을 지울까요? 잘못 넣은 기록만 지워 주세요.`)) return;
    await run(async () => {
      await officeDonations.deleteScholarship(scholarshipId);
      notifier.success('장학금 지급 기록을 지웠습니다.');
      retry();
    }, '지우지 못했습니다.');
  };

  return (
    <OfficeFrame route={route}>
      <div className="office-donations">
        <h1>{route.title}</h1>
        <LoadGate result={result} what="장학금 지급 기록" onRetry={retry}>
          {({ funds, scholarships, disclosure }) => {
            const years = [
              ...new Set([thisYear, thisYear - 1, ...disclosure.map((each) => each.year)]),
            ].sort((a, b) => b - a);
            return (
              <>
                <section aria-labelledby="scholarships-title">
                  <h2 id="scholarships-title">장학금 지급</h2>
                  <ScholarshipForm funds={funds} thisYear={thisYear} onSaved={retry} />
                  <FormRefusal message={problem} />
                  {scholarships.length === 0 ? (
                    <p>아직 기록한 장학금 지급이 없습니다.</p>
                  ) : (
                    <SidewaysScroll label="장학금 지급 기록 표">
                      <table className="office-table">
                        <caption className="visually-hidden">장학금 지급 기록</caption>
                        <thead>
                          <tr>
                            <th scope="col">연도</th>
                            <th scope="col">기금</th>
                            <th scope="col" className="number">
                              장학생
                            </th>
                            <th scope="col" className="number">
                              지급액
                            </th>
                            <th scope="col">비고</th>
                            <th scope="col">지우기</th>
                          </tr>
                        </thead>
                        <tbody>
                          {scholarships.map((each) => {
                            const label = `${each.year}년 ${each.fundName} ${formatKoreanAmount(each.amount)}`;
                            return (
                              <tr key={each.scholarshipId}>
                                <td>{each.year}년</td>
                                <td>{each.fundName}</td>
                                <td className="number">{formatNumber(each.students)}명</td>
                                <td className="number">{formatKoreanAmount(each.amount)}</td>
                                <td>{each.note ?? ''}</td>
                                <td>
                                  <button
                                    type="button"
                                    className="button button--danger"
                                    aria-label={`지우기: ${label}`}
                                    onClick={() => void remove(each.scholarshipId, label)}
                                  >
                                    지우기
                                  </button>
                                </td>
                              </tr>
                            );
                          })}
                        </tbody>
                      </table>
                    </SidewaysScroll>
                  )}
                </section>
                <section aria-labelledby="disclosure-title">
                  <h2 id="disclosure-title">기부금 공개</h2>
                  <ChoiceField
                    label="공개할 연도"
                    value={String(year)}
                    options={years.map((each) => ({ value: String(each), label: `${each}년` }))}
                    onChoose={(chosen) => setYear(Number(chosen))}
                  />
                  <DisclosureForm
                    key={year}
                    year={year}
                    current={disclosure.find((each) => each.year === year) ?? null}
                    onSaved={retry}
                  />
                </section>
              </>
            );
          }}
        </LoadGate>
      </div>
    </OfficeFrame>
  );
}
