import { useState } from 'react';
import type { ImportPreviewLine } from '../../../domain/donations/bank-statement';
import { type DonationMethod, type ReceiptCode } from '../../../domain/donations/donation';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { ChoiceField } from '../../shared/forms/ChoiceField';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { DonorForm } from './DonorForm';
import { type ImportChoice, ImportPreviewTable, importable } from './ImportPreviewTable';
import { MethodAndCodeFields } from './MethodAndCodeFields';
import './OfficeDonations.css';

/**
 * 은행 거래내역 가져오기: the statement (XLSX or CSV) read and checked first, nothing written;
 * then the deposits kept are entered as gifts to one fund, all together or not at all.
 */
export default function OfficeImportPage({ route }: PageProps) {
  const { officeDonations, donationFunds, notifier } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => donationFunds.listDonationFunds(signal));
  const [settings, setSettings] = useState<{
    fundId: string;
    method: DonationMethod;
    receiptCode: ReceiptCode;
  }>({ fundId: '', method: 'transfer', receiptCode: '40' });
  const [preview, setPreview] = useState<{
    fileName: string;
    previewId: string;
    lines: readonly ImportPreviewLine[];
    choices: ImportChoice[];
  } | null>(null);
  const { busy, problem, refuse, run } = useAction();
  /** The deposit whose new donor is being registered. */
  const [registering, setRegistering] = useState<number | null>(null);

  /** The new donor goes to every deposit of the same name that no donor matched. */
  const registered = (donorId: string, name: string) => {
    if (!preview || registering === null) return;
    const depositor = preview.lines[registering]?.name;
    setPreview({
      ...preview,
      choices: preview.choices.map((choice, index) => {
        const line = preview.lines[index];
        const same = index === registering || (line && !line.donor && line.name === depositor);
        if (!same || !line || choice.donorId) return choice;
        const next = { included: true, donorId, registeredName: name };
        return { ...next, included: importable(line, next) };
      }),
    });
    setRegistering(null);
  };

  const read = (file: File) =>
    run(async () => {
      // The file before is gone from view, so that a refusal is not read as its preview's.
      setPreview(null);
      const { previewId, lines } = await officeDonations.previewDonationImport({
        name: file.name,
        data: file,
      });
      const choices = lines.map((line) => {
        const choice = { included: true, donorId: line.donor?.donorId ?? null };
        // A likely duplicate of a gift typed by hand is left out until the office ticks it.
        return { ...choice, included: importable(line, choice) && !line.likelyDuplicate };
      });
      setPreview({ fileName: file.name, previewId, lines, choices });
    }, '파일을 읽지 못했습니다.');

  const kept = preview
    ? preview.lines.flatMap((line, index) => {
        const choice = preview.choices[index];
        return choice?.included && choice.donorId && importable(line, choice)
          ? [{ line, donorId: choice.donorId }]
          : [];
      })
    : [];
  const total = kept.reduce((sum, { line }) => sum + (line.amount ?? 0), 0);

  const commit = async (fundId: string) => {
    if (!preview || kept.length === 0) return refuse('가져올 거래를 하나 이상 골라 주세요.');
    await run(async () => {
      // The server enters what it previewed: the rows kept and their donors say the rest.
      const imported = await officeDonations.commitDonationImport({
        ...settings,
        fundId,
        previewId: preview.previewId,
        lines: kept.map(({ line, donorId }) => ({ row: line.row, donorId })),
      });
      notifier.success(`${formatNumber(imported)}건의 기부를 입력했습니다.`);
      setPreview(null);
    }, '가져오지 못했습니다.');
  };

  return (
    <OfficeFrame route={route}>
      <div className="office-donations">
        <h1>{route.title}</h1>
        <p className="muted">
          인터넷뱅킹에서 장학기금 계좌의 거래내역을 엑셀(XLSX)이나 CSV로 내려받아 올립니다. 먼저
          미리 보기로 확인하고, 고른 입금만 한꺼번에 기부로 입력합니다. 한 번 가져온 거래는 다시
          들어가지 않습니다.
        </p>
        <LoadGate result={result} what="기금 목록" onRetry={retry}>
          {(funds) => {
            const open = funds.filter((fund) => fund.active);
            const fundId = settings.fundId || open[0]?.fundId || '';
            const registeringLine = registering === null ? null : preview?.lines[registering];
            return (
              <>
                <form
                  className="office-donations__form"
                  noValidate
                  aria-label="은행 거래내역 가져오기"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void commit(fundId);
                  }}
                >
                  <div className="office-donations__row">
                    <ChoiceField
                      label="기금"
                      value={fundId}
                      options={open.map((fund) => ({ value: fund.fundId, label: fund.name }))}
                      onChoose={(chosen) => setSettings({ ...settings, fundId: chosen })}
                    />
                    <MethodAndCodeFields
                      value={settings}
                      onChange={(chosen) => setSettings({ ...settings, ...chosen })}
                    />
                  </div>
                  <div className="form__field">
                    <label htmlFor="import-file">거래내역 파일 (XLSX, CSV)</label>
                    <input
                      id="import-file"
                      type="file"
                      accept=".xlsx,.csv,text/csv"
                      disabled={busy}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) void read(file);
                      }}
                    />
                  </div>
                  {busy ? <p role="status">처리하는 중입니다…</p> : null}
                  <FormRefusal message={problem} />
                  {preview ? (
                    <>
                      <p role="status">
                        {preview.fileName}: 입금 {formatNumber(preview.lines.length)}건 중{' '}
                        <strong>{formatNumber(kept.length)}건</strong>, 합계{' '}
                        <strong>{formatKoreanAmount(total)}</strong>을 가져옵니다.
                      </p>
                      <ImportPreviewTable
                        lines={preview.lines}
                        choices={preview.choices}
                        onRegister={setRegistering}
                        onChoose={(index, choice) =>
                          setPreview({
                            ...preview,
                            choices: preview.choices.map((each, at) =>
                              at === index ? choice : each,
                            ),
                          })
                        }
                      />
                      <p className="office-donations__actions">
                        <button type="submit" className="button button--primary" disabled={busy}>
                          {formatNumber(kept.length)}건 가져오기
                        </button>
                        <button type="button" className="button" onClick={() => setPreview(null)}>
                          취소
                        </button>
                      </p>
                    </>
                  ) : null}
                </form>
                {registeringLine ? (
                  <section aria-labelledby="import-new-donor">
                    <h2 id="import-new-donor">
                      {registeringLine.row}번째 줄 {registeringLine.name}의 새 기부자
                    </h2>
                    <DonorForm
                      donor={null}
                      suggested={{ name: registeringLine.name, phone: registeringLine.phone }}
                      onSaved={registered}
                      onCancel={() => setRegistering(null)}
                    />
                  </section>
                ) : null}
              </>
            );
          }}
        </LoadGate>
      </div>
    </OfficeFrame>
  );
}
