import { timingSafeEqual } from 'node:crypto';
import type { SecretDigest } from '../shared/ports';

/** How much of the keyed digest a token carries: 128 bits, in base64url. */
const SIGNATURE_LENGTH = 22;

/**
 * A registration's signed token (issue 33, items 2 and 5): the mail's link and the QR code the
 * door scans hold it, so that a visitor reaches their own registration without an account and
 * nobody can make one for another's. Signed with the server's key (the keyed digest the message
 * links use), compared in constant time; it does not expire (the QR is scanned on the day).
 */
export class RegistrationTokens {
  constructor(private readonly digest: SecretDigest) {}

  /** `<registration in base64url>.<signature>`. */
  tokenFor(registrationId: string): string {
    return `${Buffer.from(registrationId, 'utf8').toString('base64url')}.${this.signature(registrationId)}`;
  }

  /** The registration a token names, or null when this server did not sign it. */
  registrationOf(token: string): string | null {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined || encoded.length > 200) return null;
    const registrationId = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(this.signature(registrationId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? registrationId
      : null;
  }

  private signature(registrationId: string): string {
    return this.digest.digest(`event-registration:${registrationId}`).slice(0, SIGNATURE_LENGTH);
  }
}
