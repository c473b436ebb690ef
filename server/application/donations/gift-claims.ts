import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  GIFT_CLAIM_CODE_TTL_MS,
  GIFT_CLAIM_TEXTS,
  GIFT_CLAIM_WRONG_CODES,
  isClaimableBy,
} from '../../../src/domain/donations/gift-claims';
import {
  AUTH_MAIL_PER_PURPOSE,
  SIGN_IN_PER_ADDRESS,
  type ThrottleSchedule,
} from '../../domain/shared/attempt-throttle';
import { AppError } from '../shared/app-error';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { Principal } from '../shared/principal';
import type {
  AccountRepository,
  Clock,
  Mailer,
  Random,
  SecretDigest,
  Transactions,
} from '../shared/ports';
import type {
  CurrentDonation,
  DonationRepository,
  DonorRecord,
  DonorRepository,
  GiftClaimCodeRepository,
} from './ports';

/** Wrong codes: five, then growing waits (as a sign-in), counted per member. */
const WRONG_CODE_CHECK: ThrottleSchedule = {
  ...SIGN_IN_PER_ADDRESS,
  freeAttempts: GIFT_CLAIM_WRONG_CODES,
};

/** A gift's days reach no further than these. */
const EVER = { from: '1900-01-01', to: '9999-12-31' } as const;

export interface GiftClaimsDependencies {
  readonly accounts: Pick<AccountRepository, 'find'>;
  readonly donors: DonorRepository;
  readonly donations: DonationRepository;
  readonly giftClaimCodes: GiftClaimCodeRepository;
  readonly transactions: Transactions;
  readonly throttles: AttemptThrottles;
  readonly digest: SecretDigest;
  readonly mailer: Mailer;
  readonly random: Random;
  readonly clock: Clock;
}

/**
 * Issue 31: a gift given as a visitor, claimed by the member later. The outside donors whose
 * name, mobile digits and e-mail are the member's own are offered; a code mailed to the
 * member's own address confirms that the member reads that mailbox.
 */
export class GiftClaims {
  constructor(private readonly deps: GiftClaimsDependencies) {}

  async claimableGifts(principal: Principal): Promise<DataOf<'claimableGifts'>> {
    const gifts = (await this.claimable(principal.userId)).flatMap((found) => found.gifts);
    const years = [...new Set(gifts.map((gift) => Number(gift.donatedOn.slice(0, 4))))];
    return {
      count: gifts.length,
      total: gifts.reduce((sum, gift) => sum + gift.amount, 0),
      years: years.sort((a, b) => b - a),
      gifts: gifts
        .map(({ donatedOn, fundName, amount }) => ({ donatedOn, fundName, amount }))
        .sort((a, b) => b.donatedOn.localeCompare(a.donatedOn)),
    };
  }

  async requestGiftClaim(principal: Principal): Promise<DataOf<'requestGiftClaim'>> {
    const { throttles, digest, random, clock, mailer, giftClaimCodes } = this.deps;
    const account = await this.deps.accounts.find(principal.userId);
    if (!account?.email) throw new AppError('invalidInput', GIFT_CLAIM_TEXTS.noEmail);
    if ((await this.claimable(principal.userId)).length === 0) {
      throw new AppError('notFound', GIFT_CLAIM_TEXTS.nothingToClaim);
    }
    const now = clock.now();
    await throttles.take(
      throttles.keyOf('gift-claim-mail', principal.userId),
      AUTH_MAIL_PER_PURPOSE,
      now,
    );
    const code = random.sixDigitCode();
    const expiresAt = new Date(now.getTime() + GIFT_CLAIM_CODE_TTL_MS).toISOString();
    const email = account.email;
    // The code kept and its mail written together (the outbox delivers it after the commit).
    await this.deps.transactions.run(async () => {
      await giftClaimCodes.keep({
        memberId: principal.userId,
        codeDigest: digest.digest(`gift-claim:${principal.userId}:${code}`),
        expiresAt,
      });
      await mailer.send({
        to: email,
        subject: GIFT_CLAIM_TEXTS.mailSubject,
        text: GIFT_CLAIM_TEXTS.mailBody(code),
      });
    });
    return { email: account.email, expiresAt };
  }

  async confirmGiftClaim(
    principal: Principal,
    body: { readonly code: string },
  ): Promise<DataOf<'confirmGiftClaim'>> {
    const { throttles, digest, clock, giftClaimCodes } = this.deps;
    const memberId = principal.userId;
    const now = clock.now();
    const key = throttles.keyOf('gift-claim-code', memberId);
    await throttles.take(key, WRONG_CODE_CHECK, now);
    const stored = await giftClaimCodes.find(memberId);
    const codeDigest = digest.digest(`gift-claim:${memberId}:${body.code}`);
    if (!stored || stored.codeDigest !== codeDigest || stored.expiresAt <= now.toISOString()) {
      throw new AppError('invalidAuthCode', GIFT_CLAIM_TEXTS.wrongCode);
    }
    await throttles.clear(key);
    return this.deps.transactions.run(async () => {
      // Using the code up is what lets one of two confirms at once through.
      if (!(await giftClaimCodes.forget(memberId, codeDigest))) {
        throw new AppError('invalidAuthCode', GIFT_CLAIM_TEXTS.wrongCode);
      }
      const found = await this.claimable(memberId);
      let count = 0;
      let total = 0;
      for (const { donor, gifts } of found) {
        await this.attach(donor, gifts, memberId, now.toISOString());
        count += gifts.length;
        total += gifts.reduce((sum, gift) => sum + gift.amount, 0);
      }
      return { count, total };
    });
  }

  /**
   * The outside donor becomes the member's when they have none; else its gifts move to the
   * member's donor by a correction record each (the records stay append-only: the history
   * shows who gave as a visitor, and the figures count each gift once).
   */
  private async attach(
    donor: DonorRecord,
    gifts: readonly CurrentDonation[],
    memberId: string,
    at: string,
  ): Promise<void> {
    const { donors, donations, random } = this.deps;
    const own = await donors.findOfMember(memberId);
    if (!own) {
      if (!(await donors.attachToMember(donor.id, memberId, at))) throw claimedMeanwhile();
      return;
    }
    for (const gift of gifts) {
      const { fundName: _fundName, ...record } = gift;
      const appended = await donations.append({
        ...record,
        id: random.id(),
        supersedes: gift.id,
        donorId: own.id,
        recordedAt: at,
        recordedBy: memberId,
      });
      if (!appended) throw claimedMeanwhile();
    }
  }

  /** The member's claimable outside donors, each with its gifts as they stand. */
  private async claimable(
    memberId: string,
  ): Promise<{ donor: DonorRecord; gifts: CurrentDonation[] }[]> {
    const account = await this.deps.accounts.find(memberId);
    if (!account?.name || !account.email || !account.mobile) return [];
    const member = { name: account.name, phone: account.mobile, email: account.email };
    const candidates = await this.deps.donors.matchable({
      names: [account.name.trim()],
      memberIds: [],
      phoneDigits: [],
    });
    const found: { donor: DonorRecord; gifts: CurrentDonation[] }[] = [];
    for (const donor of candidates) {
      if (donor.memberId !== null || !isClaimableBy(donor, member)) continue;
      const gifts = await this.deps.donations.ofDonorBetween(donor.id, EVER.from, EVER.to);
      if (gifts.length > 0) found.push({ donor, gifts });
    }
    return found;
  }
}

function claimedMeanwhile(): AppError {
  return new AppError('invalidState', '이미 가져온 기부입니다. 내 기부 내역을 새로 불러와 주세요.');
}
