import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withOfficeSignedIn } from '../../../support/fake-world';
import { seriousAxeFindings } from '../../support/axe';
import { renderApp } from '../../support/test-app';
import { eventWorld, SPORTS_DAY, threeAttendees } from './event-office-world';

describe('행사 관리 (issue 33, item 7): every event with its state, dates and counts', () => {
  it('lists the events with their counts and the ways to edit, attendees and the door', async () => {
    const { world, eventId } = await eventWorld();
    const { sky } = threeAttendees(world, eventId);
    sky.attendedAt = world.clock.now().toISOString();
    await world.officeEventsApi.createEvent({
      ...SPORTS_DAY,
      title: '송년의 밤',
      kind: 'yearEndParty',
    });
    renderApp({ path: '/admin/events', world });

    expect(await screen.findByRole('heading', { level: 1, name: '행사 관리' })).toBeVisible();
    const table = await screen.findByRole('table', { name: '행사 2건' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('행사상태일시신청 마감신청/정원대기참석관리');
    const sports = rows.find((row) => row.textContent?.includes('체육대회')) as HTMLElement;
    expect(sports).toHaveTextContent(
      '제44회 동문 한마음 체육대회체육대회공개2026-12-12 10:00 – 17:002026-12-10 18:003/3명확정 2건1건1건 (1명)',
    );
    expect(within(sports).getByRole('link', { name: `편집: ${SPORTS_DAY.title}` })).toHaveAttribute(
      'href',
      `/admin/events/edit?id=${eventId}`,
    );
    expect(
      within(sports).getByRole('link', { name: `신청자 명단: ${SPORTS_DAY.title}` }),
    ).toHaveAttribute('href', `/admin/events/attendees?id=${eventId}`);
    expect(
      within(sports).getByRole('link', { name: `입장 확인: ${SPORTS_DAY.title}` }),
    ).toHaveAttribute('href', `/admin/events/${eventId}/check-in`);
    const draft = rows.find((row) => row.textContent?.includes('송년의 밤')) as HTMLElement;
    expect(draft).toHaveTextContent('작성 중');
    // A draft has nobody at its door yet.
    expect(within(draft).queryByRole('link', { name: /입장 확인/u })).toBeNull();
    expect(screen.getByRole('link', { name: '새 행사' })).toHaveAttribute(
      'href',
      '/admin/events/edit',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says when there is no event yet', async () => {
    const world = await withOfficeSignedIn();
    renderApp({ path: '/admin/events', world });
    expect(
      await screen.findByText('아직 만든 행사가 없습니다. 새 행사를 만들어 보세요.'),
    ).toBeVisible();
  });
});
