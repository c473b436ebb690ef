import type { PostalAddress } from '../shared/address/address';
import {
  type ReceiptBaseInfo,
  type ReceiptIssuer,
  type ReceiptLine,
  type ReceiptScope,
  receiptScopeKey,
} from './receipt';

/**
 * What a receipt holds, decided once for the server and the fake backend: the year it is for,
 * the donations a year's receipt covers, and the donor as it names them.
 */

/** The tax year a receipt is for: the year's own, or the year its one donation was made. */
export function receiptTaxYearOf(scope: ReceiptScope, donatedOn: string): number {
  return scope.kind === 'year' ? scope.year : Number(donatedOn.slice(0, 4));
}

/**
 * The donations a year's receipt covers: the year's, less those with a live receipt of their
 * own (a donation goes on one live receipt only). `liveScopeKeys` holds the donor's live
 * receipts' scope keys (any others too).
 */
export function yearReceiptDonations<Donation extends { readonly donationId: string }>(
  donationsOfYear: readonly Donation[],
  liveScopeKeys: ReadonlySet<string>,
): Donation[] {
  return donationsOfYear.filter(
    (donation) =>
      !liveScopeKeys.has(receiptScopeKey({ kind: 'donation', donationId: donation.donationId })),
  );
}

/**
 * The year whose issued 연간 기부금영수증 holds a donation, or null when the donation may have a
 * receipt of its own: one with a live receipt of its own is not on the year's (see above).
 * `liveScopeKeys` holds the donor's live receipts' scope keys, its own and its year's among them.
 */
export function yearReceiptHolding(
  donation: { readonly donationId: string; readonly donatedOn: string },
  liveScopeKeys: ReadonlySet<string>,
): number | null {
  const own: ReceiptScope = { kind: 'donation', donationId: donation.donationId };
  if (liveScopeKeys.has(receiptScopeKey(own))) return null;
  const year = receiptTaxYearOf(own, donation.donatedOn);
  return liveScopeKeys.has(receiptScopeKey({ kind: 'year', year })) ? year : null;
}

/** The scope keys `yearReceiptHolding` asks about for these donations: their own and their years'. */
export function receiptScopeKeysAround(
  donations: readonly { readonly donationId: string; readonly donatedOn: string }[],
): string[] {
  const keys = new Set<string>();
  for (const donation of donations) {
    const own: ReceiptScope = { kind: 'donation', donationId: donation.donationId };
    keys.add(receiptScopeKey(own));
    keys.add(receiptScopeKey({ kind: 'year', year: receiptTaxYearOf(own, donation.donatedOn) }));
  }
  return [...keys];
}

/** The sum a receipt certifies. */
export function receiptTotalOf(lines: readonly { readonly amount: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/**
 * What a receipt holds, shown before it is sent: a member is named by their current name and
 * address (the road address and its detail), anyone else as the office typed them.
 */
export function receiptBaseInfoOf(parts: {
  readonly scope: ReceiptScope;
  readonly donor: { readonly name: string; readonly address: string | null };
  /** The member the donor is, if any (a name erased on withdrawal is null). */
  readonly member: { readonly name: string | null; readonly address: PostalAddress | null } | null;
  readonly residentNumberMasked: string | null;
  readonly issuer: ReceiptIssuer;
  readonly lines: readonly ReceiptLine[];
  readonly issuedSerial: string | null;
}): ReceiptBaseInfo {
  const { member, donor } = parts;
  const address = member?.address
    ? `${member.address.addr} ${member.address.daddr}`.trim()
    : donor.address;
  return {
    scope: parts.scope,
    donor: {
      name: member?.name ?? donor.name,
      residentNumberMasked: parts.residentNumberMasked,
      address: address || null,
    },
    residentNumberOnFile: parts.residentNumberMasked !== null,
    issuer: parts.issuer,
    lines: parts.lines,
    total: receiptTotalOf(parts.lines),
    issuedSerial: parts.issuedSerial,
  };
}

/** Where the office mails a donor's receipt: to a member's current address, else the donor's. */
export function receiptEmailOf(
  donor: { readonly email: string | null },
  member: { readonly email: string | null } | null,
): string | null {
  return member?.email || donor.email || null;
}
