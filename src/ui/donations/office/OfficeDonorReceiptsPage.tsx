import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { DonorReceipts, DonorReceiptItem } from '../../../domain/donations/donor-receipts';
import { receiptScopeKey } from '../../../domain/donations/receipt';
import { RESIDENT_NUMBER_WAITING } from '../../../domain/donations/receipt-register';
import { DONOR_KIND_LABELS } from '../../../domain/donations/records';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { donorReceiptsHref } from './donor-receipts-href';
import { DonorReceiptFaxForm } from './DonorReceiptFaxForm';
import { DonorReceiptTable, receiptItemLabel } from './DonorReceiptTable';
import './OfficeDonations.css';

/**
 * 기부자 영수증 (?donorId=&year=): one donor's receipts of a year, issued or not, for the donors
 * the year's batch could not mail. The office issues a receipt never issued (or again, 재발급),
 * prints its PDF to post, or faxes it (into the fax queue when no fax service is set up).
 */
export default function OfficeDonorReceiptsPage({ route }: PageProps) {
  const { officeDonations } = useAppServices();
  const parameters = new URLSearchParams(useSearch());
  const donorId = parameters.get('donorId') ?? '';
  const year = Number(parameters.get('year')) || undefined;
  const { result, retry } = useRetryableLoad(
    // No donor chosen: nothing to ask the server.
    (signal) =>
      donorId ? officeDonations.officeDonorReceipts(donorId, year, signal) : Promise.resolve(null),
    `${donorId} ${year ?? ''}`,
  );
  return (
    <OfficeFrame route={route}>
      <div className="office-donations">
        <h1>{route.title}</h1>
        <p>
          <Link href={`/admin/donations/receipts${year ? `?year=${year}` : ''}`}>
            발급 대장으로 돌아가기
          </Link>
        </p>
        <LoadGate result={result} what="기부자 영수증" onRetry={retry} keepWhileLoading>
          {(receipts) =>
            receipts ? (
              <DonorReceiptsView receipts={receipts} onChanged={retry} />
            ) : (
              <p>
                기부자를 고르지 않았습니다. 발급 대장이나 일괄 발송 결과에서 기부자를 골라 주세요.
              </p>
            )
          }
        </LoadGate>
      </div>
    </OfficeFrame>
  );
}

function DonorReceiptsView({
  receipts,
  onChanged,
}: {
  readonly receipts: DonorReceipts;
  readonly onChanged: () => void;
}) {
  const { officeDonations, fileSaver, notifier } = useAppServices();
  const [, navigate] = useLocation();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [faxing, setFaxing] = useState<DonorReceiptItem | null>(null);
  const { donorId } = receipts;

  const print = async (item: DonorReceiptItem) => {
    setBusyKey(receiptScopeKey(item.scope));
    try {
      await fileSaver.save(await officeDonations.printDonorReceipt(donorId, item.scope));
      notifier.success(
        `${receiptItemLabel(item)}을 내려받았습니다. 인쇄하여 우편으로 보내 주세요.`,
      );
    } catch (error) {
      notifier.error(
        error instanceof Error && error.message
          ? error.message
          : 'PDF를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',
      );
    }
    setBusyKey(null);
    onChanged();
  };

  return (
    <>
      <section aria-labelledby="donor-facts-title">
        <h2 id="donor-facts-title">
          {receipts.name} ({DONOR_KIND_LABELS[receipts.kind]})
        </h2>
        <dl className="office-donations__facts">
          <dt>전자우편</dt>
          <dd>{receipts.email ?? '없음: 영수증을 우편이나 팩스로 보내 주세요.'}</dd>
          {receipts.kind === 'person' ? (
            <>
              <dt>주민등록번호</dt>
              <dd>
                {receipts.residentNumberOnFile
                  ? '저장됨 (영수증에는 뒷자리를 가려 적습니다)'
                  : `없음 (${RESIDENT_NUMBER_WAITING}): 영수증의 주민등록번호 칸이 비어 연말정산에 쓸 수 없습니다. 회원이면 내 정보 > 기부 내역에서 입력하도록 안내해 주세요.`}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="donor-receipts-title">
        <h2 id="donor-receipts-title">{receipts.year}년 귀속 영수증</h2>
        {receipts.years.length > 1 ? (
          <div className="form__field">
            <label htmlFor="donor-receipts-year">귀속 연도</label>
            <select
              id="donor-receipts-year"
              value={receipts.year}
              onChange={(event) => navigate(donorReceiptsHref(donorId, Number(event.target.value)))}
            >
              {receipts.years.map((each) => (
                <option key={each} value={each}>
                  {each}년
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <DonorReceiptTable
          items={receipts.items}
          busyKey={busyKey}
          onPrint={(item) => void print(item)}
          onFax={setFaxing}
        />
        {faxing ? (
          <DonorReceiptFaxForm
            key={receiptScopeKey(faxing.scope)}
            donorId={donorId}
            item={faxing}
            label={receiptItemLabel(faxing)}
            onDone={() => {
              setFaxing(null);
              onChanged();
            }}
            onClose={() => setFaxing(null)}
          />
        ) : null}
      </section>
    </>
  );
}
