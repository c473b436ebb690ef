/** How many steps the value axis is cut into, at most. */
const MAX_STEPS = 4;
/** How many dates the time axis names, at most: more would overlap. */
const MAX_DAY_LABELS = 8;

/**
 * The value axis's ticks from 0 to a round number at or above `highest`, in round steps (1, 2
 * or 5 times a power of ten), so that a reader can read a bar's height off them.
 */
export function axisTicks(highest: number): number[] {
  if (highest <= 0) return [0, 1];
  const rough = highest / MAX_STEPS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((each) => each >= rough) ?? rough;
  const wholeStep = Math.max(1, step);
  const steps = Math.ceil(highest / wholeStep);
  return Array.from({ length: steps + 1 }, (_, index) => index * wholeStep);
}

/** Which days the time axis names: evenly spread, always the first and the last. */
export function dayLabelIndexes(dayCount: number): number[] {
  if (dayCount <= 0) return [];
  const every = Math.ceil(dayCount / MAX_DAY_LABELS);
  const indexes = [];
  for (let index = 0; index < dayCount; index += every) indexes.push(index);
  const last = dayCount - 1;
  // The last day replaces a label too close to it.
  if (indexes.at(-1) !== last) {
    if (last - (indexes.at(-1) ?? 0) < every / 2) indexes.pop();
    indexes.push(last);
  }
  return indexes;
}
