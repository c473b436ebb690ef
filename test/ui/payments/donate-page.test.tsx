import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_CONSENT_LABELS,
  CHECKOUT_CONSENT_TEXTS,
  SANDBOX_EXPLANATION,
} from '../../../src/domain/payments';
import { fakeWorld } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { memberWorld, withDues } from './checkout-world';

/** The form's field by its label (the kit adds "(필수)" to required ones). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, 'u'));

describe('기부하기 (issue 31, item 1)', () => {
  it('asks a visitor everything, says each refusal next to its field before sending, labelled 테스트 결제', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    renderApp({ path: '/contribution/donate', world });
    expect(await screen.findByRole('heading', { level: 1, name: '기부하기' })).toBeInTheDocument();
    const label = await screen.findByRole('note', { name: '테스트 결제' });
    expect(label).toHaveTextContent(SANDBOX_EXPLANATION);
    // A visitor gives once: the monthly pledge and dues need a member.
    expect(screen.getByRole('radio', { name: '한 번 기부' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /매월 기부/u })).not.toBeInTheDocument();
    expect(field('기부할 기금')).toHaveDisplayValue('장학기금');
    expect(screen.getByText(CHECKOUT_CONSENT_TEXTS.terms)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_CONSENT_TEXTS.privacy)).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '기부하기' }));
    expect(await screen.findByText('금액을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('이름을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('결제 수단을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('결제 및 기부 안내에 동의해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeInTheDocument();
    expect(field('기부 금액')).toHaveAttribute('aria-invalid', 'true');
    expect(world.backend.paymentOrders.size).toBe(0);

    // A preset fills the amount, read in 만원; a typed one is read as it is typed.
    await user.click(screen.getByRole('button', { name: '3만원' }));
    expect(field('기부 금액')).toHaveValue('30,000');
    expect(screen.getByText('3만원', { selector: '.amount-input__reading' })).toBeInTheDocument();
    await user.clear(field('기부 금액'));
    await user.type(field('기부 금액'), '35000');
    expect(field('기부 금액')).toHaveValue('35,000');
    expect(screen.getByText('3만 5,000원')).toBeInTheDocument();
    expect(screen.queryByText('금액을 입력해 주세요.')).not.toBeInTheDocument();

    // The resident number follows the receipt rules: optional, its own consent when given.
    await user.type(field('주민등록번호'), '900101-1234568');
    await user.click(screen.getByRole('button', { name: '기부하기' }));
    expect(
      await screen.findByText('주민등록번호를 저장하려면 수집·이용에 동의해 주세요.'),
    ).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('prefills a member’s details; 매월 기부 by card opens the card window, back to the card page', async () => {
    const user = userEvent.setup();
    const registered: { pledgeId: string; successUrl: string }[] = [];
    renderApp({
      path: '/contribution/donate',
      world: await memberWorld(),
      paymentWindow: {
        open: async () => undefined,
        registerCard: async (registration, settings) => {
          registered.push({ pledgeId: registration.pledgeId, successUrl: settings.successUrl });
        },
      },
    });
    await waitFor(() => expect(field('이름')).toHaveValue('김하늘'));
    expect(field('휴대전화')).toHaveValue('010-9876-5432');
    expect(field('이메일')).toHaveValue('haneul@example.com');
    expect(screen.queryByRole('note', { name: '테스트 결제' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /매월 기부/u }));
    await user.selectOptions(field('매월 결제일'), '매월 25일');
    await user.click(screen.getByRole('button', { name: '5만원' }));
    await user.click(screen.getByRole('radio', { name: /^신용·체크카드/u }));
    await user.click(screen.getByLabelText(CHECKOUT_CONSENT_LABELS.terms));
    await user.click(screen.getByLabelText(CHECKOUT_CONSENT_LABELS.privacy));
    await user.click(screen.getByRole('button', { name: '기부하기' }));
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]?.successUrl).toContain(
      `/contribution/donate/card?pledgeId=${registered[0]?.pledgeId ?? ''}`,
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('preselects a member’s dues from ?purpose=dues: no fund, no receipt, no hall of fame', async () => {
    const world = await memberWorld();
    renderApp({
      path: '/contribution/donate?purpose=dues',
      world,
      payments: withDues(world, [{ kind: 'annual', year: 2026, amount: 50_000 }]),
    });
    expect(await screen.findByRole('radio', { name: '회비 납부' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2026년 연회비 5만원' })).toBeChecked();
    expect(screen.queryByLabelText(/^기부할 기금/u)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^기부 금액/u)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('기부금영수증을 받겠습니다.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/명예의 전당/u)).not.toBeInTheDocument();
    expect(screen.getByText(/기부금영수증 대신 납부 확인서/u)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '회비 내기' })).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('gives a visitor asking for dues the gift form, and says dues need signing in', async () => {
    renderApp({ path: '/contribution/donate?purpose=dues' });
    expect(await screen.findByText(/회비는 로그인한 회원만 낼 수 있습니다/u)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '한 번 기부' })).toBeChecked();
  });
});
