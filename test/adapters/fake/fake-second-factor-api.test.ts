import { describe, expect, it } from 'vitest';
import { FakeSecondFactorApi } from '../../../src/adapters/fake/fake-second-factor-api';
import { API_ERRORS } from '../../../src/contract/shared/error-codes';
import { SECOND_FACTOR_TICKET_REFUSED } from '../../../src/domain/session/second-factor';

/** The demo issues no tickets (its administrators sign in with the password): none is known. */
describe('FakeSecondFactorApi', () => {
  const refused = {
    message: SECOND_FACTOR_TICKET_REFUSED,
    code: API_ERRORS.invalidState.code,
    status: 409,
  };
  const api = new FakeSecondFactorApi();

  it('refuses every ticket in the server’s words, at each step', async () => {
    await expect(api.beginSecondFactorEnrolment()).rejects.toMatchObject(refused);
    await expect(api.confirmSecondFactorEnrolment()).rejects.toMatchObject(refused);
    await expect(api.verifySecondFactor()).rejects.toMatchObject(refused);
  });
});
