import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SolapiSmsSender } from '../../../../server/adapters/sms/solapi-sms-sender';
import {
  type SolapiStandIn,
  STAND_IN_KEY,
  STAND_IN_SECRET,
  startSolapiStandIn,
} from '../../support/solapi-stand-in';

const SECRET_BODY = '인증번호는 482913 입니다.';

describe('SolapiSmsSender against a stand-in of Solapi’s API (issue 32, item 5)', () => {
  let standIn: SolapiStandIn;
  const sender = (secret = STAND_IN_SECRET) =>
    new SolapiSmsSender({
      apiKey: STAND_IN_KEY,
      apiSecret: secret,
      senderNumber: '0212345678',
      apiUrl: standIn.url,
    });

  beforeEach(async () => {
    standIn = await startSolapiStandIn();
  });
  afterEach(async () => {
    await standIn.close();
  });

  it('sends an SMS and an LMS, signed, with the registered sender number and the outbox’s id', async () => {
    await sender().deliver({ to: '01012345678', body: SECRET_BODY, type: 'SMS' }, 'm1');
    await sender().deliver(
      { to: '01098765432', body: '가'.repeat(100), subject: '총회 안내', type: 'LMS' },
      'm2',
    );
    expect(standIn.received()).toEqual([
      {
        to: '01012345678',
        from: '0212345678',
        text: SECRET_BODY,
        type: 'SMS',
        customFields: { outboxId: 'm1' },
      },
      {
        to: '01098765432',
        from: '0212345678',
        text: '가'.repeat(100),
        type: 'LMS',
        subject: '총회 안내',
        customFields: { outboxId: 'm2' },
      },
    ]);
  });

  it('rejects, naming no content, when the signature does not hold', async () => {
    const sending = sender('a-wrong-secret-0123456789').deliver(
      { to: '01012345678', body: SECRET_BODY, type: 'SMS' },
      'm1',
    );
    await expect(sending).rejects.toThrow(
      'Solapi refused the request (HTTP 401): SignatureDoesNotMatch',
    );
    expect(standIn.received()).toEqual([]);
  });

  it('rejects a text Solapi lists as failed, and a request it refuses, with its codes only', async () => {
    standIn.answer('refuse-text');
    const refused = await sender()
      .deliver({ to: '01012345678', body: SECRET_BODY, type: 'SMS' }, 'm1')
      .catch((error: unknown) => error as Error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toBe('Solapi refused the text: 1062 발신번호 미등록');
    standIn.answer('no-balance');
    const noBalance = await sender()
      .deliver({ to: '01012345678', body: SECRET_BODY, type: 'SMS' }, 'm1')
      .catch((error: unknown) => error as Error);
    expect((noBalance as Error).message).toBe(
      'Solapi refused the request (HTTP 402): NotEnoughBalance 잔액이 부족합니다.',
    );
    for (const error of [refused, noBalance] as Error[]) {
      expect(error.message).not.toContain('482913');
      expect(error.message).not.toContain(STAND_IN_SECRET);
    }
  });

  it('rejects when Solapi cannot be reached', async () => {
    await standIn.close();
    await expect(
      sender().deliver({ to: '01012345678', body: SECRET_BODY, type: 'SMS' }, 'm1'),
    ).rejects.toThrow('Solapi unreachable: ECONNREFUSED');
    standIn = await startSolapiStandIn();
  });
});
