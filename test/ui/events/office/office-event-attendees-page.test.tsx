import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '../../support/axe';
import { renderApp } from '../../support/test-app';
import { eventWorld, threeAttendees } from './event-office-world';

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('신청자 명단 (issue 33, item 7): the attendees, their payment and attendance', () => {
  it('lists each registration with its payment and attendance, and filters in the address', async () => {
    const { world, eventId } = await eventWorld();
    threeAttendees(world, eventId);
    const user = userEvent.setup();
    const { location } = renderApp({ path: `/admin/events/attendees?id=${eventId}`, world });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '제44회 동문 한마음 체육대회 신청자 명단',
      }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: '신청 3건' });
    expect(rowOf(table, '김하늘')).toHaveTextContent(
      '김하늘76기회원0명010-1111-2222someone@example.com참가 확정결제 완료 30,000원입장 전',
    );
    expect(rowOf(table, '이바다')).toHaveTextContent('1명');
    expect(rowOf(table, '이바다')).toHaveTextContent('현장 결제 예정 40,000원');
    expect(rowOf(table, '박구름')).toHaveTextContent('대기 1번');
    // Before the event and before anyone came in, no attendance by 기수 yet.
    expect(screen.queryByRole('heading', { name: '기수별 참석' })).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('신청 상태'), '대기');
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(`/admin/events/attendees?id=${eventId}&state=waiting`),
    );
    const waiting = await screen.findByRole('table', { name: '찾은 신청 1건' });
    expect(within(waiting).getByRole('rowheader', { name: '박구름' })).toBeVisible();

    await user.selectOptions(screen.getByLabelText('신청 상태'), '전체');
    await user.type(screen.getByRole('searchbox', { name: '이름·전화번호·기수 검색' }), '76');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(`/admin/events/attendees?id=${eventId}&q=76`),
    );
    expect(await screen.findByRole('table', { name: '찾은 신청 2건' })).toBeVisible();
  });

  it('exports the list with its filters as XLSX through the file saver', async () => {
    const { world, eventId } = await eventWorld();
    threeAttendees(world, eventId);
    const exported = vi.spyOn(world.officeEventsApi, 'exportEventAttendees').mockResolvedValue({
      fileName: '신청자-명단.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: new Blob(['xlsx']),
    });
    const user = userEvent.setup();
    renderApp({
      path: `/admin/events/attendees?id=${eventId}&payment=door&attendance=absent`,
      world,
    });
    await user.click(await screen.findByRole('button', { name: '찾은 명단 XLSX' }));
    await waitFor(() => expect(world.fileSaver.saved).toHaveLength(1));
    expect(exported).toHaveBeenCalledWith(eventId, { payment: 'door', attendance: 'absent' });
  });

  it('records a door payment, checks one in, and cancels with a refund, promoting the next in line', async () => {
    const { world, eventId } = await eventWorld();
    const { sky, sea, cloud } = threeAttendees(world, eventId);
    const user = userEvent.setup();
    renderApp({ path: `/admin/events/attendees?id=${eventId}`, world });

    await user.click(await screen.findByRole('button', { name: '현장 결제 기록: 이바다' }));
    await waitFor(() => expect(sea.payment).toBe('doorPaid'));
    await user.click(screen.getByRole('button', { name: '입장 확인: 이바다' }));
    await waitFor(() => expect(sea.attendedAt).not.toBeNull());

    const opener = await screen.findByRole('button', { name: '신청 취소: 김하늘' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '김하늘 님의 신청을 취소할까요?' });
    expect(within(dialog).getByRole('heading')).toHaveFocus();
    expect(dialog).toHaveTextContent('온라인으로 낸 참가비 30,000원을 환불할지 골라 주세요.');
    await user.click(within(dialog).getByRole('button', { name: '환불하고 취소' }));
    await waitFor(() => expect(sky.state).toBe('cancelled'));
    expect(sky.payment).toBe('refunded');
    expect(cloud.state).toBe('confirmed');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows attendance by 기수 once people came, as a chart and its table twin', async () => {
    const { world, eventId } = await eventWorld();
    const { sky, cloud } = threeAttendees(world, eventId);
    cloud.state = 'confirmed';
    sky.attendedAt = world.clock.now().toISOString();
    cloud.attendedAt = world.clock.now().toISOString();
    renderApp({ path: `/admin/events/attendees?id=${eventId}`, world });

    const section = (await screen.findByRole('heading', { name: '기수별 참석' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByRole('img')).toHaveAccessibleName(
      '기수별 참석 인원 막대그래프. 2개 기수에서 참가 확정 4명 중 2명이 참석했습니다.',
    );
    const table = within(section).getByRole('table', { name: '기수별 참석 표' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '기수참가 확정참석참석률',
      '76기2건 (3명)1건 (1명)33%',
      '77기1건 (1명)1건 (1명)100%',
    ]);
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
