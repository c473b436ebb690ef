import type { ConsentChangeBody } from '../../../src/contract/shared/consent-schemas';
import {
  CONSENT_KINDS,
  type ConsentState,
  currentConsentsOf,
  NOT_A_CONSENT,
  OPTIONAL_CONSENTS,
  REQUIRED_CONSENT_REFUSAL,
} from '../../../src/domain/accounts';
import { CONSENT_VERSIONS } from '../../domain/accounts';
import { AppError } from '../shared/app-error';
import type { ConsentHistory } from '../accounts';
import type { AccountRepository, Clock, Random } from '../shared/ports';
import type { Principal } from '../shared/principal';

export interface MyConsentsDependencies {
  readonly accounts: AccountRepository;
  readonly consentHistory: ConsentHistory;
  readonly clock: Clock;
  readonly random: Random;
}

/**
 * The member's consents (/me): each as it stands, and the optional ones given or withdrawn at
 * any time (the marketing notice promises it). Every change is a new answer beside the earlier
 * ones (account_consents), with the version of the text and the time; required consents end
 * only with the account (withdrawal).
 */
export class MyConsents {
  constructor(private readonly deps: MyConsentsDependencies) {}

  async getMyConsents(principal: Principal): Promise<ConsentState[]> {
    await this.requireMember(principal);
    return this.current(principal.userId);
  }

  async changeMyConsent(principal: Principal, change: ConsentChangeBody): Promise<ConsentState[]> {
    await this.requireMember(principal);
    if (!CONSENT_KINDS.includes(change.kind)) throw new AppError('invalidInput', NOT_A_CONSENT);
    if (!OPTIONAL_CONSENTS.includes(change.kind)) {
      throw new AppError('invalidInput', REQUIRED_CONSENT_REFUSAL);
    }
    const before = (await this.current(principal.userId)).find(
      (consent) => consent.kind === change.kind,
    );
    // The same answer again changes nothing: the history keeps changes, not clicks.
    if (before?.agreed !== change.agreed) {
      await this.deps.consentHistory.add([
        {
          consentId: this.deps.random.id(),
          userId: principal.userId,
          kind: change.kind,
          version: CONSENT_VERSIONS[change.kind],
          agreed: change.agreed,
          recordedAt: this.deps.clock.now().toISOString(),
        },
      ]);
    }
    return this.current(principal.userId);
  }

  private async current(userId: string): Promise<ConsentState[]> {
    return currentConsentsOf(await this.deps.consentHistory.of(userId));
  }

  private async requireMember(principal: Principal): Promise<void> {
    const profile = await this.deps.accounts.findProfile(principal.userId);
    if (profile?.status !== 'approved') throw new AppError('unauthenticated');
  }
}
