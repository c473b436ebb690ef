import type { FakeBackend } from './fake-backend';

/** The fake backend's short demo timeline and past presidents (`npm run demo`). */
export function seedDemoHistory(backend: FakeBackend): void {
  backend.timeline = [
    { year: 1926, month: 4, event: '한빛고등보통학교 개교' },
    { year: 1951, month: 8, event: '한빛고등학교로 개편' },
    { year: 1978, month: 5, event: '총동문회 창립' },
    { year: 1995, month: 3, event: '장학재단 설립' },
    { year: 2016, month: 9, event: '새 도서관 개관' },
    { year: 2026, month: 4, event: '개교 100주년' },
  ];
  backend.presidents = [
    { term: 1, name: '윤재석', classNumber: 8, fromYear: 1978, toYear: 1989 },
    { term: 2, name: '서정민', classNumber: 21, fromYear: 1989, toYear: 2007 },
    { term: 3, name: '장도윤', classNumber: 35, fromYear: 2007, toYear: 2023 },
    { term: 4, name: '박정우', classNumber: 46, fromYear: 2023, toYear: null },
  ];
}
