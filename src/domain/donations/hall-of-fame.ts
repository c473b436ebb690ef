/**
 * The hall of fame's tiers (명예의 전당, issue 14): a donor's cumulative amount places them in
 * the highest tier whose threshold it reaches; below the lowest, in none. Only donors who
 * agreed to be named are listed (the choice is theirs; not named by default).
 */
export interface HallOfFameTier {
  /** Whole won the cumulative amount must reach. */
  readonly threshold: number;
  readonly label: string;
}

/** Highest first. */
export const HALL_OF_FAME_TIERS: readonly HallOfFameTier[] = [
  { threshold: 100_000_000, label: '1억 원 이상' },
  { threshold: 50_000_000, label: '5천만 원 이상' },
  { threshold: 10_000_000, label: '1천만 원 이상' },
  { threshold: 5_000_000, label: '5백만 원 이상' },
  { threshold: 1_000_000, label: '1백만 원 이상' },
];

/** The tier of a cumulative amount in whole won, or null below the lowest. */
export function hallOfFameTier(cumulativeWon: number): HallOfFameTier | null {
  return HALL_OF_FAME_TIERS.find((tier) => cumulativeWon >= tier.threshold) ?? null;
}

/** A donor as the hall of fame lists them: the tier, never the amount (they agreed to be named). */
export interface HallOfFameEntry {
  readonly name: string;
  readonly graduationYear: number | null;
  readonly company: boolean;
  /** The tier's label, e.g. 1억 원 이상. */
  readonly tier: string;
}

export interface NamedDonorTotal {
  readonly name: string;
  readonly graduationYear: number | null;
  readonly company: boolean;
  readonly totalAmount: number;
}

/**
 * The hall of fame from the totals of donors who agreed to be named: those in a tier, highest
 * tier first and by name (가나다) within it, so that the order gives away no one's amount.
 */
export function hallOfFameOf(donors: readonly NamedDonorTotal[]): HallOfFameEntry[] {
  const placed = donors.flatMap((donor) => {
    const tier = hallOfFameTier(donor.totalAmount);
    return tier ? [{ donor, rank: HALL_OF_FAME_TIERS.indexOf(tier), tier }] : [];
  });
  placed.sort((a, b) => a.rank - b.rank || a.donor.name.localeCompare(b.donor.name, 'ko'));
  return placed.map(({ donor, tier }) => ({
    name: donor.name,
    graduationYear: donor.graduationYear,
    company: donor.company,
    tier: tier.label,
  }));
}
