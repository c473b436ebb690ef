import { DEMO_PRESIDENT } from '../shared/demo/demo-school';
import { type OrganizationPosition, positionAt as at } from './organization';

/**
 * The demo's organisation chart (조직도, issue 29 item 14), in `npm start` and `npm run demo` alike: the current president (DEMO_PRESIDENT, 박정우 46회:
 * the last of 역대 회장 in demo-history.ts) over the association's officers, the office, the
 * board with a representative per ten classes, the regional chapters and the scholarship
 * committee. Names go by Korean surnames' frequency; classes by age (제1회 graduated in 1931).
 */
export const DEMO_ORGANIZATION: readonly OrganizationPosition[] = [
  at(0, '회장', DEMO_PRESIDENT.name, DEMO_PRESIDENT.classNumber),
  at(1, '감사'),
  at(2, '감사', '정미경', 44),
  at(2, '감사', '한승우', 49),
  at(1, '수석부회장', '김민준', 48),
  at(2, '부회장단'),
  at(3, '부회장', '이서연', 52),
  at(3, '부회장', '강태호', 50),
  at(3, '부회장', '윤지혜', 57),
  at(3, '부회장', '조성민', 59),
  at(1, '사무총장', '최동현', 55),
  at(2, '사무국', null, null, '02-1234-5678'),
  at(3, '사무국장', '오세영', 61),
  at(3, '총무', '임하늘', 68),
  at(3, '재무', '송민재', 66),
  at(3, '홍보', '신유진', 72),
  at(1, '이사회'),
  at(2, '이사장', '장영수', 43),
  at(2, '기수별 대표 이사'),
  at(3, '40회대 대표', '권오성', 42),
  at(3, '50회대 대표', '안재현', 53),
  at(3, '60회대 대표', '유승희', 64),
  at(3, '70회대 대표', '전민호', 75),
  at(3, '80회대 대표', '홍다은', 83),
  at(3, '90회대 대표', '문준서', 92),
  at(1, '지회'),
  at(2, '서울지회장', '배상철', 51),
  at(2, '부산지회장', '노경환', 53),
  at(2, '대구지회장', '하정훈', 58),
  at(2, '재미동문회장', '남궁현', 47),
  at(1, '장학위원회'),
  at(2, '위원장', '고명숙', 45),
  at(2, '위원', '서지훈', 62),
];
