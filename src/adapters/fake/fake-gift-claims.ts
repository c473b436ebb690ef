import type { ClaimableGifts } from '../../application/donations/donation-api';
import {
  GIFT_CLAIM_CODE_TTL_MS,
  GIFT_CLAIM_TEXTS,
  isClaimableBy,
} from '../../domain/donations/gift-claims';
import type { FakeBackend } from './fake-backend';
import type { FakeDonationRecord } from './fake-donation-records';
import { refusal } from './fake-error';
import { CODE_MAILS, WRONG_PASSWORDS } from './fake-throttles';

interface KeptCode {
  readonly code: string;
  readonly expiresAt: number;
}

/** The codes mailed for claims, by member: the fake's one browser needs no table. */
const codesOf = new WeakMap<FakeBackend, Map<string, KeptCode>>();

/**
 * A visitor's gifts claimed by the member later (issue 31), as the server's GiftClaims does:
 * the outside donors with the member's name, mobile and e-mail, a code mailed to the member's own
 * address (kept in the demo's mailbox), five wrong codes and then a wait; the outside donor
 * becomes the member's, or its gifts move to the member's own donor by a correction record each.
 */
export class FakeGiftClaims {
  constructor(private readonly backend: FakeBackend) {}

  claimableGifts(): ClaimableGifts {
    const gifts = this.claimable().flatMap(({ gifts: each }) => each);
    const years = [...new Set(gifts.map((gift) => Number(gift.donatedOn.slice(0, 4))))];
    const records = this.backend.donationRecords;
    return {
      count: gifts.length,
      total: gifts.reduce((sum, gift) => sum + gift.amount, 0),
      years: years.sort((a, b) => b - a),
      gifts: gifts
        .map(({ donatedOn, fundId, amount }) => ({
          donatedOn,
          fundName: records.fundName(fundId),
          amount,
        }))
        .sort((a, b) => b.donatedOn.localeCompare(a.donatedOn)),
    };
  }

  requestGiftClaim(): { email: string; expiresAt: string } {
    const { profile } = this.backend.requireAccount();
    if (!profile.email) throw refusal('invalidInput', GIFT_CLAIM_TEXTS.noEmail);
    if (this.claimable().length === 0) throw refusal('notFound', GIFT_CLAIM_TEXTS.nothingToClaim);
    this.backend.throttles.take(`gift-claim-mail:${profile.userId}`, CODE_MAILS);
    const code = String(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0)
      .slice(-6)
      .padStart(6, '0');
    const expiresAt = this.backend.clock.now().getTime() + GIFT_CLAIM_CODE_TTL_MS;
    this.codes().set(profile.userId, { code, expiresAt });
    this.backend.sendMail({
      to: profile.email,
      subject: GIFT_CLAIM_TEXTS.mailSubject,
      text: GIFT_CLAIM_TEXTS.mailBody(code),
    });
    return { email: profile.email, expiresAt: new Date(expiresAt).toISOString() };
  }

  confirmGiftClaim(code: string): { count: number; total: number } {
    const memberId = this.backend.requireAccount().profile.userId;
    const key = `gift-claim-code:${memberId}`;
    this.backend.throttles.take(key, WRONG_PASSWORDS);
    const kept = this.codes().get(memberId);
    if (!kept || kept.code !== code || kept.expiresAt <= this.backend.clock.now().getTime()) {
      throw refusal('invalidAuthCode', GIFT_CLAIM_TEXTS.wrongCode);
    }
    this.backend.throttles.clear(key);
    this.codes().delete(memberId);
    let count = 0;
    let total = 0;
    for (const { donorId, gifts } of this.claimable()) {
      this.attach(donorId, gifts, memberId);
      count += gifts.length;
      total += gifts.reduce((sum, gift) => sum + gift.amount, 0);
    }
    return { count, total };
  }

  private attach(donorId: string, gifts: readonly FakeDonationRecord[], memberId: string): void {
    const records = this.backend.donationRecords;
    const at = this.backend.clock.now().toISOString();
    const own = records.donorOfMember(memberId);
    if (!own) {
      records.donors = records.donors.map((donor) =>
        donor.donorId === donorId ? { ...donor, memberId, updatedAt: at } : donor,
      );
      return;
    }
    for (const gift of gifts) {
      records.records.push({
        ...gift,
        id: this.backend.nextId('donation-record'),
        supersedes: gift.id,
        donorId: own.donorId,
        recordedAt: at,
      });
    }
  }

  private claimable(): { donorId: string; gifts: FakeDonationRecord[] }[] {
    const { profile } = this.backend.requireAccount();
    if (!profile.name || !profile.email || !profile.mobile) return [];
    const member = { name: profile.name, phone: profile.mobile, email: profile.email };
    const records = this.backend.donationRecords;
    return records.donors
      .filter((donor) => donor.memberId === null && isClaimableBy(donor, member))
      .map((donor) => ({
        donorId: donor.donorId,
        gifts: records.matching({ from: null, to: null }, { donorId: donor.donorId }),
      }))
      .filter(({ gifts }) => gifts.length > 0);
  }

  private codes(): Map<string, KeptCode> {
    let codes = codesOf.get(this.backend);
    if (!codes) {
      codes = new Map();
      codesOf.set(this.backend, codes);
    }
    return codes;
  }
}
