import {
  DEMO_ASSOCIATION_FOUNDED_YEAR,
  DEMO_FIRST_GRADUATION_YEAR,
  DEMO_FOUNDING_YEAR,
  DEMO_PRESIDENT,
  demoGraduationYearOf,
} from '../shared/demo/demo-school';
import type { PastPresident, TimelineEntry } from './history';

/**
 * The demo's 연혁 and 역대 회장, for the server's seed and the fake backend alike: every class
 * number and its year come from the school's rule (demo-school.ts), and the last president is
 * the one in office, the footer's 대표자.
 */
export const DEMO_TIMELINE: readonly TimelineEntry[] = [
  { year: DEMO_FOUNDING_YEAR, month: 3, event: '한빛고등보통학교 설립 인가(5년제)' },
  { year: DEMO_FOUNDING_YEAR, month: 4, event: '제1회 입학식(신입생 120명)' },
  { year: DEMO_FIRST_GRADUATION_YEAR, month: 3, event: '제1회 졸업식(졸업생 98명)' },
  { year: 1938, month: 9, event: '본관 준공' },
  { year: 1946, month: 9, event: '6년제 한빛중학교로 개편' },
  { year: 1951, month: 8, event: '한빛고등학교로 개편(3년제)' },
  { year: 1953, month: 4, event: '전쟁 중 임시 교사에서 수업을 이어 감' },
  { year: 1968, month: 11, event: '과학관 준공' },
  { year: DEMO_ASSOCIATION_FOUNDED_YEAR, month: 5, event: '총동문회 창립' },
  { year: demoGraduationYearOf(55), month: 2, event: '제55회 졸업식, 누적 졸업생 2만 명' },
  { year: 1995, month: 3, event: '총동문회 장학재단 설립' },
  { year: 2001, month: 10, event: '개교 75주년 기념식' },
  { year: 2016, month: 9, event: '새 도서관 개관' },
  { year: 2021, month: 4, event: '개교 95주년, 100주년 기념사업회 발족' },
  {
    year: DEMO_PRESIDENT.since,
    month: 1,
    event: `제${DEMO_PRESIDENT.term}대 ${DEMO_PRESIDENT.name} 회장 취임`,
  },
  { year: DEMO_FOUNDING_YEAR + 100, month: 4, event: '개교 100주년 기념식' },
];

/** Each president's class graduated some forty years before the term began. */
export const DEMO_PRESIDENTS: readonly PastPresident[] = [
  { term: 1, name: '윤재석', classNumber: 8, fromYear: 1978, toYear: 1983 },
  { term: 2, name: '한상길', classNumber: 12, fromYear: 1983, toYear: 1989 },
  { term: 3, name: '오병철', classNumber: 17, fromYear: 1989, toYear: 1995 },
  { term: 4, name: '서정민', classNumber: 21, fromYear: 1995, toYear: 2001 },
  { term: 5, name: '김영호', classNumber: 26, fromYear: 2001, toYear: 2007 },
  { term: 6, name: '이상철', classNumber: 30, fromYear: 2007, toYear: 2013 },
  { term: 7, name: '장도윤', classNumber: 35, fromYear: 2013, toYear: 2019 },
  { term: 8, name: '이수진', classNumber: 41, fromYear: 2019, toYear: DEMO_PRESIDENT.since },
  {
    term: DEMO_PRESIDENT.term,
    name: DEMO_PRESIDENT.name,
    classNumber: DEMO_PRESIDENT.classNumber,
    fromYear: DEMO_PRESIDENT.since,
    toYear: null,
  },
];
