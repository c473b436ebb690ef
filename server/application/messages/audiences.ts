import {
  type AudienceFilter,
  type AudienceMember,
  choicesOf,
  inAudience,
  type MessageChannel,
  type MessageKind,
  reachability,
  topicOf,
} from '../../../src/domain/messages';
import type { Clock } from '../shared/ports';
import type { AudienceSources, MessageChoiceRepository } from './campaigns-port';

export interface AudiencesDependencies {
  readonly audienceSources: AudienceSources;
  readonly choices: MessageChoiceRepository;
  readonly clock: Clock;
}

/** An audience as it stands: whom the message reaches, and how many it cannot. */
export interface ResolvedAudience {
  /** Members the filters pick. */
  readonly matched: number;
  readonly reached: readonly AudienceMember[];
  /** Picked, but they chose not to receive it (or their 홍보 consent does not stand). */
  readonly declined: number;
  /** Picked, but without the address the channel needs. */
  readonly noAddress: number;
}

/**
 * Who a message of the office goes to (issue 32, items 2–3): the approved members the filters
 * pick, then of those the ones who receive its kind by its channel — 홍보 only to standing
 * marketing consents, 안내 to all but those who turned it off.
 */
export class Audiences {
  constructor(private readonly deps: AudiencesDependencies) {}

  async resolve(
    filter: AudienceFilter,
    kind: MessageKind,
    channel: MessageChannel,
  ): Promise<ResolvedAudience> {
    const { audienceSources: sources } = this.deps;
    const [members, marketing, choices, donors, duesPayers] = await Promise.all([
      sources.members(),
      sources.marketingAnswers(),
      this.deps.choices.listAll(),
      filter.donorsOfYear !== null && filter.donorsOfYear !== undefined
        ? sources.donorsOf(filter.donorsOfYear, filter.donorsOfFund ?? null)
        : null,
      filter.duesPayersOfYear !== null && filter.duesPayersOfYear !== undefined
        ? sources.duesPayersOf(filter.duesPayersOfYear)
        : null,
    ]);
    const now = this.deps.clock.now();
    const topic = topicOf(kind, channel);
    const reached: AudienceMember[] = [];
    let matched = 0;
    let declined = 0;
    let noAddress = 0;
    for (const member of members) {
      if (!inAudience(member, filter, { donors, duesPayers })) continue;
      const standing = choicesOf(
        choices.get(member.userId) ?? [],
        marketing.get(member.userId) ?? null,
        now,
      );
      if (filter.consentedOnly && !standing.receives.promotion) continue;
      matched += 1;
      const outcome = reachability(member, channel, standing.receives, topic);
      if (outcome === 'reached') reached.push(member);
      else if (outcome === 'declined') declined += 1;
      else noAddress += 1;
    }
    return { matched, reached, declined, noAddress };
  }
}
