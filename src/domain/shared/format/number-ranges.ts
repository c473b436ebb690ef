/** Numbers written short: the listed runs, and how many numbers were left out past the limit. */
export interface NumberRanges {
  /** "3–120, 122, 130–450": sorted, each number once, consecutive ones as a run. */
  readonly listed: string;
  /** The numbers of the runs past `maxRuns`, not listed (0 when all are). */
  readonly more: number;
}

/**
 * Numbers (rows of a file, say) written short for a sentence, so that a message stays one
 * readable line whatever the count: runs of consecutive numbers as "3–120", at most `maxRuns`
 * runs, the rest counted.
 */
export function formatNumberRanges(numbers: Iterable<number>, maxRuns = 10): NumberRanges {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const number of sorted) {
    const last = runs.at(-1);
    if (last && number === last[1] + 1) last[1] = number;
    else runs.push([number, number]);
  }
  const listed = runs.slice(0, maxRuns);
  const more = runs.slice(maxRuns).reduce((count, [from, to]) => count + to - from + 1, 0);
  return {
    listed: listed.map(([from, to]) => (from === to ? String(from) : `${from}–${to}`)).join(', '),
    more,
  };
}
