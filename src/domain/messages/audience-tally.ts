import {
  type AudienceFilter,
  type AudienceLists,
  type AudienceMember,
  inAudience,
  reachability,
} from './campaigns';
import { type MessageChannel, type MessageChoices, topicOf } from './message-choices';
import type { MessageKind } from './promotion-rules';

/** An audience as it stands: whom a message reaches, and how many it cannot, by why. */
export interface AudienceTally {
  /** Members the filters pick. */
  readonly matched: number;
  readonly reached: readonly AudienceMember[];
  /** Picked, but they chose not to receive it (or their 홍보 consent does not stand). */
  readonly declined: number;
  /** Picked, but without the address the channel needs. */
  readonly noAddress: number;
}

/**
 * Who a message of the office goes to (issue 32, items 2–3), from the roster and each member's
 * choices as they stand: the members the filters pick (with 홍보 수신 동의자만, only standing
 * consents), then of those the ones who receive its kind by its channel.
 */
export function tallyAudience(
  members: readonly AudienceMember[],
  filter: AudienceFilter,
  lists: AudienceLists,
  choicesOf: (member: AudienceMember) => MessageChoices,
  message: { readonly kind: MessageKind; readonly channel: MessageChannel },
): AudienceTally {
  const topic = topicOf(message.kind, message.channel);
  const reached: AudienceMember[] = [];
  let matched = 0;
  let declined = 0;
  let noAddress = 0;
  for (const member of members) {
    if (!inAudience(member, filter, lists)) continue;
    const standing = choicesOf(member);
    if (filter.consentedOnly && !standing.receives.promotion) continue;
    matched += 1;
    const outcome = reachability(member, message.channel, standing.receives, topic);
    if (outcome === 'reached') reached.push(member);
    else if (outcome === 'declined') declined += 1;
    else noAddress += 1;
  }
  return { matched, reached, declined, noAddress };
}
