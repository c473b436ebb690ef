import { DEMO_PRESIDENT_NAME } from '../association/demo-association';

/**
 * The demo's school and association, in years: the school opened in 1926 as a five-year
 * 고등보통학교, so its first class graduated in 1931, and the Nth class (제N회) graduated in
 * 1930 + N. The timeline, the directory's members, the past presidents and the notices all read
 * the class numbers from this one rule.
 */
export const DEMO_FOUNDING_YEAR = 1926;
export const DEMO_FIRST_GRADUATION_YEAR = 1931;
/** The year the alumni association was founded. */
export const DEMO_ASSOCIATION_FOUNDED_YEAR = 1978;

/** 제N회: the class that graduated in `graduationYear`. */
export function demoClassNumberOf(graduationYear: number): number {
  return graduationYear - DEMO_FIRST_GRADUATION_YEAR + 1;
}

/** The year the Nth class graduated. */
export function demoGraduationYearOf(classNumber: number): number {
  return DEMO_FIRST_GRADUATION_YEAR + classNumber - 1;
}

/**
 * The association's president now (제9대 회장): the footer's 대표자, the receipts' 대표자, the
 * greeting's signature and the last of the past presidents are this one person.
 */
export const DEMO_PRESIDENT = {
  name: DEMO_PRESIDENT_NAME,
  term: 9,
  classNumber: 46,
  since: 2023,
} as const;

/** The school's founder (설립자), a fictional person as all the demo's people are. */
export const DEMO_FOUNDER = { name: '한규석', born: 1881, died: 1957 } as const;
