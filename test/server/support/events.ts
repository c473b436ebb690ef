import type { EventDraftData } from '../../../src/contract/events';
import { koreanWallClock } from '../../../src/domain/events';
import type { TestServer } from './test-server';

export const DAY = 24 * 60 * 60 * 1000;

/** The office's form for a free event ten days from the server's now, open until two days before. */
export function aDraft(server: TestServer, changes: Partial<EventDraftData> = {}): EventDraftData {
  const now = server.clock.now().getTime();
  const at = (offset: number) => koreanWallClock(new Date(now + offset).toISOString());
  return {
    kind: 'sportsDay',
    title: '제44회 동문 한마음 체육대회',
    description: '모교 운동장에서 기수별 대항전을 합니다.',
    programme: '10:00 개회식\n12:00 점심',
    startsAt: at(10 * DAY),
    endsAt: at(10 * DAY + 6 * 60 * 60 * 1000),
    registrationDeadline: at(8 * DAY),
    refundDeadline: '',
    placeName: '한빛고등학교 운동장',
    placeAddress: '서울특별시 종로구 한빛로 1',
    capacity: 10,
    fees: { member: 0, companion: 0, visitor: 0 },
    visitorsAllowed: true,
    maxCompanions: 2,
    payAtDoor: false,
    contactName: '사무국 김간사',
    contactPhone: '02-123-4567',
    contactEmail: 'office@example.org',
    ...changes,
  };
}
