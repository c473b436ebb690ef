import { refusal } from '../../../src/adapters/fake/fake-error';
import type { AuthApi } from '../../../src/application/accounts/auth-api';
import type { SecondFactorApi } from '../../../src/application/session/second-factor-api';
import {
  SECOND_FACTOR_TICKET_REFUSED,
  SECOND_FACTOR_WRONG_CODE,
  type SecondFactorCode,
  type SecondFactorEnrolled,
  type SecondFactorEnrolment,
  typedSecondFactorCode,
} from '../../../src/domain/session/second-factor';
import { readTokenRole, type Tokens } from '../../../src/domain/session/tokens';
import type { FakeWorld } from '../fake-world';

/** The one code the scripted authenticator app shows. */
export const SCRIPTED_APP_CODE = '246810';

export const SCRIPTED_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `rc${String(index).padStart(2, '0')}-abcd`,
);

export const SCRIPTED_ENROLMENT: SecondFactorEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/test:office1?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qrCode:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
  issuer: '한빛고등학교 총동문회',
  accountName: 'office1',
};

/**
 * The fake world with the server's second step for administrators, scripted: their right
 * password answers a challenge (enrolled or not), the app's code is SCRIPTED_APP_CODE, each
 * recovery code and each ticket is used once. For the sign-in screens' tests; the server's own
 * rules are tested on the server.
 */
export function withScriptedSecondFactor(world: FakeWorld, options: { enrolled: boolean }) {
  const pending = new Map<string, Tokens>();
  const unusedRecoveryCodes = new Set(SCRIPTED_RECOVERY_CODES);
  let tickets = 0;
  const calls: string[] = [];

  const authApi: AuthApi = Object.create(world.authApi) as AuthApi;
  authApi.signIn = async (credentials, signal) => {
    const result = await world.authApi.signIn(credentials, signal);
    if (!result.tokens || readTokenRole(result.tokens.accessToken) !== 'admin') return result;
    tickets += 1;
    const ticket = `ticket-${tickets}`;
    pending.set(ticket, result.tokens);
    return { tokens: null, message: null, secondFactor: { ticket, enrolled: options.enrolled } };
  };

  const take = (answer: SecondFactorCode, accepts: (code: string) => boolean): Tokens => {
    const tokens = pending.get(answer.ticket);
    if (!tokens) throw refusal('invalidState', SECOND_FACTOR_TICKET_REFUSED);
    if (!accepts(typedSecondFactorCode(answer.code))) {
      throw refusal('invalidAuthCode', SECOND_FACTOR_WRONG_CODE);
    }
    pending.delete(answer.ticket);
    return tokens;
  };

  const secondFactorApi: SecondFactorApi = {
    async beginSecondFactorEnrolment(ticket) {
      calls.push('beginEnrolment');
      if (!pending.has(ticket)) throw refusal('invalidState', SECOND_FACTOR_TICKET_REFUSED);
      return SCRIPTED_ENROLMENT;
    },
    async confirmSecondFactorEnrolment(answer): Promise<SecondFactorEnrolled> {
      calls.push(`confirm:${answer.code}`);
      const tokens = take(answer, (code) => code === SCRIPTED_APP_CODE);
      return { recoveryCodes: SCRIPTED_RECOVERY_CODES, tokens };
    },
    async verifySecondFactor(answer) {
      calls.push(`verify:${answer.code}`);
      return take(
        answer,
        (code) =>
          code === SCRIPTED_APP_CODE ||
          unusedRecoveryCodes.delete(
            SCRIPTED_RECOVERY_CODES.find((known) => typedSecondFactorCode(known) === code) ?? '',
          ),
      );
    },
  };
  return { world: { ...world, authApi, secondFactorApi }, calls };
}
