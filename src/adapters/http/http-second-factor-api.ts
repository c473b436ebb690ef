import { inject, injectable } from 'inversify';
import type { SecondFactorApi } from '../../application/session/second-factor-api';
import {
  type SecondFactorCode,
  type SecondFactorEnrolled,
  type SecondFactorEnrolment,
  typedSecondFactorCode,
} from '../../domain/session/second-factor';
import type { Tokens } from '../../domain/session/tokens';
import { ApiClient } from './api-client';

/** An administrator's second step over HTTP (/api/user/auth/secondFactor/…). */
@injectable()
export class HttpSecondFactorApi implements SecondFactorApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  beginSecondFactorEnrolment(ticket: string, signal?: AbortSignal): Promise<SecondFactorEnrolment> {
    return this.client.call('beginSecondFactorEnrolment', { body: { ticket }, signal });
  }

  confirmSecondFactorEnrolment(
    answer: SecondFactorCode,
    signal?: AbortSignal,
  ): Promise<SecondFactorEnrolled> {
    const body = { ticket: answer.ticket, code: typedSecondFactorCode(answer.code) };
    return this.client.call('confirmSecondFactorEnrolment', { body, signal });
  }

  verifySecondFactor(answer: SecondFactorCode, signal?: AbortSignal): Promise<Tokens> {
    const body = { ticket: answer.ticket, code: typedSecondFactorCode(answer.code) };
    return this.client.call('verifySecondFactor', { body, signal });
  }
}
