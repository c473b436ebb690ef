import { beforeEach, describe, expect, it } from 'vitest';
import {
  PRESIDENT_TERM_TWICE,
  PRESIDENT_YEARS_REVERSED,
  type PastPresident,
  TIMELINE_EVENT_REQUIRED,
  type TimelineEntry,
} from '../../../../../src/domain/content/history';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { approve, as, registerMember, signIn, type SignedInMember } from '../../../support/members';
import { sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { signedInOffice } from '../../../support/office';

/** Issue 13 items 1, 2 and 8: the school's timeline and the past presidents, on both databases. */
describe.each(sqliteOnly())('the timeline and the past presidents (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let admin: SignedInMember;

  beforeEach(async () => {
    admin = await signedInOffice(server);
  });

  it('keeps the timeline the office saves, oldest first, a year alone before its months', async () => {
    const entries: TimelineEntry[] = [
      { year: 1986, month: 2, event: ' 제50회 졸업식 ' },
      { year: 1926, month: 4, event: '한빛고등보통학교 개교' },
      { year: 1926, month: null, event: '설립 인가' },
    ];
    expectSuccess(await server.call('updateTimeline', { ...as(admin), body: { entries } }));
    const read = await server.call<TimelineEntry[]>('timeline');
    expect(expectSuccess(read)).toEqual([
      { year: 1926, month: null, event: '설립 인가' },
      { year: 1926, month: 4, event: '한빛고등보통학교 개교' },
      { year: 1986, month: 2, event: '제50회 졸업식' },
    ]);
    expect(read.headers.get('etag')).toMatch(/^W\//u);

    // Saved whole: a shorter list replaces the longer one.
    expectSuccess(
      await server.call('updateTimeline', {
        ...as(admin),
        body: { entries: [{ year: 2026, month: 3, event: '개교 100주년' }] },
      }),
    );
    expect(expectSuccess(await server.call<TimelineEntry[]>('timeline'))).toHaveLength(1);
  });

  it('keeps the past presidents by term', async () => {
    const presidents: PastPresident[] = [
      { term: 2, name: '이수진', classNumber: 31, fromYear: 2020, toYear: null },
      { term: 1, name: '김영호', classNumber: 12, fromYear: 2016, toYear: 2019 },
    ];
    expectSuccess(
      await server.call('updatePastPresidents', { ...as(admin), body: { presidents } }),
    );
    const read = expectSuccess(await server.call<PastPresident[]>('pastPresidents'));
    expect(read.map((president) => president.name)).toEqual(['김영호', '이수진']);
    expect(read[1]).toEqual({
      term: 2,
      name: '이수진',
      classNumber: 31,
      fromYear: 2020,
      toYear: null,
    });
  });

  it('refuses a blank event, a year out of range, a term twice and reversed years, changing nothing; members cannot save', async () => {
    const timeline = [{ year: 1926, month: 4, event: '개교' }];
    expectSuccess(
      await server.call('updateTimeline', { ...as(admin), body: { entries: timeline } }),
    );
    const blank = await server.call('updateTimeline', {
      ...as(admin),
      body: { entries: [{ year: 1930, month: null, event: '   ' }] },
    });
    expectRefusal(blank, 'invalidInput');
    expect(blank.body.message).toBe(TIMELINE_EVENT_REQUIRED);
    expectRefusal(
      await server.call('updateTimeline', {
        ...as(admin),
        body: { entries: [{ year: 1800, month: 13, event: '옛일' }] },
      }),
      'invalidInput',
    );
    const twice = await server.call('updatePastPresidents', {
      ...as(admin),
      body: {
        presidents: [
          { term: 1, name: '김영호', classNumber: null, fromYear: 2016, toYear: 2019 },
          { term: 1, name: '박정희', classNumber: null, fromYear: 2019, toYear: 2021 },
        ],
      },
    });
    expect(twice.body.message).toBe(PRESIDENT_TERM_TWICE);
    const reversed = await server.call('updatePastPresidents', {
      ...as(admin),
      body: {
        presidents: [{ term: 1, name: '김영호', classNumber: null, fromYear: 2019, toYear: 2016 }],
      },
    });
    expect(reversed.body.message).toBe(PRESIDENT_YEARS_REVERSED);

    const registered = await registerMember(server);
    await approve(server, registered.userId);
    const member = await signIn(server, registered);
    expectRefusal(
      await server.call('updateTimeline', { ...as(member), body: { entries: [] } }),
      'forbidden',
    );
    expect(expectSuccess(await server.call<TimelineEntry[]>('timeline'))).toEqual(timeline);
    expect(expectSuccess(await server.call<PastPresident[]>('pastPresidents'))).toEqual([]);
    const audit = await server.runtime.ports.store.auditLog.search(
      { action: 'timeline.update' },
      { page: 1, size: 10 },
    );
    // The schema refuses before the use case; the role check before the route: only the blank
    // event reached the audited use case.
    expect(audit.items.map((entry) => entry.outcome).sort()).toEqual(['invalidInput', 'success']);
  });
});
