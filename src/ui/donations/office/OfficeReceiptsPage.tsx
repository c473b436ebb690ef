import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type {
  RegisterEntry,
  RegisterExportFormat,
} from '../../../domain/donations/receipt-register';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { pageNumberOf } from '../../../domain/shared/paging/page';
import type { DownloadedFile } from '../../../application/files';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { ChoiceField } from '../../shared/forms/ChoiceField';
import { WordSearchForm } from '../../shared/forms/WordSearchForm';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import { Pagination } from '../../shared/paging/Pagination';
import type { PageProps } from '../../shared/routing/page-registry';
import { listHref } from '../../shared/routing/list-address';
import { type ReceiptAction, ReceiptActionForm } from './ReceiptActionForm';
import { FaxQueuePanel } from './FaxQueuePanel';
import { ReceiptBatchPanel } from './ReceiptBatchPanel';
import { ReceiptRegisterTable } from './ReceiptRegisterTable';
import './OfficeDonations.css';

/** The years to choose: this one and the nine before (the 발급명세 is kept five years). */
const YEARS_TO_CHOOSE = 10;

/**
 * 기부금영수증 발급 대장: a tax year's receipts (found by donor or serial), each reissued by
 * e-mail, printed as a PDF, or cancelled with a reason; the year's batch by e-mail with its
 * progress; the faxes waiting for the office; and the year's 발급명세 as XLSX or CSV for the
 * tax office.
 */
export default function OfficeReceiptsPage({ route }: PageProps) {
  const { officeDonations, fileSaver, notifier, clock } = useAppServices();
  const thisYear = calendarDateOf(clock.now()).year;
  const [, navigate] = useLocation();
  const parameters = new URLSearchParams(useSearch());
  const filter = {
    year: Number(parameters.get('year')) || thisYear - 1,
    query: parameters.get('query') ?? '',
    page: pageNumberOf(parameters.get('page')),
  };
  const [chosen, setChosen] = useState<{ entry: RegisterEntry; action: ReceiptAction } | null>(
    null,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<RegisterExportFormat | null>(null);
  const hrefOf = (next: { year: number; query: string }, page: number) =>
    listHref(route.path, { year: String(next.year), query: next.query }, page);
  const { result, retry } = useRetryableLoad(
    (signal) => officeDonations.officeReceipts(filter, signal),
    JSON.stringify(filter),
  );

  /** Saves a file the server makes; a refusal is told with what to do next. */
  const saveFile = async (make: () => Promise<DownloadedFile>, fallback: string) => {
    try {
      await fileSaver.save(await make());
    } catch (error) {
      notifier.error(error instanceof Error && error.message ? error.message : fallback);
    }
  };
  const pdf = async (entry: RegisterEntry) => {
    setBusyId(entry.receiptId);
    await saveFile(
      () => officeDonations.officeReceiptPdf(entry.receiptId),
      'PDF를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
    setBusyId(null);
    retry();
  };
  const exportRegister = async (format: RegisterExportFormat) => {
    setExporting(format);
    await saveFile(
      () => officeDonations.exportReceiptRegister(filter.year, format),
      '발급명세를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
    setExporting(null);
  };

  return (
    <OfficeFrame route={route}>
      <div className="office-donations">
        <h1>{route.title}</h1>
        <ChoiceField
          label="귀속 연도"
          value={String(filter.year)}
          options={Array.from({ length: YEARS_TO_CHOOSE }, (_, index) => thisYear - index).map(
            (year) => ({ value: String(year), label: `${year}년` }),
          )}
          onChoose={(year) => navigate(hrefOf({ year: Number(year), query: '' }, 1))}
        />
        <ReceiptBatchPanel key={filter.year} year={filter.year} onProgress={retry} />
        <FaxQueuePanel />
        <section aria-labelledby="export-title">
          <h2 id="export-title">발급명세 내려받기</h2>
          <p>
            세무서에 내는 기부금영수증 발급명세입니다. 주민등록번호가 전부 적히므로 내려받은 파일은
            안전하게 보관하고, 5년이 지나면 지워 주세요. 내려받으면 개인정보 접속기록에 남습니다.
          </p>
          <div className="form__actions">
            {(['xlsx', 'csv'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className="button"
                disabled={exporting !== null}
                onClick={() => void exportRegister(format)}
              >
                {exporting === format
                  ? '만드는 중…'
                  : `${filter.year}년 발급명세 ${format.toUpperCase()}`}
              </button>
            ))}
          </div>
        </section>
        <section aria-labelledby="register-title">
          <h2 id="register-title">발급 대장</h2>
          <WordSearchForm
            key={filter.query}
            label="기부자 이름 또는 일련번호"
            submitLabel="찾기"
            query={filter.query}
            onSearch={(query) => navigate(hrefOf({ ...filter, query }, 1))}
          />
          <LoadGate result={result} what="발급 대장" onRetry={retry} keepWhileLoading>
            {(page) => (
              <>
                <p role="status">
                  {filter.year}년 귀속 영수증 {formatNumber(page.total)}건
                </p>
                {page.items.length > 0 ? (
                  <ReceiptRegisterTable
                    entries={page.items}
                    busyId={busyId}
                    onAction={(entry, action) => setChosen({ entry, action })}
                    onPdf={(entry) => void pdf(entry)}
                  />
                ) : (
                  <p>이 해에 발급한 영수증이 없습니다.</p>
                )}
                <Pagination
                  of={page}
                  label="발급 대장 페이지"
                  hrefOf={(target) => hrefOf(filter, target)}
                />
              </>
            )}
          </LoadGate>
          {chosen ? (
            <ReceiptActionForm
              key={`${chosen.entry.receiptId}-${chosen.action}`}
              entry={chosen.entry}
              action={chosen.action}
              onDone={() => {
                setChosen(null);
                retry();
              }}
              onClose={() => setChosen(null)}
            />
          ) : null}
        </section>
      </div>
    </OfficeFrame>
  );
}
