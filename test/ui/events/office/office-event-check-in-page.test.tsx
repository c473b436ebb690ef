import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_POLL_MS } from '../../../../src/ui/events/office/OfficeEventCheckInPage';
import { seriousAxeFindings } from '../../support/axe';
import { renderApp } from '../../support/test-app';
import { eventWorld, threeAttendees } from './event-office-world';

const outcome = () => document.querySelector('.check-in__outcome') as HTMLElement;
const count = () => document.querySelector('.check-in__count') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('입장 확인 (issue 33, item 5): the door’s screen', () => {
  it('checks in by the QR’s contents: once, then says it was already, with the door’s fee', async () => {
    const { world, eventId } = await eventWorld();
    const { sea } = threeAttendees(world, eventId);
    const user = userEvent.setup();
    renderApp({ path: `/admin/events/${eventId}/check-in`, world });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '제44회 동문 한마음 체육대회 입장 확인',
      }),
    ).toBeVisible();
    await waitFor(() => expect(count()).toHaveTextContent('입장 0건 (0명) / 참가 확정 2건 (3명)'));
    expect(count()).toHaveAttribute('aria-live', 'polite');
    expect(await seriousAxeFindings()).toEqual([]);

    const code = screen.getByLabelText('QR 코드 내용');
    const address = `https://alumni.example.org/alumni/events/registration?t=${sea.token}`;
    await user.type(code, address);
    await user.click(screen.getByRole('button', { name: '입장 확인' }));

    await waitFor(() => expect(outcome()).toHaveTextContent('✓ 입장 확인'));
    expect(outcome()).toHaveTextContent('이바다 (76기)');
    expect(outcome()).toHaveTextContent('동반 가족 1명');
    expect(outcome()).toHaveTextContent('현장에서 40,000원을 받아 주세요.');
    expect(count()).toHaveTextContent('입장 1건 (2명) / 참가 확정 2건 (3명)');
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();

    await user.click(within(outcome()).getByRole('button', { name: '현장 결제 40,000원 받음' }));
    await waitFor(() => expect(sea.payment).toBe('doorPaid'));
    expect(outcome()).toHaveTextContent('현장 결제 완료 40,000원');
    expect(within(outcome()).queryByRole('button')).toBeNull();

    // The bare token, pasted: the same registration, not marked twice.
    await user.type(code, sea.token);
    await user.click(screen.getByRole('button', { name: '입장 확인' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('! 이미 입장 확인됨'));
    expect(outcome()).toHaveTextContent('2026-11-22 10:00에 입장 확인했습니다.');
    expect(count()).toHaveTextContent('입장 1건 (2명)');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says why a waiting registration or an unknown code may not come in, in words', async () => {
    const { world, eventId } = await eventWorld();
    const { cloud } = threeAttendees(world, eventId);
    const user = userEvent.setup();
    renderApp({ path: `/admin/events/${eventId}/check-in`, world });

    const code = await screen.findByLabelText('QR 코드 내용');
    await user.type(code, cloud.token);
    await user.click(screen.getByRole('button', { name: '입장 확인' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('✕ 입장할 수 없습니다'));
    expect(outcome()).toHaveTextContent('대기 중인 신청입니다. 남은 자리가 있는지 확인해 주세요.');
    expect(cloud.attendedAt).toBeNull();

    await user.type(code, '아무 글자');
    await user.click(screen.getByRole('button', { name: '입장 확인' }));
    expect(code).toHaveAccessibleDescription(
      /QR 코드에 담긴 주소나 코드를 그대로 붙여 넣어 주세요\./u,
    );
  });

  it('finds an attendee by name and lets them in with one button', async () => {
    const { world, eventId } = await eventWorld();
    const { sky } = threeAttendees(world, eventId);
    const user = userEvent.setup();
    renderApp({ path: `/admin/events/${eventId}/check-in`, world });

    await user.type(await screen.findByRole('searchbox', { name: '이름·전화번호·기수' }), '김하늘');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    const found = await screen.findByRole('list', { name: '찾은 신청 1건' });
    expect(found).toHaveTextContent('김하늘 (76기)010-1111-2222 · 참가 확정 · 입장 전');
    await user.click(within(found).getByRole('button', { name: '입장 확인: 김하늘' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('✓ 입장 확인'));
    expect(sky.attendedAt).not.toBeNull();
    // The list found shows it, without a second button.
    await waitFor(() => expect(found).toHaveTextContent('2026-11-22 10:00 입장'));
    expect(within(found).queryByRole('button')).toBeNull();
    expect(count()).toHaveTextContent('입장 1건 (1명)');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('reads the count again every few seconds: another door’s check-ins show', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { world, eventId } = await eventWorld();
    const { sky } = threeAttendees(world, eventId);
    renderApp({ path: `/admin/events/${eventId}/check-in`, world });
    await waitFor(() => expect(count()).toHaveTextContent('입장 0건 (0명)'));

    await world.officeEventsApi.checkInAttendee(eventId, { registrationId: sky.id });
    await act(async () => {
      vi.advanceTimersByTime(COUNT_POLL_MS);
    });
    await waitFor(() => expect(count()).toHaveTextContent('입장 1건 (1명)'));
  });

  it('says when the camera cannot be used, leaving the other ways', async () => {
    const { world, eventId } = await eventWorld();
    const user = userEvent.setup();
    renderApp({ path: `/admin/events/${eventId}/check-in`, world });
    await user.click(await screen.findByRole('button', { name: '카메라 켜기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이 기기에서는 카메라로 읽을 수 없습니다. 아래에서 코드를 붙여 넣거나 이름으로 찾아 주세요.',
    );
    expect(screen.getByRole('button', { name: '카메라 켜기' })).toBeVisible();
  });
});
