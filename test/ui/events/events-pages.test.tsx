import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('says an unknown event cannot be found', async () => {
    renderApp({ path: '/alumni/events?id=no-such-event', world: fakeWorld() });
    expect(await screen.findByText(/없어졌거나 아직 공개되지 않은 행사/u)).toBeInTheDocument();
  });
});
