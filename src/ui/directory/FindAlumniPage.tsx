import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import {
  ALUMNI_NAME_QUERY_MAX_LENGTH,
  ALUMNI_WORK_QUERY_MAX_LENGTH,
  type AlumniCard,
  classLineOf,
} from '../../domain/directory/alumni-card';
import type { AlumniRegion } from '../../domain/directory/alumni-region';
import { DIRECTORY_FIELD_LABELS } from '../../domain/shared/member/directory-privacy';
import type { Page } from '../../domain/shared/paging/page';
import {
  validateClassNumber,
  validateGraduationYear,
} from '../../domain/shared/validation/graduation';
import { useAppServices } from '../shared/app/app-services';
import { describedBy, FieldFrame, SelectField, TextField } from '../shared/forms/kit';
import { type FieldRules, useForm } from '../shared/forms/use-form';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import {
  alumniQueryOf,
  alumniSearchOf,
  type AlumniSearchValues,
  EMPTY_ALUMNI_SEARCH,
  searchStringOf,
} from './alumni-search-params';
import { type Loaded, useLoad } from '../shared/load/use-load';
import './FindAlumniPage.css';
import { PROFILE_LIMITS } from '../../domain/shared/member/profile-fields';

type Outcome =
  { readonly state: 'ready'; readonly found: Page<AlumniCard> } | { readonly state: 'failed' };

/**
 * 동문 찾기: a search form over the alumni directory and its results, a page at a time. The
 * search lives in the address (`?name=…&page=2`), so back, forward and reload keep it; each
 * card shows what that member chose to share, as the server sends it.
 */
export default function FindAlumniPage({ route }: PageProps) {
  const { directory, routes } = useAppServices();
  const [, navigate] = useLocation();
  const { values, page } = alumniSearchOf(useSearch());
  const searchKey = searchStringOf(values, page);
  const regions = useLoad((signal) => directory.regions(signal));

  // A search runs for each search in the address, and again on "다시 시도"; the one before is
  // cancelled. The answer is kept with the request it answers, so a newer request reads as
  // loading until its own answer comes.
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${searchKey}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; outcome: Outcome } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const request = alumniSearchOf(searchKey);
    const key = `${searchKey}#${attempt}`;
    directory.search(alumniQueryOf(request.values, request.page), controller.signal).then(
      (found) => {
        if (!controller.signal.aborted) setAnswer({ key, outcome: { state: 'ready', found } });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key, outcome: { state: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [directory, searchKey, attempt]);
  const outcome = answer?.key === requestKey ? answer.outcome : null;

  // After a search or a page change the member asked for, the focus goes to the result's
  // heading once the result is there, so that a screen reader reads the count next.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);
  useEffect(() => {
    if (outcome === null || !focusResult.current) return;
    focusResult.current = false;
    heading.current?.focus();
  }, [outcome]);

  const hrefOf = (next: AlumniSearchValues, nextPage: number) =>
    `${route.path}?${searchStringOf(next, nextPage)}`;
  const search = (next: AlumniSearchValues) => {
    focusResult.current = true;
    if (searchStringOf(next, 1) === searchKey) setAttempt((count) => count + 1);
    else navigate(hrefOf(next, 1));
  };
  const retry = () => {
    focusResult.current = true;
    setAttempt((count) => count + 1);
  };

  return (
    <div className="find-alumni">
      <h1>{route.title}</h1>
      <p className="muted">이름, 졸업 연도나 기수, 사는 지역, 직장으로 동문을 찾을 수 있습니다.</p>
      {/* A new search in the address (back, forward) shows its own criteria in the form. */}
      <AlumniSearchForm
        key={searchStringOf(values, 1)}
        initial={values}
        regions={regions}
        onSearch={search}
      />
      <p className="find-alumni__note">
        연락처·직장·지역은 동문 각자가 공개하기로 한 항목만 보입니다. 내 정보를 어디까지 공개할지는{' '}
        <Link href={routes.byId('myInfo').path}>내 정보</Link>에서 정할 수 있습니다.
      </p>

      <section
        className="alumni-results"
        aria-labelledby="alumni-results-title"
        aria-busy={outcome === null}
      >
        <h2 id="alumni-results-title" ref={heading} tabIndex={-1}>
          {outcome === null
            ? '검색 결과'
            : outcome.state === 'failed'
              ? '검색 결과를 불러오지 못했습니다'
              : `검색 결과 ${formatNumber(outcome.found.total)}명`}
        </h2>
        {outcome === null ? (
          <p role="status" className="muted">
            동문을 찾고 있습니다…
          </p>
        ) : outcome.state === 'failed' ? (
          <div className="alumni-results__failure">
            <p>잠시 후 다시 시도해 주세요.</p>
            <button type="button" className="button" onClick={retry}>
              다시 시도
            </button>
          </div>
        ) : (
          <Results
            found={outcome.found}
            hrefOf={(nextPage) => hrefOf(values, nextPage)}
            onNavigate={(target) => {
              if (target !== page) focusResult.current = true;
            }}
          />
        )}
      </section>
    </div>
  );
}

function Results({
  found,
  hrefOf,
  onNavigate,
}: {
  readonly found: Page<AlumniCard>;
  readonly hrefOf: (page: number) => string;
  readonly onNavigate: (page: number) => void;
}) {
  if (found.total === 0) {
    return (
      <div className="alumni-results__empty">
        <p>
          <strong>조건에 맞는 동문이 없습니다.</strong>
        </p>
        <p className="muted">
          이름은 초성으로도 찾을 수 있습니다(예: ㄱㅁㅅ). 조건을 줄여서 다시 검색해 보세요.
        </p>
      </div>
    );
  }
  return (
    <>
      {found.items.length === 0 ? (
        <p>
          이 페이지에는 동문이 없습니다.{' '}
          <Link href={hrefOf(1)} onClick={() => onNavigate(1)}>
            첫 페이지로 가기
          </Link>
        </p>
      ) : (
        <ul className="alumni-cards">
          {found.items.map((card, index) => (
            <AlumniCardItem key={`${found.page}-${index}`} card={card} />
          ))}
        </ul>
      )}
      <Pagination
        page={found.page}
        total={found.total}
        size={found.size}
        label="검색 결과 페이지"
        hrefOf={hrefOf}
        onNavigate={onNavigate}
      />
    </>
  );
}

/** One alumnus: name and class always, then only the fields they share. */
function AlumniCardItem({ card }: { readonly card: AlumniCard }) {
  const work = [card.company, card.jobTitle].filter(Boolean).join(' · ');
  const details = [
    card.phone
      ? {
          label: DIRECTORY_FIELD_LABELS.phone,
          value: <a href={`tel:${card.phone.replace(/[^\d+]/gu, '')}`}>{card.phone}</a>,
        }
      : null,
    card.email
      ? {
          label: DIRECTORY_FIELD_LABELS.email,
          value: <a href={`mailto:${card.email}`}>{card.email}</a>,
        }
      : null,
    work ? { label: DIRECTORY_FIELD_LABELS.company, value: work } : null,
    card.region ? { label: DIRECTORY_FIELD_LABELS.region, value: card.region } : null,
  ].filter((detail) => detail !== null);
  return (
    <li className="alumni-card">
      <h3 className="alumni-card__name">{card.name}</h3>
      <p className="alumni-card__class">{classLineOf(card)}</p>
      {details.length > 0 ? (
        <dl className="alumni-card__details">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="alumni-card__none">공개한 정보가 없습니다.</p>
      )}
    </li>
  );
}

function AlumniSearchForm({
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
  const city = form.bind('city');
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
          <TextField
            form={form}
            name="graduationYear"
            label="졸업 연도"
            inputMode="numeric"
            autoComplete="off"
            placeholder="예: 1999"
            maxLength={PROFILE_LIMITS.graduationYear.inputLength}
          />
          <TextField
            form={form}
            name="classNumber"
            label="기수"
            inputMode="numeric"
            autoComplete="off"
            placeholder="예: 45"
            maxLength={PROFILE_LIMITS.classNumber.inputLength}
          />
        </fieldset>
        <fieldset className="alumni-search__group">
          <legend>사는 지역</legend>
          <FieldFrame form={form} name="city" label="시·도" hint={cityHint}>
            <select
              id={city.id}
              name={city.name}
              value={city.value}
              onChange={(event) => {
                // Another 시·도: its 시·군·구 are chosen anew.
                form.setValue('city', event.target.value);
                form.setValue('sgg', '');
              }}
              aria-describedby={describedBy(form, 'city', Boolean(cityHint))}
            >
              <option value="">전체</option>
              {regionList.map((region) => (
                <option key={region.city} value={region.city}>
                  {region.sido}
                </option>
              ))}
            </select>
          </FieldFrame>
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
