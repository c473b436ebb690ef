import {
  type AudienceFilter,
  type AudienceTally,
  choicesOf,
  type MessageChannel,
  type MessageKind,
  tallyAudience,
} from '../../../src/domain/messages';
import type { Clock } from '../shared/ports';
import type { AudienceSources, MessageChoiceRepository } from './campaigns-port';

export interface AudiencesDependencies {
  readonly audienceSources: AudienceSources;
  readonly choices: MessageChoiceRepository;
  readonly clock: Clock;
}

/** An audience as it stands: whom the message reaches, and how many it cannot. */
export type ResolvedAudience = AudienceTally;

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
    return tallyAudience(
      members,
      filter,
      { donors, duesPayers },
      (member) =>
        choicesOf(choices.get(member.userId) ?? [], marketing.get(member.userId) ?? null, now),
      { kind, channel },
    );
  }
}
