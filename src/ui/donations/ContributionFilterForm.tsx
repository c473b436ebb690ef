import { useId, useState } from 'react';
import { contributionPeriodOf } from '../../domain/donations/contribution-filter';
import { FormRefusal, SelectField, SubmitButton, TextField } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';

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
  const form = useForm<FilterValues>({
    initial: values,
    rules: {},
    onSubmit: async (draft) => {
      const next = mode === 'year' ? { ...draft, from: '', to: '' } : { ...draft, year: '' };
      const period = contributionPeriodOf({
        ...(next.year ? { year: Number(next.year) } : {}),
        ...(next.from ? { from: next.from } : {}),
        ...(next.to ? { to: next.to } : {}),
      });
      if (!period.ok) {
        form.refuse(period.message);
        return;
      }
      onFilter(next);
    },
  });

  return (
    <form
      {...form.formProps}
      className="form--filters contribution-filter"
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
        <SelectField
          form={form}
          name="year"
          label="연도"
          placeholder="전체"
          options={years.map((year) => ({ value: String(year), label: `${year}년` }))}
        />
      ) : (
        <div className="contribution-filter__period">
          <TextField form={form} name="from" label="시작일" type="date" />
          <TextField form={form} name="to" label="종료일" type="date" />
        </div>
      )}
      <SelectField
        form={form}
        name="fundId"
        label="기금"
        placeholder="전체 기금"
        options={funds.map((fund) => ({ value: fund.fundId, label: fund.name }))}
      />
      <SubmitButton inline submitting={form.submitting} busyLabel="조회하는 중…">
        조회
      </SubmitButton>
      <FormRefusal message={form.formError} />
    </form>
  );
}
