import { tz } from '@date-fns/tz';
import { format, formatDistanceStrict } from 'date-fns';
import { ko } from 'date-fns/locale';
import {
  type DateInput,
  formatDate,
  KOREA_TIME_ZONE,
  type TimeZoneOption,
  toDate,
} from './date-format';

/**
 * Dates in words, in Korean: the weekday and "how long ago". These need date-fns's Korean
 * locale, so they live apart from the numeric formats of `date-format.ts`: only the pages that
 * show them load date-fns's formatting and locale.
 */

/** 2026.11.22 (일) — a date with the Korean weekday, for notices and events. */
export function formatDateWithWeekday(input: DateInput, options: TimeZoneOption = {}): string {
  return format(toDate(input), 'yyyy.MM.dd (EEE)', {
    locale: ko,
    in: tz(options.timeZone ?? KOREA_TIME_ZONE),
  });
}

/**
 * How long ago, in Korean: "방금 전" within a minute, then "5분 전", "3시간 전", "29일 전",
 * counted in whole units (59 minutes 50 seconds is still "59분 전"). From 30 days on the plain
 * date reads better, so the date is returned instead. A time after `now` reads "잠시 후" or
 * "3일 후".
 */
export function formatTimeAgo(input: DateInput, now: DateInput, options: TimeZoneOption = {}) {
  const then = toDate(input);
  const reference = toDate(now);
  const difference = reference.getTime() - then.getTime();
  if (Math.abs(difference) >= THIRTY_DAYS_MS) return formatDate(then, options);
  if (Math.abs(difference) < ONE_MINUTE_MS) return difference >= 0 ? '방금 전' : '잠시 후';
  return formatDistanceStrict(then, reference, {
    locale: ko,
    addSuffix: true,
    roundingMethod: 'floor',
  });
}

const ONE_MINUTE_MS = 60 * 1000;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** 2026년 11월 28일 — a date in words, for what a member agreed to and when. */
export function formatDateInWords(input: DateInput, options: TimeZoneOption = {}): string {
  return format(toDate(input), 'yyyy년 M월 d일', {
    locale: ko,
    in: tz(options.timeZone ?? KOREA_TIME_ZONE),
  });
}
