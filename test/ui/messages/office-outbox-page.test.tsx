import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordFailedMail } from '../../../src/adapters/fake/fake-office-message-api';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** The office signed in; the site mailed a code and an approval, and a receipt's mail failed. */
async function officeWithOutbox() {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  world.backend.sendMail({
    to: 'gureum@example.com',
    subject: '[총동문회] 이메일 인증번호',
    text: '',
  });
  world.clock.advance(60_000);
  world.backend.sendMail({ to: 'haneul@example.com', subject: '[총동문회] 가입 승인', text: '' });
  world.clock.advance(60_000);
  recordFailedMail(
    world.backend,
    { to: 'byeol@exmaple.con', subject: '[총동문회] 기부금영수증', text: '' },
    '550 5.1.1 수신 서버를 찾을 수 없습니다',
  );
  await signInAs(world, 'office1');
  return world;
}

describe('보낸 메일함 in the console (issue 32, item 1): the outbox, with retry', () => {
  it('lists the mails newest first in Korean time, with each state’s count', async () => {
    const world = await officeWithOutbox();
    renderApp({ path: '/admin/messages/outbox', world });
    expect(await screen.findByRole('heading', { level: 1, name: '보낸 메일함' })).toBeVisible();

    const tabs = await screen.findByRole('navigation', { name: '메일 상태' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['전체 3건', '보내는 중 0건', '보냄 2건', '실패 1건']);
    expect(within(tabs).getByRole('link', { name: '전체 3건' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = screen.getByRole('table', { name: '전체 메일 3건' });
    const [failed, approval, code] = within(table).getAllByRole('row').slice(1);
    expect(failed).toHaveTextContent(
      'byeol@exmaple.con[총동문회] 기부금영수증실패12회2026-11-22 10:02:00보내지 못함550 5.1.1 수신 서버를 찾을 수 없습니다다시 보내기',
    );
    expect(approval).toHaveTextContent(
      'haneul@example.com[총동문회] 가입 승인보냄1회2026-11-22 10:01:002026-11-22 10:01:00없음',
    );
    expect(within(approval as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(code).toHaveTextContent('gureum@example.com');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('sends a failed mail again from its row, then shows it sent and says so', async () => {
    const world = await officeWithOutbox();
    const user = userEvent.setup();
    renderApp({ path: '/admin/messages/outbox?state=failed', world });
    const table = await screen.findByRole('table', { name: '실패 메일 1건' });

    await user.click(
      within(table).getByRole('button', {
        name: '다시 보내기: byeol@exmaple.con, [총동문회] 기부금영수증',
      }),
    );

    expect(await screen.findByText('실패 상태인 메일이 없습니다.')).toBeInTheDocument();
    expect(world.notifier.notifications).toContainEqual({
      kind: 'success',
      message: 'byeol@exmaple.con에게 메일을 다시 보냈습니다.',
    });
    expect(screen.getByRole('link', { name: '보냄 3건' })).toBeInTheDocument();
    expect(world.backend.auditLog.at(-1)).toMatchObject({ action: 'message.retry' });
  });

  it('shows one state at a time, and pages a long outbox', async () => {
    const world = await officeWithOutbox();
    for (let index = 1; index <= 50; index += 1) {
      world.backend.sendMail({ to: `member${index}@example.com`, subject: '안내', text: '' });
    }
    const user = userEvent.setup();
    const { location } = renderApp({ path: '/admin/messages/outbox', world });
    await screen.findByRole('table', { name: '전체 메일 53건' });

    const pages = screen.getByRole('navigation', { name: '보낸 메일함 페이지' });
    await user.click(within(pages).getByRole('link', { name: /^2 ?페이지$/u }));
    const second = await screen.findByRole('table', { name: '전체 메일 53건' });
    await waitFor(() => expect(within(second).getAllByRole('row')).toHaveLength(4));
    expect(location.history?.at(-1)).toBe('/admin/messages/outbox?page=2');

    await user.click(screen.getByRole('link', { name: '보냄 52건' }));
    const sent = await screen.findByRole('table', { name: '보냄 메일 52건' });
    expect(within(sent).queryByText('실패')).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
