import { inject, injectable } from 'inversify';
import type { PledgeApi } from '../../application/payments/payment-api';
import type { CardRegistrationRedirect, PledgeChange } from '../../domain/payments';
import { ApiClient } from './api-client';

/** The member's monthly pledges (/api/user/my/pledges…). */
@injectable()
export class HttpPledgeApi implements PledgeApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  registerPledgeCard(redirect: CardRegistrationRedirect) {
    const { pledgeId, authKey, customerKey } = redirect;
    return this.client.call('registerPledgeCard', { body: { pledgeId, authKey, customerKey } });
  }

  myPledges(signal?: AbortSignal) {
    return this.client.call('myPledges', { signal });
  }

  changeMyPledge(pledgeId: string, change: PledgeChange) {
    return this.client.call('changeMyPledge', { params: { pledgeId }, body: { ...change } });
  }
}

// Loaded with the member's adapter (composition/features/payments.ts): one loader at start-up.
export { HttpOfficePledgeApi } from './http-office-pledge-api';
