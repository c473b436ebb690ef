import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../../support/axe';
import { renderApp } from '../../support/test-app';
import { campaignWorld } from './campaign-world';

const COMPOSE = '/admin/messages/campaigns/new';

/** The live count's sentence, once the server answered it. */
async function countSays(text: string) {
  await waitFor(
    () => expect(screen.getByText(/조건에 맞는 회원|대상 조건/u)).toHaveTextContent(text),
    {
      timeout: 3_000,
    },
  );
}

async function writeMessage(user: ReturnType<typeof userEvent.setup>, subject: string) {
  await user.type(await screen.findByLabelText(/^제목/u), subject);
  const body = screen.getByRole('textbox', { name: /본문/u });
  await user.click(body);
  await user.keyboard('12월 6일 송년회에 모십니다.');
  await waitFor(() => expect(body.textContent).toContain('송년회'));
}

describe('새 소식 보내기 (issue 32, items 2–3): the audience, its count, a test, the send', () => {
  it('counts the members the filters pick as they change, 홍보 only to consents', async () => {
    const world = await campaignWorld();
    const user = userEvent.setup();
    renderApp({ path: COMPOSE, world });
    expect(await screen.findByRole('heading', { level: 1, name: '새 소식 보내기' })).toBeVisible();

    // Everyone approved: the office and four members, 박구름 having turned 안내 메일 off.
    await countSays(
      '승인된 회원 전체: 조건에 맞는 회원 5명 중 4명에게 보냅니다 (수신 거부 1명, 메일 주소 없음 0명).',
    );
    await user.type(screen.getByLabelText('기수 (부터)'), '76');
    await user.type(screen.getByLabelText('기수 (까지)'), '77');
    await countSays('76~77기: 조건에 맞는 회원 3명 중 2명에게 보냅니다 (수신 거부 1명');
    await user.click(screen.getByLabelText('부산광역시'));
    await countSays('76~77기, 부산: 조건에 맞는 회원 1명 중 1명에게');

    await user.click(screen.getByLabelText('부산광역시'));
    await user.click(screen.getByRole('radio', { name: '홍보' }));
    expect(screen.getByRole('radio', { name: '홍보' })).toHaveAccessibleDescription(
      /광고성 정보 수신에 동의한 회원에게만.*\(광고\)/u,
    );
    expect(screen.getByLabelText(/^홍보 수신 동의자만/u)).toBeChecked();
    await countSays('76~77기, 홍보 수신 동의자: 조건에 맞는 회원 1명 중 1명에게');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says a contradicting filter beside its field', async () => {
    const world = await campaignWorld();
    const user = userEvent.setup();
    renderApp({ path: COMPOSE, world });
    await user.type(await screen.findByLabelText('기수 (부터)'), '80');
    await user.type(screen.getByLabelText('기수 (까지)'), '76');
    await user.tab();
    expect(screen.getByLabelText('기수 (까지)')).toHaveAccessibleDescription(
      '기수의 끝이 시작보다 앞설 수 없습니다.',
    );
    await countSays('대상 조건을 고쳐 주시면 회원 수를 세어 드립니다.');
    await user.type(screen.getByLabelText('기수 (부터)'), '{Backspace}{Backspace}abc');
    await user.tab();
    expect(screen.getByLabelText('기수 (부터)')).toHaveAccessibleDescription(
      /1에서 \d+ 사이의 기수를 숫자로 입력해 주세요\./u,
    );
  });

  it('previews 홍보 as sent, tests it on the office, and sends after naming the count', async () => {
    const world = await campaignWorld();
    const user = userEvent.setup();
    const { location } = renderApp({ path: COMPOSE, world });
    await user.click(await screen.findByRole('radio', { name: '홍보' }));
    await user.type(screen.getByLabelText('기수 (부터)'), '76');
    await writeMessage(user, '동문 기업 할인 안내');
    await user.selectOptions(screen.getByLabelText('연결할 공지 (선택)'), '2026년 정기총회 안내');

    await user.click(screen.getByRole('button', { name: '미리 보기' }));
    const preview = screen.getByRole('region', { name: '미리 보기' });
    expect(preview).toHaveTextContent('제목: (광고) 동문 기업 할인 안내');
    expect(preview).toHaveTextContent('「2026년 정기총회 안내」 공지로 가는 링크');
    expect(preview).toHaveTextContent(/보낸 곳: .*총동문회 \(02-/u);
    expect(preview).toHaveTextContent('수신거부(무료):');

    await user.click(screen.getByRole('button', { name: '시험 발송 (내 메일로)' }));
    expect(
      await screen.findByText('시험 메일을 o***@example.com 주소로 보냈습니다.'),
    ).toBeInTheDocument();
    expect(world.backend.outbox.at(-1)).toMatchObject({
      to: 'office@example.com',
      subject: '[시험 발송] (광고) 동문 기업 할인 안내',
    });

    await user.click(screen.getByRole('button', { name: '지금 보내기' }));
    const confirm = await screen.findByRole('region', { name: '보내기 전 확인' });
    expect(confirm).toHaveTextContent(
      '76기 이후, 홍보 수신 동의자: 회원 1명에게 「(광고) 동문 기업 할인 안내」 메일을 지금 보냅니다.',
    );
    expect(within(confirm).getByRole('heading')).toHaveFocus();
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '1명에게 지금 보내기' }));

    await waitFor(() => expect(world.backend.campaigns).toHaveLength(1));
    const [sent] = world.backend.campaigns;
    expect(sent).toMatchObject({ kind: 'promotion', noticeId: 'notice-1', recipients: 1 });
    const mail = world.backend.outbox.at(-1);
    expect(mail).toMatchObject({ to: 'sky@example.com', subject: '(광고) 동문 기업 할인 안내' });
    expect(mail?.text).toContain('수신거부(무료)');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        `/admin/messages/campaigns/detail?id=${sent?.campaignId}`,
      ),
    );
    expect(world.notifier.notifications).toContainEqual({
      kind: 'success',
      message: '소식을 보내기 시작했습니다.',
    });
  });

  it('schedules a send in Korean time, refusing a time already past beside its field', async () => {
    const world = await campaignWorld();
    const user = userEvent.setup();
    renderApp({ path: COMPOSE, world });
    await screen.findByRole('heading', { level: 1, name: '새 소식 보내기' });
    await writeMessage(user, '정기총회 안내');
    await user.click(screen.getByRole('radio', { name: '예약 (보낼 때를 정합니다)' }));
    const when = screen.getByLabelText(/^보낼 때 \(한국 시간\)/u);
    // The fake's clock: 2026-11-22 10:00 in Korea.
    fireEvent.change(when, { target: { value: '2026-11-22T09:00' } });
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(when).toHaveAccessibleDescription(/예약 시각은 지금보다 뒤여야 합니다\./u);
    expect(world.backend.campaigns).toHaveLength(0);

    fireEvent.change(when, { target: { value: '2026-11-23T09:30' } });
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    const confirm = await screen.findByRole('region', { name: '보내기 전 확인' });
    expect(confirm).toHaveTextContent(
      '회원 4명에게 「정기총회 안내」 메일을 2026-11-23 09:30(한국 시간)에 보냅니다.',
    );
    await user.click(within(confirm).getByRole('button', { name: '4명에게 예약하기' }));
    await waitFor(() => expect(world.backend.campaigns).toHaveLength(1));
    expect(world.backend.campaigns[0]).toMatchObject({
      state: 'scheduled',
      scheduledAt: '2026-11-23T00:30:00.000Z',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '보낸 소식' })).toBeVisible();
  });

  it('says the server’s refusals: nobody to send to, a notice gone since the page opened', async () => {
    const world = await campaignWorld();
    const user = userEvent.setup();
    renderApp({ path: COMPOSE, world });
    await writeMessage(user, '정기총회 안내');
    await user.type(screen.getByLabelText('기수 (부터)'), '90');
    await user.click(screen.getByRole('button', { name: '지금 보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '보낼 회원이 없습니다. 대상 조건을 바꿔 주세요.',
    );

    await user.clear(screen.getByLabelText('기수 (부터)'));
    await user.selectOptions(screen.getByLabelText('연결할 공지 (선택)'), '2026년 정기총회 안내');
    world.backend.notices = [];
    await user.click(screen.getByRole('button', { name: '지금 보내기' }));
    const confirm = await screen.findByRole('region', { name: '보내기 전 확인' });
    await user.click(within(confirm).getByRole('button', { name: '4명에게 지금 보내기' }));
    await waitFor(() =>
      expect(screen.getByLabelText('연결할 공지 (선택)')).toHaveAccessibleDescription(
        '연결할 공지를 찾을 수 없습니다.',
      ),
    );
    expect(world.backend.campaigns).toHaveLength(0);
  });

  it('sends 안내 by text: counts numbers, tests on the office’s phone, names the channel', async () => {
    const world = await campaignWorld();
    const user = userEvent.setup();
    renderApp({ path: COMPOSE, world });
    await user.click(await screen.findByRole('radio', { name: '문자' }));
    expect(screen.getByRole('radio', { name: '문자' })).toHaveAccessibleDescription(
      /90바이트.*장문 문자/u,
    );
    await user.type(screen.getByLabelText('기수 (부터)'), '76');
    await user.type(screen.getByLabelText('기수 (까지)'), '76');
    await countSays(
      '76기: 조건에 맞는 회원 2명 중 2명에게 보냅니다 (수신 거부 0명, 휴대전화 번호 없음 0명).',
    );
    await writeMessage(user, '송년회');

    await user.click(screen.getByRole('button', { name: '시험 발송 (내 휴대전화로)' }));
    expect(await screen.findByText('시험 문자를 010-****-5678 번호로 보냈습니다.')).toBeVisible();
    expect(world.backend.outbox.at(-1)).toMatchObject({
      to: '010-****-5678',
      subject: '[시험 발송] [문자] 송년회',
    });

    await user.click(screen.getByRole('button', { name: '지금 보내기' }));
    const confirm = await screen.findByRole('region', { name: '보내기 전 확인' });
    expect(confirm).toHaveTextContent('회원 2명에게 「송년회」 문자를 지금 보냅니다.');
    await user.click(within(confirm).getByRole('button', { name: '2명에게 지금 보내기' }));
    const table = await screen.findByRole('table', { name: '받는 회원 2명' });
    expect(within(table).getByRole('columnheader', { name: '휴대전화' })).toBeVisible();
    expect(world.backend.campaigns[0]).toMatchObject({ channel: 'text', recipients: 2 });
  });
});
