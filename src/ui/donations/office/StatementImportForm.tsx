import { useState } from 'react';
import type { ImportPreviewLine, StatementLayout } from '../../../domain/donations/bank-statement';
import type { DonationFund, DonationMethod, ReceiptCode } from '../../../domain/donations/donation';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { useAppServices } from '../../shared/app/app-services';
import { FileField, FormRefusal, SelectField, SubmitButton } from '../../shared/forms/kit';
import { useAction } from '../../shared/forms/use-action';
import { useForm } from '../../shared/forms/use-form';
import { DonorForm } from './DonorForm';
import { ONLINE_ORDER_DONOR } from '../../../domain/donations/bank-statement';
import { type ImportChoice, ImportPreviewTable, importable } from './ImportPreviewTable';
import { choicesInto, MethodAndCodeFields } from './MethodAndCodeFields';

interface ImportSettings {
  readonly fundId: string;
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
}

interface Preview {
  readonly fileName: string;
  readonly previewId: string;
  readonly layout: StatementLayout;
  readonly lines: readonly ImportPreviewLine[];
  readonly choices: ImportChoice[];
}

/**
 * The statement read and checked first, nothing written (its own action, as soon as the file is
 * picked); then the form enters the deposits kept as gifts to one fund, all or none.
 */
export function StatementImportForm({ funds }: { readonly funds: readonly DonationFund[] }) {
  const { officeDonations, notifier } = useAppServices();
  const [preview, setPreview] = useState<Preview | null>(null);
  const reading = useAction();
  /** The deposit whose new donor is being registered. */
  const [registering, setRegistering] = useState<number | null>(null);

  const kept = preview
    ? preview.lines.flatMap((line, index) => {
        const choice = preview.choices[index];
        return choice?.included && choice.donorId && importable(line, choice)
          ? [{ line, donorId: choice.donorId }]
          : [];
      })
    : [];
  const total = kept.reduce((sum, { line }) => sum + (line.amount ?? 0), 0);

  const form = useForm<ImportSettings>({
    initial: { fundId: funds[0]?.fundId ?? '', method: 'transfer', receiptCode: '40' },
    rules: {},
    onSubmit: async (settings): Promise<void> => {
      reading.refuse(null);
      if (!preview || kept.length === 0) return form.refuse('가져올 거래를 하나 이상 골라 주세요.');
      // The server enters what it previewed: the rows kept and their donors say the rest.
      const imported = await officeDonations.commitDonationImport({
        ...settings,
        previewId: preview.previewId,
        lines: kept.map(({ line, donorId }) => ({ row: line.row, donorId })),
      });
      notifier.success(`${formatNumber(imported)}건의 기부를 입력했습니다.`);
      setPreview(null);
    },
    failure: '가져오지 못했습니다.',
  });
  const busy = form.submitting || reading.busy;

  const read = (file: File) => {
    form.refuse(null);
    void reading.run(async () => {
      // The file before is gone from view, so that a refusal is not read as its preview's.
      setPreview(null);
      const { previewId, layout, lines } = await officeDonations.previewDonationImport({
        name: file.name,
        data: file,
      });
      const choices = lines.map((line) => {
        // A deposit for an online order is that order's gift: its donor is the order's.
        const donorId = line.transfer ? ONLINE_ORDER_DONOR : (line.donor?.donorId ?? null);
        const choice = { included: true, donorId };
        // A likely duplicate of a gift typed by hand is left out until the office ticks it.
        return { ...choice, included: importable(line, choice) && !line.likelyDuplicate };
      });
      setPreview({ fileName: file.name, previewId, layout, lines, choices });
    }, '파일을 읽지 못했습니다.');
  };

  /** The new donor goes to every deposit of the same name that no donor matched. */
  const registered = (donorId: string, name: string) => {
    if (!preview || registering === null) return;
    const depositor = preview.lines[registering]?.name;
    setPreview({
      ...preview,
      choices: preview.choices.map((choice, index) => {
        const line = preview.lines[index];
        const same =
          index === registering ||
          (line && !line.donor && !line.transfer && line.name === depositor);
        if (!same || !line || choice.donorId) return choice;
        const next = { included: true, donorId, registeredName: name };
        return { ...next, included: importable(line, next) };
      }),
    });
    setRegistering(null);
  };

  const registeringLine = registering === null ? null : preview?.lines[registering];
  return (
    <>
      <form
        {...form.formProps}
        className="office-donations__form"
        aria-label="은행 거래내역 가져오기"
      >
        <div className="office-donations__row">
          <SelectField
            form={form}
            name="fundId"
            label="기금"
            options={funds.map((fund) => ({ value: fund.fundId, label: fund.name }))}
          />
          <MethodAndCodeFields value={form.values} onChange={choicesInto(form)} />
        </div>
        <FileField
          id="import-file"
          label="거래내역 파일 (XLSX, CSV)"
          accept=".xlsx,.csv,text/csv"
          disabled={busy}
          onFile={read}
        />
        {busy ? <p role="status">처리하는 중입니다…</p> : null}
        <FormRefusal message={form.formError ?? reading.problem} />
        {preview ? (
          <>
            <p role="status">
              {preview.fileName}: 입금 {formatNumber(preview.lines.length)}건 중{' '}
              <strong>{formatNumber(kept.length)}건</strong>, 합계{' '}
              <strong>{formatKoreanAmount(total)}</strong>을 가져옵니다.
            </p>
            <StatementLayoutNote layout={preview.layout} />
            <ImportPreviewTable
              lines={preview.lines}
              choices={preview.choices}
              onRegister={setRegistering}
              onChoose={(index, choice) =>
                setPreview({
                  ...preview,
                  choices: preview.choices.map((each, at) => (at === index ? choice : each)),
                })
              }
            />
            <p className="office-donations__actions">
              <SubmitButton
                inline
                submitting={form.submitting}
                disabled={reading.busy}
                busyLabel="가져오는 중…"
              >
                {formatNumber(kept.length)}건 가져오기
              </SubmitButton>
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
}

/**
 * Which bank's layout the statement was read by; for a layout not yet checked against a real
 * export, a word to check the depositors and amounts before importing.
 */
function StatementLayoutNote({ layout }: { readonly layout: StatementLayout }) {
  return (
    <p className="muted">
      {layout.bank} 거래내역의 열 배치로 읽었습니다.
      {layout.confirmed
        ? null
        : ' 이 은행의 열 배치는 실제 내려받은 파일로 아직 확인하지 못했습니다. 입금자와 금액이 맞는지 표에서 살펴 주세요.'}
    </p>
  );
}
