import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MapView, PlaceOnMap } from '../../../src/application/shared/ports/map-view';
import { fakeWorld } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { addEvent, addRegistration } from './event-world';

describe('행사 일정 (issue 33)', () => {
  it('lists the upcoming and past events by month, each linking to its page', async () => {
    const world = fakeWorld();
    const upcoming = addEvent(world, {}, 30);
    addEvent(
      world,
      {
        kind: 'yearEndParty',
        title: '송년의 밤',
        fees: { member: 0, companion: 0, visitor: 0 },
        refundDeadline: '',
      },
      -40,
    );
    renderApp({ path: '/alumni/events', world });

    const coming = (
      await screen.findByRole('heading', { level: 2, name: '다가오는 행사' })
    ).closest('section') as HTMLElement;
    expect(within(coming).getByRole('heading', { name: '2026년 12월' })).toBeInTheDocument();
    expect(within(coming).getByRole('link', { name: '총동문 체육대회' })).toHaveAttribute(
      'href',
      `/alumni/events?id=${upcoming}`,
    );
    expect(coming).toHaveTextContent('신청 중 · 50자리 남음');
    const past = screen
      .getByRole('heading', { level: 2, name: '지난 행사' })
      .closest('section') as HTMLElement;
    expect(within(past).getByRole('heading', { name: '2026년 10월' })).toBeInTheDocument();
    expect(past).toHaveTextContent('송년의 밤');
    expect(past).toHaveTextContent('지난 행사');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it("shows an event's page: time in Korea, place, fees by attendee, seats left, deadlines, contact, .ics", async () => {
    const world = fakeWorld();
    const eventId = addEvent(world);
    addRegistration(world, eventId, { companions: 2 });
    renderApp({ path: `/alumni/events?id=${eventId}`, world });

    expect(
      await screen.findByRole('heading', { level: 1, name: '총동문 체육대회' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('article');
    expect(facts).toHaveTextContent('2026.12.22 (화) 10:00 ~ 16:00');
    expect(facts).toHaveTextContent('한빛고등학교 운동장서울특별시 마포구 월드컵북로 400');
    expect(facts).toHaveTextContent('회원 2만원 · 동반 가족 1만원 · 비회원 3만원');
    expect(facts).toHaveTextContent('50명 (남은 자리 47명) · 가족 동반 3명까지');
    expect(facts).toHaveTextContent('신청 마감2026.12.15 (화) 10:00');
    expect(facts).toHaveTextContent('환불 마감2026.12.12 (토) 10:00');
    expect(facts).toHaveTextContent('사무국 김하늘 02-1234-5678 office@example.com');
    expect(screen.getByRole('link', { name: '내 달력에 추가(.ics)' })).toHaveAttribute(
      'href',
      `/api/events/${eventId}/calendar`,
    );
    expect(screen.getByRole('link', { name: /카카오맵에서 보기/u })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '참가 신청' })).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it("draws the event's place on the map port by its road address, and keeps only the links when the map fails", async () => {
    const world = fakeWorld();
    const eventId = addEvent(world);
    const places: PlaceOnMap[] = [];
    const live: MapView = {
      interactive: true,
      show: async (_target, place) => {
        places.push(place);
      },
    };
    const first = renderApp({ path: `/alumni/events?id=${eventId}`, world, mapView: live });
    expect(
      await screen.findByRole('region', {
        name: '지도: 한빛고등학교 운동장, 서울특별시 마포구 월드컵북로 400',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(places).toEqual([
        { address: '서울특별시 마포구 월드컵북로 400', label: '한빛고등학교 운동장' },
      ]),
    );
    expect(await seriousAxeFindings()).toEqual([]);
    first.unmount();

    const notFound: MapView = {
      interactive: true,
      show: () => Promise.reject(new Error('ZERO_RESULT')),
    };
    renderApp({ path: `/alumni/events?id=${eventId}`, world, mapView: notFound });
    expect(await screen.findByRole('link', { name: /카카오맵에서 보기/u })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /^지도: / })).toBeNull());
  });

  it('says an unknown event cannot be found', async () => {
    renderApp({ path: '/alumni/events?id=no-such-event', world: fakeWorld() });
    expect(await screen.findByText(/없어졌거나 아직 공개되지 않은 행사/u)).toBeInTheDocument();
  });
});
