import { DEMO_PRESIDENT } from '../../domain/shared/demo/demo-school';
import { positionAt as at } from '../../domain/content/organization';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's short demo chart (`npm run demo`): the current president (DEMO_PRESIDENT, 박정우 46회: as in
 * demo-history.ts) over the officers, the office and the board.
 */
export function seedDemoOrganization(backend: FakeBackend): void {
  backend.organization = [
    at(0, '회장', DEMO_PRESIDENT.name, DEMO_PRESIDENT.classNumber),
    at(1, '감사', '정미경', 44),
    at(1, '수석부회장', '김민준', 48),
    at(2, '부회장', '이서연', 52),
    at(2, '부회장', '강태호', 50),
    at(1, '사무총장', '최동현', 55),
    at(2, '사무국', null, null, '02-1234-5678'),
    at(3, '총무', '임하늘', 68),
    at(1, '이사회'),
    at(2, '이사장', '장영수', 43),
  ];
}
