import { timingSafeEqual } from 'node:crypto';
import type { MessageTopic } from '../../../src/domain/messages';
import type { SecretDigest } from '../shared/ports';

export interface ChoiceLinksDependencies {
  readonly digest: SecretDigest;
  readonly publicOrigin: string;
}

/** How much of the keyed digest a link carries: 128 bits, in base64url. */
const SIGNATURE_LENGTH = 22;

/**
 * The signed links of the office's messages (issue 32, item 4): each names its member and is
 * signed with the server's key, so that a member changes what they receive from the mail alone,
 * without signing in, and no one can make a link for another member. They do not expire: a
 * refusal must work from a mail read months later (RFC 8058 asks as much).
 */
export class ChoiceLinks {
  constructor(private readonly deps: ChoiceLinksDependencies) {}

  /** `<member in base64url>.<signature>`. */
  tokenFor(userId: string): string {
    return `${Buffer.from(userId, 'utf8').toString('base64url')}.${this.signature(userId)}`;
  }

  /** The member a token names, or null when it is not one this server signed. */
  memberOf(token: string): string | null {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined || encoded.length > 200) return null;
    const userId = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(this.signature(userId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  /** The page where the member chooses (the footer's link). */
  choicesPage(userId: string): string {
    return `${this.deps.publicOrigin}/messages/choices?t=${this.tokenFor(userId)}`;
  }

  /** The two-yearly question's answer: the same page, asking to confirm 홍보. */
  confirmationPage(userId: string): string {
    return `${this.choicesPage(userId)}&confirm=promotion`;
  }

  /** RFC 8058's address: a POST refuses the topic at once; a GET shows the page. */
  oneClick(userId: string, topic: MessageTopic): string {
    return `${this.deps.publicOrigin}/api/messages/unsubscribe?t=${this.tokenFor(userId)}&topic=${topic}`;
  }

  private signature(userId: string): string {
    return this.deps.digest.digest(`message-choices:${userId}`).slice(0, SIGNATURE_LENGTH);
  }
}
