import type { ChoiceChange, MessageChoices, MessageTopic } from '../../domain/messages';
import { token } from '../shared/tokens';

/** The topics a member asks to change: the others stay as they are. */
export type WantedChoices = Partial<Readonly<Record<MessageTopic, boolean>>>;

/** What a mail's signed link shows: whose choices (the address masked) and what they are. */
export interface LinkChoices extends MessageChoices {
  readonly email: string | null;
}

/** One member's choices as the office sees them, with every change, newest first. */
export interface MemberMessageChoices {
  readonly choices: MessageChoices;
  readonly changes: readonly ChoiceChange[];
}

/**
 * What a member receives from the office (issue 32, item 4): from /me (signed in), from a mail's
 * signed link `t` (no sign-in; a wrong link is refused with CHOICE_LINK_INVALID), the two-yearly
 * question of the 홍보 consent answered yes, and the office's view of one member. The same words
 * as the contract's calls.
 */
export interface MessageChoicesApi {
  myMessageChoices(signal?: AbortSignal): Promise<MessageChoices>;
  changeMyMessageChoices(wanted: WantedChoices): Promise<MessageChoices>;
  linkMessageChoices(link: string, signal?: AbortSignal): Promise<LinkChoices>;
  changeLinkMessageChoices(link: string, wanted: WantedChoices): Promise<MessageChoices>;
  /** The 홍보 consent given again now: it stands two more years. */
  confirmPromotion(link: string): Promise<MessageChoices>;
  memberMessageChoices(userId: string, signal?: AbortSignal): Promise<MemberMessageChoices>;
}

export const MESSAGE_CHOICES_API = token<MessageChoicesApi>('MessageChoicesApi');
