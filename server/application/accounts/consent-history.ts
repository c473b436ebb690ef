import type { ConsentRecord, ConsentRepository } from './ports';

/**
 * The members' answers to the consents, each kept beside the earlier ones (sign-up's here;
 * my-info's later changes through this entry, as `consentHistory`).
 */
export class ConsentHistory {
  constructor(private readonly deps: { readonly consents: ConsentRepository }) {}

  /** Every answer the member gave. */
  of(userId: string): Promise<readonly ConsentRecord[]> {
    return this.deps.consents.listFor(userId);
  }

  /** Every member's last answer to the marketing consent (the office's 홍보 audience). */
  lastMarketingAnswers(): Promise<ReadonlyMap<string, ConsentRecord>> {
    return this.deps.consents.lastAnswers('marketing');
  }

  /** Keeps new answers beside the earlier ones. */
  add(consents: readonly ConsentRecord[]): Promise<void> {
    return this.deps.consents.insert(consents);
  }
}
