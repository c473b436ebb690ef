import {
  ALUMNI_DEFAULT_PAGE_SIZE,
  ALUMNI_NAME_QUERY_MAX_LENGTH,
  ALUMNI_WORK_QUERY_MAX_LENGTH,
  type AlumniSearchQuery,
} from '../../domain/directory/alumni-card';
import { PROFILE_LIMITS } from '../../domain/shared/member/profile-fields';
import { MAX_PAGE_NUMBER } from '../../domain/shared/paging/page';

/**
 * The alumni search as the address bar holds it, so that back, forward and reload keep it:
 * `/alumni/find?name=김민수&year=1999&class=45&city=1100000000&sgg=1168000000&work=한빛&page=2`.
 * Whatever a hand-edited address carries that the server would refuse is left out, so that a
 * bad link still shows a search rather than an error.
 */

/** The search form's values, as typed. */
export interface AlumniSearchValues {
  readonly name: string;
  readonly graduationYear: string;
  readonly classNumber: string;
  /** 10-digit 시·도 code, or empty for all. */
  readonly city: string;
  /** 10-digit 시·군·구 code, or empty for all of the 시·도. */
  readonly sgg: string;
  readonly work: string;
}

export interface AlumniSearchLocation {
  readonly values: AlumniSearchValues;
  readonly page: number;
}

export const EMPTY_ALUMNI_SEARCH: AlumniSearchValues = {
  name: '',
  graduationYear: '',
  classNumber: '',
  city: '',
  sgg: '',
  work: '',
};

/** The query-string parameter of each field. */
const PARAMETERS: Readonly<Record<keyof AlumniSearchValues, string>> = {
  name: 'name',
  graduationYear: 'year',
  classNumber: 'class',
  city: 'city',
  sgg: 'sgg',
  work: 'work',
};

const FIELDS = Object.keys(PARAMETERS) as (keyof AlumniSearchValues)[];

/** What the server accepts (the contract's bounds, from the domain's limits). */
const GRADUATION_YEARS = {
  min: PROFILE_LIMITS.graduationYear.min,
  max: PROFILE_LIMITS.graduationYear.schemaMax,
} as const;
const CLASS_NUMBERS = {
  min: PROFILE_LIMITS.classNumber.min,
  max: PROFILE_LIMITS.classNumber.max,
} as const;
const PAGES = { min: 1, max: MAX_PAGE_NUMBER } as const;
const LEGAL_DISTRICT_CODE = /^\d{10}$/u;

/** The search a query string (without or with its "?") asks for. */
export function alumniSearchOf(search: string): AlumniSearchLocation {
  const parameters = new URLSearchParams(search);
  const read = (field: keyof AlumniSearchValues) =>
    (parameters.get(PARAMETERS[field]) ?? '').trim();
  const code = (text: string) => (LEGAL_DISTRICT_CODE.test(text) ? text : '');
  const sgg = code(read('sgg'));
  // A district alone stands for its 시·도 too (the first two digits of its code).
  const city = code(read('city')) || (sgg ? `${sgg.slice(0, 2)}00000000` : '');
  return {
    values: {
      name: cut(read('name'), ALUMNI_NAME_QUERY_MAX_LENGTH),
      graduationYear: numberIn(read('graduationYear'), GRADUATION_YEARS),
      classNumber: numberIn(read('classNumber'), CLASS_NUMBERS),
      city,
      sgg: sgg && isDistrictOf(sgg, city) ? sgg : '',
      work: cut(read('work'), ALUMNI_WORK_QUERY_MAX_LENGTH),
    },
    page: Number(numberIn(parameters.get('page') ?? '', PAGES) || 1),
  };
}

/** The query string (no "?") of a search: its filled fields, then the page. */
export function searchStringOf(values: AlumniSearchValues, page: number): string {
  const parameters = new URLSearchParams();
  for (const field of FIELDS) {
    const value = valueOf(values, field);
    if (value) parameters.set(PARAMETERS[field], value);
  }
  parameters.set('page', String(page));
  return parameters.toString();
}

/** What the directory is asked for. */
export function alumniQueryOf(values: AlumniSearchValues, page: number): AlumniSearchQuery {
  const text = (field: keyof AlumniSearchValues) => valueOf(values, field) || undefined;
  const number = (field: 'graduationYear' | 'classNumber') => {
    const value = valueOf(values, field);
    return value ? Number(value) : undefined;
  };
  return {
    name: text('name'),
    graduationYear: number('graduationYear'),
    classNumber: number('classNumber'),
    city: text('city'),
    sgg: text('sgg'),
    work: text('work'),
    page,
    size: ALUMNI_DEFAULT_PAGE_SIZE,
  };
}

/** Whether a 시·군·구 code lies in a 시·도 (their first two digits agree). */
export function isDistrictOf(sgg: string, city: string): boolean {
  return sgg.slice(0, 2) === city.slice(0, 2);
}

function valueOf(values: AlumniSearchValues, field: keyof AlumniSearchValues): string {
  const value = values[field].trim();
  if (field === 'sgg' && !isDistrictOf(value, values.city.trim())) return '';
  return value;
}

/** A whole number within bounds, written plainly ("45"), or empty. */
function numberIn(text: string, range: { readonly min: number; readonly max: number }): string {
  const value = Number(text);
  return /^[1-9]\d{0,8}$/u.test(text) && value >= range.min && value <= range.max
    ? String(value)
    : '';
}

function cut(text: string, maxLength: number): string {
  return [...text].slice(0, maxLength).join('');
}
