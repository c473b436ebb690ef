import {
  DISCLOSURE_MAX_USES,
  DISCLOSURE_PURPOSE_MAX_LENGTH,
  type DisclosureYear,
  validateDisclosureDraft,
} from '../../../domain/donations/disclosure';
import { groupedAmountText } from '../../../domain/donations/amount';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { useAppServices } from '../../shared/app/app-services';
import { AmountInput } from './AmountInput';
import { FileField, FormRefusal, SubmitButton } from '../../shared/forms/kit';
import { useAction } from '../../shared/forms/use-action';
import { useForm } from '../../shared/forms/use-form';
import { useRefusalReason } from '../../shared/forms/use-refusal-reason';

interface UseLine {
  readonly key: number;
  readonly purpose: string;
  readonly amount: string;
}

interface DisclosureValues {
  readonly lines: UseLine[];
  /** The year's report, uploaded as soon as it is picked. */
  readonly report: { readonly group: string; readonly name: string } | null;
}

/**
 * A year's disclosure as the office writes it: what the funds paid for besides the scholarships
 * (those are their own records), and the year's report to download.
 */
export function DisclosureForm({
  year,
  current,
  onSaved,
}: {
  readonly year: number;
  /** What is published for the year, if anything. */
  readonly current: DisclosureYear | null;
  readonly onSaved: () => void;
}) {
  const { officeDonations, files, notifier } = useAppServices();
  const reasonOf = useRefusalReason();
  const uploading = useAction();
  const form = useForm<DisclosureValues>({
    initial: {
      lines: (current?.uses ?? []).map((use, key) => ({
        key,
        purpose: use.purpose,
        amount: groupedAmountText(String(use.amount)),
      })),
      report: current?.report
        ? { group: current.report.atchFileMstId, name: current.report.fileName }
        : null,
    },
    rules: {},
    onSubmit: async ({ lines, report }): Promise<void> => {
      uploading.refuse(null);
      const draft = {
        uses: lines.map(({ purpose, amount }) => ({ purpose, amount })),
        atchFileMstId: report?.group ?? null,
      };
      const checked = validateDisclosureDraft(draft);
      if (!checked.ok) return form.refuse(checked.message);
      await officeDonations.saveDonationDisclosure(year, draft);
      notifier.success(`${year}년 기부금 공개를 저장했습니다.`);
      onSaved();
    },
    failure: '저장하지 못했습니다.',
  });
  const { lines, report } = form.values;
  const busy = form.submitting || uploading.busy;
  const setLines = (next: UseLine[]) => form.setValue('lines', next);
  const change = (key: number, field: 'purpose' | 'amount', value: string) =>
    setLines(lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)));

  const upload = (file: File) => {
    form.refuse(null);
    void uploading.run(async () => {
      // The refusal names the file: "보고서.hwp: 올릴 수 없는 파일 형식입니다."
      const ref = await files
        .uploadFile({ name: file.name, data: file })
        .catch((failure: unknown) => {
          throw new Error(`${file.name}: ${reasonOf(failure, '올리지 못했습니다.')}`);
        });
      form.setValue('report', { group: ref.atchFileMstId, name: file.name });
    }, `${file.name}: 올리지 못했습니다.`);
  };

  return (
    <form
      {...form.formProps}
      className="office-donations__form"
      aria-label={`${year}년 기부금 공개`}
    >
      <p>
        {year}년 모금액 {formatKoreanAmount(current?.collectedAmount ?? 0)}, 장학금 지급{' '}
        {formatKoreanAmount(current?.scholarshipAmount ?? 0)} (장학금은 위의 지급 기록에서 셉니다)
      </p>
      <fieldset className="office-donations__uses">
        <legend>장학금 말고 쓰인 곳</legend>
        {lines.map((line, index) => (
          <div key={line.key} className="office-donations__use">
            <div className="form__field">
              <label htmlFor={`use-purpose-${line.key}`}>{index + 1}. 용도</label>
              <input
                id={`use-purpose-${line.key}`}
                maxLength={DISCLOSURE_PURPOSE_MAX_LENGTH}
                value={line.purpose}
                onChange={(event) => change(line.key, 'purpose', event.target.value)}
              />
            </div>
            <div className="form__field">
              <label htmlFor={`use-amount-${line.key}`}>{index + 1}. 금액(원)</label>
              <AmountInput
                id={`use-amount-${line.key}`}
                value={line.amount}
                onChange={(amount) => change(line.key, 'amount', amount)}
              />
            </div>
            <button
              type="button"
              className="button"
              aria-label={`${index + 1}번째 용도 빼기`}
              onClick={() => setLines(lines.filter((each) => each.key !== line.key))}
            >
              빼기
            </button>
          </div>
        ))}
        <p className="office-donations__actions">
          <button
            type="button"
            className="button"
            disabled={lines.length >= DISCLOSURE_MAX_USES}
            onClick={() =>
              setLines([
                ...lines,
                {
                  key: Math.max(-1, ...lines.map((line) => line.key)) + 1,
                  purpose: '',
                  amount: '',
                },
              ])
            }
          >
            용도 더하기
          </button>
        </p>
      </fieldset>
      <FileField
        id="disclosure-report"
        label={`연간 보고서 ${report ? '바꾸기' : '올리기'}`}
        hint={report ? `지금 파일: ${report.name}` : undefined}
        disabled={busy}
        onFile={upload}
      />
      <FormRefusal message={form.formError ?? uploading.problem} />
      <p className="office-donations__actions">
        <SubmitButton
          inline
          submitting={form.submitting}
          disabled={uploading.busy}
          busyLabel="저장하는 중…"
        >
          {year}년 공개 저장
        </SubmitButton>
      </p>
    </form>
  );
}
