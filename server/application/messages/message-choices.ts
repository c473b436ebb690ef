import { CONSENT_VERSIONS } from '../../../src/domain/accounts';
import {
  CHOICE_LINK_INVALID,
  type ChoiceChange,
  type ChoiceSource,
  changedTopics,
  choicesOf,
  type MessageChoices,
  type MessageTopic,
  NOTICE_TOPICS,
  type NoticeTopic,
} from '../../../src/domain/messages';
import { maskedEmail } from '../../../src/domain/payments';
import type { ConsentHistory } from '../accounts';
import { AppError } from '../shared/app-error';
import type { AccountRepository, Clock, Random, Transactions } from '../shared/ports';
import type { MessageChoiceRepository } from './campaigns-port';
import type { ChoiceLinks } from './choice-links';

export interface MessageChoicesDependencies {
  readonly choices: MessageChoiceRepository;
  readonly consentHistory: ConsentHistory;
  readonly accounts: AccountRepository;
  readonly choiceLinks: ChoiceLinks;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
}

/** What the link's page shows: whose choices (the address masked) and what they are. */
export interface LinkChoices extends MessageChoices {
  readonly email: string | null;
}

/**
 * What a member receives from the office (issue 32, item 4): read and changed from /me, from the
 * signed link of a mail, or refused in one click by the mail program (RFC 8058). 안내 changes
 * are kept in the messages' record with where they were made; 홍보 is the marketing consent,
 * given or withdrawn in the accounts' history, and confirmed there every two years.
 */
export class MessageChoicesService {
  constructor(private readonly deps: MessageChoicesDependencies) {}

  async myMessageChoices(userId: string): Promise<MessageChoices> {
    await this.requireMember(userId);
    return this.standing(userId);
  }

  async changeMyMessageChoices(
    userId: string,
    wanted: Partial<Record<MessageTopic, boolean>>,
  ): Promise<MessageChoices> {
    await this.requireMember(userId);
    return this.change(userId, wanted, 'me');
  }

  async linkMessageChoices(token: string): Promise<LinkChoices> {
    const userId = await this.memberOfLink(token);
    const account = await this.deps.accounts.find(userId);
    return {
      ...(await this.standing(userId)),
      email: account?.email ? maskedEmail(account.email) : null,
    };
  }

  async changeLinkMessageChoices(
    token: string,
    wanted: Partial<Record<MessageTopic, boolean>>,
  ): Promise<MessageChoices> {
    const userId = await this.memberOfLink(token);
    return this.change(userId, wanted, 'link');
  }

  /** The mail program's one-click refusal: the topic off, whatever it was. */
  async oneClickUnsubscribe(token: string, topic: MessageTopic): Promise<void> {
    const userId = await this.memberOfLink(token);
    await this.change(userId, { [topic]: false }, 'one-click');
  }

  /**
   * The two-yearly question answered yes: the consent given again now, so that it stands two
   * more years (the member's own click, so it gives the consent even if withdrawn meanwhile).
   */
  async confirmPromotion(token: string): Promise<MessageChoices> {
    const userId = await this.memberOfLink(token);
    const now = this.deps.clock.now().toISOString();
    await this.deps.consentHistory.add([this.marketingAnswer(userId, true, now)]);
    return this.standing(userId);
  }

  /** The member's choices as they stand, and every change, newest first (the office's page). */
  async memberMessageChoices(
    userId: string,
  ): Promise<{ readonly choices: MessageChoices; readonly changes: ChoiceChange[] }> {
    return { choices: await this.standing(userId), changes: await this.changesOf(userId) };
  }

  private async changesOf(userId: string): Promise<ChoiceChange[]> {
    const [notices, consents] = await Promise.all([
      this.deps.choices.listFor(userId),
      this.deps.consentHistory.of(userId),
    ]);
    const promotion: ChoiceChange[] = consents
      .filter((answer) => answer.kind === 'marketing')
      .map((answer) => ({
        topic: 'promotion',
        receives: answer.agreed,
        source: null,
        recordedAt: answer.recordedAt,
      }));
    return [...notices, ...promotion].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
  }

  private async change(
    userId: string,
    wanted: Partial<Record<MessageTopic, boolean>>,
    source: ChoiceSource,
  ): Promise<MessageChoices> {
    const { transactions, clock, random } = this.deps;
    await transactions.run(async () => {
      const now = clock.now().toISOString();
      for (const { topic, receives } of changedTopics(await this.standing(userId), wanted)) {
        if (topic === 'promotion') {
          await this.deps.consentHistory.add([this.marketingAnswer(userId, receives, now)]);
        } else {
          await this.deps.choices.add({
            choiceId: random.id(),
            userId,
            topic: topic satisfies NoticeTopic,
            receives,
            source,
            recordedAt: now,
          });
        }
      }
    });
    return this.standing(userId);
  }

  private marketingAnswer(userId: string, agreed: boolean, recordedAt: string) {
    return {
      consentId: this.deps.random.id(),
      userId,
      kind: 'marketing' as const,
      version: CONSENT_VERSIONS.marketing,
      agreed,
      recordedAt,
    };
  }

  private async standing(userId: string): Promise<MessageChoices> {
    const [notices, consents] = await Promise.all([
      this.deps.choices.listFor(userId),
      this.deps.consentHistory.of(userId),
    ]);
    const marketing = consents
      .filter((answer) => answer.kind === 'marketing')
      .reduce<(typeof consents)[number] | null>(
        (last, answer) => (!last || last.recordedAt <= answer.recordedAt ? answer : last),
        null,
      );
    return choicesOf(
      notices.filter((change) => (NOTICE_TOPICS as readonly string[]).includes(change.topic)),
      marketing,
      this.deps.clock.now(),
    );
  }

  private async memberOfLink(token: string): Promise<string> {
    const userId = this.deps.choiceLinks.memberOf(token);
    const account = userId ? await this.deps.accounts.findProfile(userId) : null;
    // A withdrawn or erased member's link answers like a forged one: nothing to change.
    if (!userId || !account || account.status === 'withdrawn') {
      throw new AppError('invalidInput', CHOICE_LINK_INVALID);
    }
    return userId;
  }

  private async requireMember(userId: string): Promise<void> {
    const profile = await this.deps.accounts.findProfile(userId);
    if (profile?.status !== 'approved') throw new AppError('unauthenticated');
  }
}
