import { useState } from 'react';
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
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';
import { useRefusalReason } from '../../shared/forms/use-refusal-reason';

interface UseLine {
  readonly key: number;
  readonly purpose: string;
  readonly amount: string;
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
  const [lines, setLines] = useState<UseLine[]>(
    (current?.uses ?? []).map((use, key) => ({
      key,
      purpose: use.purpose,
      amount: groupedAmountText(String(use.amount)),
    })),
  );
  const [nextKey, setNextKey] = useState(lines.length);
  const [report, setReport] = useState(
    current?.report ? { group: current.report.atchFileMstId, name: current.report.fileName } : null,
  );
  const { busy, problem, refuse, run } = useAction();
  const change = (key: number, field: 'purpose' | 'amount', value: string) =>
    setLines(lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)));

  const upload = (file: File) =>
    run(async () => {
      // The refusal names the file: "보고서.hwp: 올릴 수 없는 파일 형식입니다."
      const ref = await files
        .uploadFile({ name: file.name, data: file })
        .catch((failure: unknown) => {
          throw new Error(`${file.name}: ${reasonOf(failure, '올리지 못했습니다.')}`);
        });
      setReport({ group: ref.atchFileMstId, name: file.name });
    }, `${file.name}: 올리지 못했습니다.`);

  const save = async () => {
    const draft = {
      uses: lines.map(({ purpose, amount }) => ({ purpose, amount })),
      atchFileMstId: report?.group ?? null,
    };
    const checked = validateDisclosureDraft(draft);
    if (!checked.ok) return refuse(checked.message);
    await run(async () => {
      await officeDonations.saveDonationDisclosure(year, draft);
      notifier.success(`${year}년 기부금 공개를 저장했습니다.`);
      onSaved();
    }, '저장하지 못했습니다.');
  };

  return (
    <form
      className="office-donations__form"
      noValidate
      aria-label={`${year}년 기부금 공개`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
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
            onClick={() => {
              setLines([...lines, { key: nextKey, purpose: '', amount: '' }]);
              setNextKey(nextKey + 1);
            }}
          >
            용도 더하기
          </button>
        </p>
      </fieldset>
      <div className="form__field">
        <label htmlFor="disclosure-report">연간 보고서 {report ? '바꾸기' : '올리기'}</label>
        {report ? <p className="muted">지금 파일: {report.name}</p> : null}
        <input
          id="disclosure-report"
          type="file"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      <FormRefusal message={problem} />
      <p className="office-donations__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? '저장하는 중…' : `${year}년 공개 저장`}
        </button>
      </p>
    </form>
  );
}
