import { hourInKorea } from './korean-time';

/**
 * Personal-data access records (개인정보의 안전성 확보조치 기준 §8): each time an administrator
 * views, changes or downloads a member's personal data, who, when, from where, on whom, and what.
 */
export const PERSONAL_DATA_ACCESS_KINDS = ['view', 'update', 'download'] as const;
export type PersonalDataAccessKind = (typeof PERSONAL_DATA_ACCESS_KINDS)[number];

/**
 * Whom a record names for a donor's data (the office's donor search and gift lists): the
 * member, or for a donor who is not one (an outside donor, a withdrawn member) the donor record
 * as `donor:<id>`.
 */
export function donorDataSubject(donor: {
  readonly donorId: string;
  readonly memberId: string | null;
}): string {
  return donor.memberId ?? `donor:${donor.donorId}`;
}

/** How the records name each kind (the review screen, the documents). */
export const PERSONAL_DATA_ACCESS_LABELS: Readonly<Record<PersonalDataAccessKind, string>> = {
  view: '조회',
  update: '수정',
  download: '다운로드',
};

/**
 * How long the records are kept: two years (§8 asks for at least one, two where resident
 * registration numbers are held, as they will be for donation receipts). Older ones are deleted
 * by the server's maintenance.
 */
export const PERSONAL_DATA_ACCESS_RETENTION_YEARS = 2;

/** The instant before which records may be deleted: the same moment two years before `now`. */
export function accessRecordsExpireBefore(now: Date): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PERSONAL_DATA_ACCESS_RETENTION_YEARS);
  return cutoff.toISOString();
}

/** The most records one month's review reads (far above what an office makes in a month). */
export const ACCESS_REVIEW_MAX_RECORDS = 100_000;

/** One account viewing at least this many different members within an hour is unusual. */
export const MANY_MEMBERS_IN_AN_HOUR = 50;
export const ONE_HOUR_MS = 60 * 60 * 1000;

/** Night in Korea, when the office is closed: from 22:00 to 06:00 KST. */
export const NIGHT_STARTS_AT_HOUR_KST = 22;
export const NIGHT_ENDS_AT_HOUR_KST = 6;

export const ACCESS_FLAGS = ['manyMembers', 'night'] as const;

export type AccessFlag = (typeof ACCESS_FLAGS)[number];

/** What the flagging needs of a record. */
export interface AccessForReview {
  readonly at: string;
  readonly actorId: string;
  readonly memberId: string;
}

/** Whether an instant falls in the Korean night (22:00 inclusive to 06:00 exclusive, KST). */
export function isNightInKorea(instant: string): boolean {
  const hour = hourInKorea(instant);
  return hour >= NIGHT_STARTS_AT_HOUR_KST || hour < NIGHT_ENDS_AT_HOUR_KST;
}

/**
 * The indexes of the records that belong to an hour in which their account reached at least
 * `threshold` different members (any 60 minutes in a row, not clock hours).
 */
export function manyMembersInAnHour(
  records: readonly AccessForReview[],
  threshold: number = MANY_MEMBERS_IN_AN_HOUR,
): ReadonlySet<number> {
  const flagged = new Set<number>();
  const byActor = new Map<string, { index: number; time: number; memberId: string }[]>();
  records.forEach((record, index) => {
    const list = byActor.get(record.actorId) ?? [];
    list.push({ index, time: Date.parse(record.at), memberId: record.memberId });
    byActor.set(record.actorId, list);
  });
  for (const list of byActor.values()) {
    list.sort((a, b) => a.time - b.time || a.index - b.index);
    const counts = new Map<string, number>();
    let end = 0;
    let markedUpTo = 0;
    for (let start = 0; start < list.length; start += 1) {
      const first = list[start];
      if (!first) break;
      while (end < list.length) {
        const next = list[end];
        if (!next || next.time - first.time >= ONE_HOUR_MS) break;
        counts.set(next.memberId, (counts.get(next.memberId) ?? 0) + 1);
        end += 1;
      }
      if (counts.size >= threshold) {
        for (let marking = Math.max(start, markedUpTo); marking < end; marking += 1) {
          const entry = list[marking];
          if (entry) flagged.add(entry.index);
        }
        markedUpTo = Math.max(markedUpTo, end);
      }
      const left = (counts.get(first.memberId) ?? 1) - 1;
      if (left === 0) counts.delete(first.memberId);
      else counts.set(first.memberId, left);
    }
  }
  return flagged;
}

/** Each record's flags, in the order given. */
export function flagUnusualAccess(
  records: readonly AccessForReview[],
  threshold: number = MANY_MEMBERS_IN_AN_HOUR,
): readonly (readonly AccessFlag[])[] {
  const many = manyMembersInAnHour(records, threshold);
  return records.map((record, index) => {
    const flags: AccessFlag[] = [];
    if (many.has(index)) flags.push('manyMembers');
    if (isNightInKorea(record.at)) flags.push('night');
    return flags;
  });
}
