import { calendarDateOf } from '../../domain/shared/format/date-format';
import {
  ALUMNI_NAME_QUERY_MAX_LENGTH,
  ALUMNI_WORK_QUERY_MAX_LENGTH,
} from '../../domain/directory/alumni-card';
import type { AlumniRegion } from '../../domain/directory/alumni-region';
import { PROFILE_LIMITS } from '../../domain/shared/member/profile-fields';
import {
  validateClassNumber,
  validateGraduationYear,
} from '../../domain/shared/validation/graduation';
import { useAppServices } from '../shared/app/app-services';
import { SelectField, TextField } from '../shared/forms/kit';
import { type FieldRules, useForm } from '../shared/forms/use-form';
import type { Loaded } from '../shared/load/use-load';
import { type AlumniSearchValues, EMPTY_ALUMNI_SEARCH } from './alumni-search-params';
import './AlumniSearchForm.css';

/** The year and the class: numbers, where "1999년" and "45회" are read too. */
const SCHOOL_YEAR_FIELDS = [
  {
    name: 'graduationYear',
    label: '졸업 연도',
    placeholder: '예: 1999',
    maxLength: PROFILE_LIMITS.graduationYear.inputLength,
  },
  {
    name: 'classNumber',
    label: '기수',
    placeholder: '예: 45',
    maxLength: PROFILE_LIMITS.classNumber.inputLength,
  },
] as const;

/**
 * The directory's search: name, work, graduation year or class, and region (시·도, then its
 * 시·군·구). Every criterion is optional; a year or class is sent as the number it names.
 */
export function AlumniSearchForm({
  initial,
  regions,
  onSearch,
}: {
  readonly initial: AlumniSearchValues;
  readonly regions: Loaded<readonly AlumniRegion[]>;
  readonly onSearch: (values: AlumniSearchValues) => void;
}) {
  const { clock } = useAppServices();
  const today = calendarDateOf(clock.now());
  const rules: FieldRules<AlumniSearchValues> = {
    name: (value) =>
      [...value.trim()].length > ALUMNI_NAME_QUERY_MAX_LENGTH
        ? `이름은 ${ALUMNI_NAME_QUERY_MAX_LENGTH}자 이내로 입력해 주세요.`
        : null,
    graduationYear: (value) => {
      if (!value.trim()) return null;
      const result = validateGraduationYear(value, today);
      return result.ok ? null : result.message;
    },
    classNumber: (value) => {
      if (!value.trim()) return null;
      const result = validateClassNumber(value);
      return result.ok ? null : result.message;
    },
    work: (value) =>
      [...value.trim()].length > ALUMNI_WORK_QUERY_MAX_LENGTH
        ? `직장·직업은 ${ALUMNI_WORK_QUERY_MAX_LENGTH}자 이내로 입력해 주세요.`
        : null,
  };
  const form = useForm<AlumniSearchValues>({
    initial,
    rules,
    onSubmit: async (values) => {
      // The rules have passed: "45회" and "1999년" are sent as 45 and 1999.
      const year = validateGraduationYear(values.graduationYear, today);
      const classNumber = validateClassNumber(values.classNumber);
      onSearch({
        ...values,
        graduationYear: year.ok ? String(year.value) : '',
        classNumber: classNumber.ok ? String(classNumber.value) : '',
      });
    },
  });

  const regionList = regions.state === 'ready' ? regions.value : [];
  const chosenCity = regionList.find((region) => region.city === form.values.city);
  const cityHint =
    regions.state === 'failed'
      ? '지역 목록을 불러오지 못했습니다. 다른 조건으로 검색해 주세요.'
      : regions.state === 'loading'
        ? '지역 목록을 불러오는 중입니다…'
        : null;

  const clear = () => {
    for (const name of Object.keys(EMPTY_ALUMNI_SEARCH) as (keyof AlumniSearchValues)[]) {
      form.setValue(name, EMPTY_ALUMNI_SEARCH[name]);
    }
    form.formProps.ref.current?.querySelector<HTMLInputElement>('[name="name"]')?.focus();
  };

  return (
    <form {...form.formProps} className="form alumni-search" role="search" aria-label="동문 검색">
      <div className="alumni-search__fields">
        <TextField
          form={form}
          name="name"
          label="이름"
          hint="초성으로도 찾을 수 있습니다. 예: ㄱㅁㅅ"
          autoComplete="off"
          maxLength={ALUMNI_NAME_QUERY_MAX_LENGTH}
        />
        <TextField
          form={form}
          name="work"
          label="직장·직업"
          hint="회사 이름이나 직위의 일부를 입력해 주세요."
          autoComplete="off"
          maxLength={ALUMNI_WORK_QUERY_MAX_LENGTH}
        />
        <fieldset className="alumni-search__group">
          <legend>졸업 연도·기수</legend>
          {SCHOOL_YEAR_FIELDS.map((field) => (
            <TextField
              key={field.name}
              form={form}
              {...field}
              inputMode="numeric"
              autoComplete="off"
            />
          ))}
        </fieldset>
        <fieldset className="alumni-search__group">
          <legend>사는 지역</legend>
          <SelectField
            form={form}
            name="city"
            label="시·도"
            hint={cityHint}
            placeholder="전체"
            options={regionList.map((region) => ({ value: region.city, label: region.sido }))}
            onChoose={(city) => {
              // Another 시·도: its 시·군·구 are chosen anew.
              form.setValue('city', city);
              form.setValue('sgg', '');
            }}
          />
          <SelectField
            form={form}
            name="sgg"
            label="시·군·구"
            placeholder="전체"
            disabled={!chosenCity}
            hint={chosenCity ? undefined : '시·도를 먼저 선택해 주세요.'}
            options={(chosenCity?.districts ?? []).map((district) => ({
              value: district.sgg,
              label: district.sigungu || chosenCity?.sido || district.sgg,
            }))}
          />
        </fieldset>
      </div>
      <div className="alumni-search__actions">
        <button type="submit" className="button button--primary">
          검색
        </button>
        <button type="button" className="button" onClick={clear}>
          조건 지우기
        </button>
      </div>
    </form>
  );
}
