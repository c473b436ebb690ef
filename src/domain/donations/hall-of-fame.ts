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
