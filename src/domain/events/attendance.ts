import type { RegistrationState } from './registrations';

/**
 * After an event: how many came, by 기수 (issue 33, item 7), for the office's chart and its
 * table twin. Seats count people (an attendee and their companions); attendance is the
 * confirmed registrations checked in.
 */

export interface AttendanceRow {
  /** Null: no 기수 given (a visitor, or left empty). */
  readonly classNumber: number | null;
  readonly registrations: number;
  readonly people: number;
  readonly attended: number;
  readonly attendedPeople: number;
}

export interface AttendanceInput {
  readonly classNumber: number | null;
  readonly state: RegistrationState;
  readonly companions: number;
  readonly attendedAt: string | null;
}

export function attendanceByClass(registrations: readonly AttendanceInput[]): AttendanceRow[] {
  const rows = new Map<number | null, AttendanceRow>();
  for (const registration of registrations) {
    if (registration.state !== 'confirmed') continue;
    const people = 1 + registration.companions;
    const came = registration.attendedAt !== null;
    const row = rows.get(registration.classNumber) ?? {
      classNumber: registration.classNumber,
      registrations: 0,
      people: 0,
      attended: 0,
      attendedPeople: 0,
    };
    rows.set(registration.classNumber, {
      ...row,
      registrations: row.registrations + 1,
      people: row.people + people,
      attended: row.attended + (came ? 1 : 0),
      attendedPeople: row.attendedPeople + (came ? people : 0),
    });
  }
  return [...rows.values()].sort((a, b) =>
    a.classNumber === null ? 1 : b.classNumber === null ? -1 : a.classNumber - b.classNumber,
  );
}

/** The row's heading: 45기, or 기수 미기재. */
export function attendanceRowLabel(classNumber: number | null): string {
  return classNumber === null ? '기수 미기재' : `${classNumber}기`;
}
