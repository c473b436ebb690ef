import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/application/shared/errors/api-error';
import { withOfficeSignedIn } from '../../../support/fake-world';
import { expectKitFields } from '../../support/kit-fields';
import { seriousAxeFindings } from '../../support/axe';
import { renderApp } from '../../support/test-app';
import { eventWorld, SPORTS_DAY, threeAttendees } from './event-office-world';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, 'u'));

/** Types a value at once (the datetime-local inputs take no keystrokes in jsdom). */
function fill(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('행사 편집 (issue 33, item 7): the office’s event form', () => {
  it('refuses by the domain’s rules beside each field, then saves a new event as a draft', async () => {
    const world = await withOfficeSignedIn();
    const user = userEvent.setup();
    const { location } = renderApp({ path: '/admin/events/edit', world });
    expect(await screen.findByRole('heading', { level: 1, name: '새 행사' })).toBeVisible();
    const form = screen.getByRole('form', { name: '행사 내용' });
    expectKitFields(form);
    expect(
      within(form)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual([
      '행사',
      '일시 (한국 시간)',
      '장소와 인원',
      '참가비 (원, 무료는 0)',
      '담당자 연락처',
    ]);
    expect(field('시작 일시')).toHaveAttribute('type', 'datetime-local');

    fill('행사 이름', '제44회 체육대회');
    fill('시작 일시', '2026-12-12T10:00');
    fill('끝나는 일시', '2026-12-12T09:00');
    fill('회원 참가비', '30000');
    await user.click(screen.getByRole('button', { name: '작성 중으로 저장' }));

    const endsAt = field('끝나는 일시');
    expect(endsAt).toHaveAccessibleDescription('끝나는 일시는 시작 일시보다 뒤여야 합니다.');
    expect(field('환불 마감 일시')).toHaveAccessibleDescription(
      /참가비가 있는 행사는 환불 마감 일시를 정해 주세요\./u,
    );
    expect(field('장소')).toHaveAccessibleDescription('장소를 입력해 주세요.');
    expect(field('정원')).toHaveAttribute('aria-invalid', 'true');
    expect(world.backend.events.events).toHaveLength(0);
    expect(await seriousAxeFindings()).toEqual([]);

    fill('끝나는 일시', '2026-12-12T17:00');
    fill('신청 마감 일시', '2026-12-10T18:00');
    fill('환불 마감 일시', '2026-12-05T18:00');
    fill('장소', '모교 대운동장');
    fill('정원', '3');
    fill('담당자', '김사무');
    fill('연락처', '0212345678');
    await user.click(screen.getByRole('button', { name: '작성 중으로 저장' }));

    await waitFor(() => expect(world.backend.events.events).toHaveLength(1));
    const [saved] = world.backend.events.events;
    expect(saved).toMatchObject({
      state: 'draft',
      title: '제44회 체육대회',
      startsAt: '2026-12-12T01:00:00.000Z',
      capacity: 3,
      contactPhone: '02-1234-5678',
      fees: { member: 30000, companion: 0, visitor: 0 },
    });
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(`/admin/events/edit?id=${saved?.id}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /제44회 체육대회/u }),
    ).toBeVisible();
  });

  it('publishes a draft, closes registration, and saves a change with a mail to the attendees', async () => {
    const world = await withOfficeSignedIn();
    const { eventId } = await world.officeEventsApi.createEvent(SPORTS_DAY);
    const user = userEvent.setup();
    renderApp({ path: `/admin/events/edit?id=${eventId}`, world });

    await user.click(await screen.findByRole('button', { name: '공개하기' }));
    await waitFor(() => expect(world.backend.events.event(eventId)?.state).toBe('published'));
    await user.click(await screen.findByRole('button', { name: '신청 마감' }));
    await waitFor(() => expect(world.backend.events.event(eventId)?.state).toBe('closed'));
    expect(await screen.findByRole('button', { name: '신청 다시 받기' })).toBeVisible();

    const updated = vi.spyOn(world.officeEventsApi, 'updateEvent');
    fill('장소', '모교 체육관');
    await user.click(
      await screen.findByRole('checkbox', { name: '신청자에게 변경 안내 메일 보내기' }),
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(world.backend.events.event(eventId)?.placeName).toBe('모교 체육관'));
    expect(updated).toHaveBeenCalledWith(
      eventId,
      expect.objectContaining({ placeName: '모교 체육관', capacity: '3' }),
      true,
    );
  });

  it('says the server’s refusal beside its field', async () => {
    const { world, eventId } = await eventWorld();
    vi.spyOn(world.officeEventsApi, 'updateEvent').mockRejectedValue(
      new ApiError('정원은 이미 확정된 인원보다 적게 줄일 수 없습니다.', 400, 400),
    );
    const user = userEvent.setup();
    renderApp({ path: `/admin/events/edit?id=${eventId}`, world });
    await screen.findByRole('button', { name: '저장' });
    fill('정원', '1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(field('정원')).toHaveAccessibleDescription(
        /정원은 이미 확정된 인원보다 적게 줄일 수 없습니다\./u,
      ),
    );
    expect(field('정원')).toHaveFocus();
  });

  it('cancels an event after asking its reason, in a dialog that keeps the focus in hand', async () => {
    const { world, eventId } = await eventWorld();
    const { sky, cloud } = threeAttendees(world, eventId);
    const user = userEvent.setup();
    renderApp({ path: `/admin/events/edit?id=${eventId}`, world });

    const opener = await screen.findByRole('button', { name: '행사 취소' });
    await user.click(opener);
    let dialog = screen.getByRole('dialog', { name: `「${SPORTS_DAY.title}」 행사를 취소할까요?` });
    expect(dialog).toHaveTextContent(
      '모든 신청(3건)이 취소되고, 결제한 참가비는 환불되며, 신청자 모두에게 취소 안내 메일이 갑니다.',
    );
    expect(within(dialog).getByLabelText(/^취소 사유/u)).toHaveFocus();
    expect(await seriousAxeFindings()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '행사 취소하기' }));
    expect(within(dialog).getByLabelText(/^취소 사유/u)).toHaveAccessibleDescription(
      /취소 사유를 적어 주세요\./u,
    );
    await user.type(within(dialog).getByLabelText(/^취소 사유/u), '태풍 예보로 취소합니다.');
    await user.click(within(dialog).getByRole('button', { name: '행사 취소하기' }));

    await waitFor(() => expect(world.backend.events.event(eventId)?.state).toBe('cancelled'));
    expect(sky.state).toBe('cancelled');
    expect(sky.payment).toBe('refunded');
    expect(cloud.state).toBe('cancelled');
    expect(
      await screen.findByText(
        /취소된 행사는 고칠 수 없습니다\. 취소 사유: 태풍 예보로 취소합니다\./u,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: '행사 취소' })).toBeNull();
  });
});
