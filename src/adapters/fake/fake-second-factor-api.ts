import { injectable } from 'inversify';
import type { SecondFactorApi } from '../../application/session/second-factor-api';
import {
  SECOND_FACTOR_TICKET_REFUSED,
  type SecondFactorEnrolled,
  type SecondFactorEnrolment,
} from '../../domain/session/second-factor';
import type { Tokens } from '../../domain/session/tokens';
import { refusal } from './fake-error';

/**
 * The demo's administrators sign in with their password alone (the demo has no authenticator
 * app to enrol), so the fake issues no ticket: any ticket is one the server would not know, and
 * is refused in the server's words.
 */
@injectable()
export class FakeSecondFactorApi implements SecondFactorApi {
  beginSecondFactorEnrolment(): Promise<SecondFactorEnrolment> {
    return Promise.reject(refusal('invalidState', SECOND_FACTOR_TICKET_REFUSED));
  }

  confirmSecondFactorEnrolment(): Promise<SecondFactorEnrolled> {
    return Promise.reject(refusal('invalidState', SECOND_FACTOR_TICKET_REFUSED));
  }

  verifySecondFactor(): Promise<Tokens> {
    return Promise.reject(refusal('invalidState', SECOND_FACTOR_TICKET_REFUSED));
  }
}
