import { type FormEvent, useId, useState } from 'react';
import { contributionPeriodOf } from '../../domain/donations/contribution-filter';
import { FormRefusal } from '../shared/forms/FormRefusal';

export interface FilterValues {
  readonly year: string;
  readonly from: string;
  readonly to: string;
  readonly fundId: string;
}

/**
 * The filter of the member's donations: a year (those they gave in) or a period of days, and a
 * fund. The period is checked by the domain's rule before it is asked for.
 */
export function ContributionFilterForm({
  values,
  years,
  funds,
  onFilter,
}: {
  readonly values: FilterValues;
  readonly years: readonly number[];
  readonly funds: readonly { readonly fundId: string; readonly name: string }[];
  readonly onFilter: (values: FilterValues) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'year' | 'period'>(values.from || values.to ? 'period' : 'year');
  const [draft, setDraft] = useState(values);
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (name: keyof FilterValues) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = mode === 'year' ? { ...draft, from: '', to: '' } : { ...draft, year: '' };
    const period = contributionPeriodOf({
      ...(next.year ? { year: Number(next.year) } : {}),
      ...(next.from ? { from: next.from } : {}),
      ...(next.to ? { to: next.to } : {}),
    });
    if (!period.ok) {
      setRefusal(period.message);
      return;
    }
    setRefusal(null);
    onFilter(next);
  };

  return (
    <form
      className="contribution-filter"
      onSubmit={submit}
      noValidate
      aria-label="기부 내역 조회 조건"
    >
      <fieldset className="contribution-filter__mode">
        <legend>기간</legend>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'year'}
            onChange={() => setMode('year')}
          />
          연도별
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'period'}
            onChange={() => setMode('period')}
          />
          기간 지정
        </label>
      </fieldset>
      {mode === 'year' ? (
        <div className="form__field">
          <label htmlFor={`${id}-year`}>연도</label>
          <select id={`${id}-year`} value={draft.year} onChange={set('year')}>
            <option value="">전체</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}년
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="contribution-filter__period">
          <div className="form__field">
            <label htmlFor={`${id}-from`}>시작일</label>
            <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} />
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-to`}>종료일</label>
            <input id={`${id}-to`} type="date" value={draft.to} onChange={set('to')} />
          </div>
        </div>
      )}
      <div className="form__field">
        <label htmlFor={`${id}-fund`}>기금</label>
        <select id={`${id}-fund`} value={draft.fundId} onChange={set('fundId')}>
          <option value="">전체 기금</option>
          {funds.map((fund) => (
            <option key={fund.fundId} value={fund.fundId}>
              {fund.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        조회
      </button>
      <FormRefusal message={refusal} />
    </form>
  );
}
