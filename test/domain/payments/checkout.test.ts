import { describe, expect, it } from 'vitest';
import {
  amountPresetLabel,
  CHECKOUT_AMOUNT_PRESETS,
  checkoutAmountReading,
  type CheckoutContext,
  type CheckoutDraft,
  checkoutRefusals,
  openFunds,
  readCheckout,
} from '../../../src/domain/payments';

const context: CheckoutContext = {
  today: { year: 2026, month: 11, day: 28 },
  funds: [
    { fundId: 'general', name: '일반 장학기금', description: '', active: true },
    { fundId: 'closed', name: '2020 기념기금', description: '', active: false },
  ],
  dues: [
    { kind: 'annual', year: 2026, amount: 50_000 },
    { kind: 'lifetime', year: null, amount: 500_000 },
  ],
  paidDues: [],
};

const visitorGift: CheckoutDraft = {
  purpose: 'gift',
  fundId: 'general',
  amount: '30,000',
  chargeDay: '',
  duesKind: null,
  method: 'card',
  donor: { memberId: null, name: '홍길동', phone: '010-1234-5678', email: 'hong@example.com' },
  wantsReceipt: false,
  residentNumber: '',
  residentNumberConsent: false,
  namedInHallOfFame: false,
  consents: { terms: true, privacy: true },
};
const member = { ...visitorGift.donor, memberId: 'm1' };

describe('the checkout (issue 31 item 1: /contribution/donate)', () => {
  it('accepts a visitor’s one-time gift and keeps the amount in whole won', () => {
    const reading = readCheckout(visitorGift, context);
    expect(reading).toMatchObject({
      ok: true,
      checkout: { purpose: 'gift', fundId: 'general', amount: 30_000, method: 'card', dues: null },
    });
    expect(checkoutRefusals(visitorGift, context)).toEqual({});
  });

  it('offers presets of 1만 to 10만원 and reads a typed amount in 만원', () => {
    expect(CHECKOUT_AMOUNT_PRESETS.map(amountPresetLabel)).toEqual([
      '1만원',
      '3만원',
      '5만원',
      '10만원',
    ]);
    expect(checkoutAmountReading('35000')).toBe('3만 5,000원');
    expect(checkoutAmountReading('abc')).toBeNull();
  });

  it('takes only open funds', () => {
    expect(openFunds(context.funds).map((fund) => fund.fundId)).toEqual(['general']);
    expect(checkoutRefusals({ ...visitorGift, fundId: 'closed' }, context).fundId).toBe(
      '이 기금은 지금 기부를 받지 않습니다. 다른 기금을 골라 주세요.',
    );
    expect(checkoutRefusals({ ...visitorGift, fundId: '' }, context).fundId).toBe(
      '기부할 기금을 골라 주세요.',
    );
  });

  it('checks the amount by the donations’ rule (whole won, above 0)', () => {
    expect(checkoutRefusals({ ...visitorGift, amount: '1000.5' }, context).amount).toBe(
      '금액은 원 단위의 정수로 입력해 주세요.',
    );
    expect(checkoutRefusals({ ...visitorGift, amount: '' }, context).amount).toBe(
      '금액을 입력해 주세요.',
    );
    expect(checkoutRefusals({ ...visitorGift, amount: 0 }, context).amount).toMatch(/1원 이상/u);
  });

  it('asks a visitor for name, mobile and e-mail, each by the shared rule', () => {
    const refusals = checkoutRefusals(
      { ...visitorGift, donor: { memberId: null, name: '', phone: '02-123-4567', email: 'hong@' } },
      context,
    );
    expect(Object.keys(refusals).sort()).toEqual(['donorEmail', 'donorName', 'donorPhone']);
    expect(Object.values(refusals).every((message) => /[가-힣]/u.test(message ?? ''))).toBe(true);
  });

  it('requires both consents', () => {
    const refusals = checkoutRefusals(
      { ...visitorGift, consents: { terms: false, privacy: false } },
      context,
    );
    expect(refusals).toEqual({
      consentTerms: '결제 및 기부 안내에 동의해 주세요.',
      consentPrivacy: '개인정보 수집·이용에 동의해 주세요.',
    });
  });

  it('offers every method for a gift: card, 계좌이체, virtual account, the association’s own account', () => {
    for (const method of ['card', 'transfer', 'virtualAccount', 'bankTransfer'] as const) {
      expect(readCheckout({ ...visitorGift, method }, context).ok).toBe(true);
    }
    expect(checkoutRefusals({ ...visitorGift, method: '' }, context).method).toBe(
      '결제 수단을 골라 주세요.',
    );
  });

  it('keeps the hall-of-fame choice of a gift (not named unless asked)', () => {
    const named = readCheckout({ ...visitorGift, namedInHallOfFame: true }, context);
    expect(named.ok && named.checkout.namedInHallOfFame).toBe(true);
  });
});

describe('the receipt wish (issue 31 item 1: resident number as the receipt rules: optional, checked, masked)', () => {
  const wantsReceipt = { ...visitorGift, wantsReceipt: true };

  it('goes without a resident number', () => {
    expect(readCheckout(wantsReceipt, context)).toMatchObject({
      ok: true,
      checkout: { wantsReceipt: true, residentNumber: null },
    });
  });

  it('checks a resident number and needs its own consent; gives the number and its mask', () => {
    expect(
      checkoutRefusals({ ...wantsReceipt, residentNumber: '900101-1234567' }, context),
    ).toEqual({
      residentNumber: '올바른 주민등록번호가 아닙니다. 다시 확인해 주세요.',
    });
    expect(
      checkoutRefusals({ ...wantsReceipt, residentNumber: '900101-1234568' }, context),
    ).toEqual({
      residentNumberConsent: '주민등록번호를 저장하려면 수집·이용에 동의해 주세요.',
    });
    const reading = readCheckout(
      { ...wantsReceipt, residentNumber: '9001011234568', residentNumberConsent: true },
      context,
    );
    expect(reading).toMatchObject({
      ok: true,
      checkout: { residentNumber: { number: '900101-1234568', masked: '900101-1******' } },
    });
  });

  it('keeps no resident number when no receipt is wanted', () => {
    const reading = readCheckout(
      { ...visitorGift, residentNumber: '900101-1234568', residentNumberConsent: true },
      context,
    );
    expect(reading.ok && reading.checkout.residentNumber).toBeNull();
  });
});

describe('a monthly pledge at checkout (issue 31 item 4)', () => {
  const pledge: CheckoutDraft = {
    ...visitorGift,
    purpose: 'pledge',
    donor: member,
    chargeDay: '말일',
  };

  it('needs a member, a charge day, and a card or the own account', () => {
    expect(readCheckout(pledge, context)).toMatchObject({
      ok: true,
      checkout: { chargeDay: 'last' },
    });
    expect(checkoutRefusals({ ...pledge, donor: visitorGift.donor }, context).purpose).toMatch(
      /로그인/u,
    );
    expect(checkoutRefusals({ ...pledge, chargeDay: 31 }, context).chargeDay).toMatch(/말일/u);
    expect(checkoutRefusals({ ...pledge, method: 'virtualAccount' }, context).method).toBe(
      '정기 기부는 카드 자동결제나 총동문회 계좌 입금으로만 할 수 있습니다.',
    );
    expect(readCheckout({ ...pledge, method: 'bankTransfer' }, context).ok).toBe(true);
  });
});

describe('dues at checkout (issue 31 item 5: members pay them through the same checkout)', () => {
  const dues: CheckoutDraft = {
    ...visitorGift,
    purpose: 'dues',
    donor: member,
    fundId: '',
    amount: '1',
    duesKind: 'annual',
  };

  it('costs what the office set, whatever the draft’s amount, with no fund', () => {
    expect(readCheckout(dues, context)).toMatchObject({
      ok: true,
      checkout: { amount: 50_000, fundId: null, dues: { kind: 'annual', year: 2026 } },
    });
    expect(readCheckout({ ...dues, duesKind: 'lifetime' }, context)).toMatchObject({
      ok: true,
      checkout: { amount: 500_000, dues: { kind: 'lifetime', year: null } },
    });
  });

  it('is for members only, once a year, and refuses a receipt or the hall of fame', () => {
    expect(checkoutRefusals({ ...dues, donor: visitorGift.donor }, context).purpose).toBe(
      '회비는 로그인한 회원만 낼 수 있습니다.',
    );
    const paid = {
      ...context,
      paidDues: [{ kind: 'annual' as const, year: 2026, paidOn: context.today }],
    };
    expect(checkoutRefusals(dues, paid).duesKind).toBe('2026년 연회비는 이미 내셨습니다.');
    expect(checkoutRefusals({ ...dues, duesKind: null }, context).duesKind).toBe(
      '낼 회비를 골라 주세요.',
    );
    expect(checkoutRefusals({ ...dues, wantsReceipt: true }, context).wantsReceipt).toMatch(
      /납부 확인서/u,
    );
    expect(checkoutRefusals({ ...dues, namedInHallOfFame: true }, context).namedInHallOfFame).toBe(
      '회비는 명예의 전당에 오르지 않습니다.',
    );
  });
});
