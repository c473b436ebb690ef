import { EARLIEST_GRADUATION_YEAR, MAX_CLASS_NUMBER } from '../shared/validation/graduation';
import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';

/**
 * The school's history (연혁: a timeline by year and month, shown by decade) and the
 * association's past presidents (역대 회장: a table by term). The office keeps each as one list,
 * saved whole; these rules are the editor's, the server's and the fake's alike.
 */

/** The earliest and latest years a timeline entry or a term may name. */
export const HISTORY_EARLIEST_YEAR = EARLIEST_GRADUATION_YEAR;
export const HISTORY_LATEST_YEAR = 2100;
export const TIMELINE_MAX_ENTRIES = 500;
export const TIMELINE_EVENT_MAX_LENGTH = 200;
export const PRESIDENTS_MAX = 200;
export const PRESIDENT_NAME_MAX_LENGTH = 20;
export const PRESIDENT_MAX_TERM = 200;
export { MAX_CLASS_NUMBER };

export interface TimelineEntry {
  readonly year: number;
  /** 1–12, or null when only the year is known. */
  readonly month: number | null;
  readonly event: string;
}

export interface PastPresident {
  /** 제N대. */
  readonly term: number;
  readonly name: string;
  /** The president's class (제N회 졸업), when known. */
  readonly classNumber: number | null;
  readonly fromYear: number;
  /** Null while in office. */
  readonly toYear: number | null;
}

export const TIMELINE_EVENT_REQUIRED = '연혁마다 내용을 입력해 주세요.';
export const TIMELINE_YEAR_OUT_OF_RANGE = `연도는 ${HISTORY_EARLIEST_YEAR}년부터 ${HISTORY_LATEST_YEAR}년까지 입력할 수 있습니다.`;
export const PRESIDENT_NAME_REQUIRED = '역대 회장마다 성명을 입력해 주세요.';
export const PRESIDENT_TERM_TWICE = '같은 대(代)가 두 번 들어 있습니다.';
export const PRESIDENT_YEARS_REVERSED = '임기가 끝난 해는 시작한 해보다 앞설 수 없습니다.';

function yearInRange(year: number): boolean {
  return Number.isInteger(year) && year >= HISTORY_EARLIEST_YEAR && year <= HISTORY_LATEST_YEAR;
}

/** The refusal a timeline earns before it is stored, or null. */
export function timelineRefusal(entries: readonly TimelineEntry[]): string | null {
  for (const entry of entries) {
    if (!yearInRange(entry.year)) return TIMELINE_YEAR_OUT_OF_RANGE;
    if (entry.event.trim() === '') return TIMELINE_EVENT_REQUIRED;
  }
  return null;
}

/** The refusal a list of past presidents earns before it is stored, or null. */
export function presidentsRefusal(presidents: readonly PastPresident[]): string | null {
  const terms = new Set<number>();
  for (const president of presidents) {
    if (president.name.trim() === '') return PRESIDENT_NAME_REQUIRED;
    if (!yearInRange(president.fromYear)) return TIMELINE_YEAR_OUT_OF_RANGE;
    if (president.toYear !== null && !yearInRange(president.toYear))
      return TIMELINE_YEAR_OUT_OF_RANGE;
    if (president.toYear !== null && president.toYear < president.fromYear)
      return PRESIDENT_YEARS_REVERSED;
    if (terms.has(president.term)) return PRESIDENT_TERM_TWICE;
    terms.add(president.term);
  }
  return null;
}

/** The timeline as stored and shown: texts trimmed, oldest first (a year alone before its months). */
export function orderedTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries
    .map((entry) => ({ ...entry, event: entry.event.trim() }))
    .sort((a, b) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0));
}

/** The presidents as stored and shown: names trimmed, by term. */
export function orderedPresidents(presidents: readonly PastPresident[]): PastPresident[] {
  return presidents
    .map((president) => ({ ...president, name: president.name.trim() }))
    .sort((a, b) => a.term - b.term);
}

/** The timeline the office saves, refused or as stored (the server's and the fake's one check). */
export function savedTimeline(
  entries: readonly TimelineEntry[],
): ValidationResult<TimelineEntry[]> {
  const refusal = timelineRefusal(entries);
  return refusal ? invalid('history.timeline', refusal) : valid(orderedTimeline(entries));
}

/** The presidents the office saves, refused or as stored. */
export function savedPresidents(
  presidents: readonly PastPresident[],
): ValidationResult<PastPresident[]> {
  const refusal = presidentsRefusal(presidents);
  return refusal ? invalid('history.presidents', refusal) : valid(orderedPresidents(presidents));
}

/** The timeline cut by decade (1920년대…), each decade's entries in order. */
export function timelineByDecade(
  entries: readonly TimelineEntry[],
): { decade: number; entries: TimelineEntry[] }[] {
  const decades: { decade: number; entries: TimelineEntry[] }[] = [];
  for (const entry of orderedTimeline(entries)) {
    const decade = Math.floor(entry.year / 10) * 10;
    const last = decades.at(-1);
    if (last?.decade === decade) last.entries.push(entry);
    else decades.push({ decade, entries: [entry] });
  }
  return decades;
}

/** 1926.03, or 1926 when the month is not known. */
export function timelineDateOf(entry: Pick<TimelineEntry, 'year' | 'month'>): string {
  return entry.month === null
    ? String(entry.year)
    : `${entry.year}.${String(entry.month).padStart(2, '0')}`;
}

/** 2019 ~ 2022, or 2023 ~ 현재 while in office. */
export function termYearsOf(president: Pick<PastPresident, 'fromYear' | 'toYear'>): string {
  return `${president.fromYear} ~ ${president.toYear ?? '현재'}`;
}
