import { ORGANIZATION_MAX_DEPTH } from '../../domain/content/organization';

/**
 * The console's edits of the chart's list in reading order: each moves a position with the
 * positions under it (its branch), so that the list always stays a tree.
 */
interface Placed {
  readonly depth: number;
}

/** Where the branch of the position at `index` ends (the index after its last position). */
export function branchEnd(rows: readonly Placed[], index: number): number {
  const depth = rows[index]?.depth ?? 0;
  let end = index + 1;
  while (end < rows.length && (rows[end]?.depth ?? 0) > depth) end += 1;
  return end;
}

/** The position before it at the same level under the same parent, if any. */
function previousSibling(rows: readonly Placed[], index: number): number | null {
  const depth = rows[index]?.depth ?? 0;
  for (let at = index - 1; at >= 0; at -= 1) {
    const other = rows[at]?.depth ?? 0;
    if (other === depth) return at;
    if (other < depth) return null;
  }
  return null;
}

function shifted<T extends Placed>(rows: readonly T[], by: number): T[] {
  return rows.map((row) => ({ ...row, depth: row.depth + by }));
}

/** The deepest level in the branch at `index`, counted from it (0: no positions under it). */
function branchHeight(rows: readonly Placed[], index: number): number {
  const depth = rows[index]?.depth ?? 0;
  return Math.max(0, ...rows.slice(index, branchEnd(rows, index)).map((row) => row.depth - depth));
}

export function withChild<T extends Placed>(rows: readonly T[], index: number, child: T): T[] {
  const end = branchEnd(rows, index);
  const depth = (rows[index]?.depth ?? -1) + 1;
  return [...rows.slice(0, end), { ...child, depth }, ...rows.slice(end)];
}

export function canAddChild(rows: readonly Placed[], index: number): boolean {
  return (rows[index]?.depth ?? 0) + 1 < ORGANIZATION_MAX_DEPTH;
}

export function withoutBranch<T extends Placed>(rows: readonly T[], index: number): T[] {
  return [...rows.slice(0, index), ...rows.slice(branchEnd(rows, index))];
}

export function canMoveUp(rows: readonly Placed[], index: number): boolean {
  return previousSibling(rows, index) !== null;
}

/** The branch swapped with the one before it under the same parent. */
export function movedUp<T extends Placed>(rows: readonly T[], index: number): T[] {
  const before = previousSibling(rows, index);
  if (before === null) return [...rows];
  const end = branchEnd(rows, index);
  return [
    ...rows.slice(0, before),
    ...rows.slice(index, end),
    ...rows.slice(before, index),
    ...rows.slice(end),
  ];
}

export function canMoveDown(rows: readonly Placed[], index: number): boolean {
  return rows[branchEnd(rows, index)]?.depth === rows[index]?.depth;
}

export function movedDown<T extends Placed>(rows: readonly T[], index: number): T[] {
  return canMoveDown(rows, index) ? movedUp(rows, branchEnd(rows, index)) : [...rows];
}

/** It may go under the position before it, within the chart's levels. */
export function canIndent(rows: readonly Placed[], index: number): boolean {
  return (
    previousSibling(rows, index) !== null &&
    (rows[index]?.depth ?? 0) + branchHeight(rows, index) + 1 < ORGANIZATION_MAX_DEPTH
  );
}

/** The branch moved under the position before it at its level, as its last. */
export function indented<T extends Placed>(rows: readonly T[], index: number): T[] {
  if (!canIndent(rows, index)) return [...rows];
  const end = branchEnd(rows, index);
  return [...rows.slice(0, index), ...shifted(rows.slice(index, end), 1), ...rows.slice(end)];
}

export function canOutdent(rows: readonly Placed[], index: number): boolean {
  return (rows[index]?.depth ?? 0) > 0;
}

/** The branch moved up a level, just after its parent's branch (its next siblings stay put). */
export function outdented<T extends Placed>(rows: readonly T[], index: number): T[] {
  if (!canOutdent(rows, index)) return [...rows];
  const end = branchEnd(rows, index);
  const branch = shifted(rows.slice(index, end), -1);
  const rest = [...rows.slice(0, index), ...rows.slice(end)];
  const depth = rows[index]?.depth ?? 0;
  let parent = index - 1;
  while (parent > 0 && (rest[parent]?.depth ?? 0) >= depth) parent -= 1;
  const after = branchEnd(rest, parent);
  return [...rest.slice(0, after), ...branch, ...rest.slice(after)];
}

/** The moves of a branch the console offers, each with when it may be made. */
export const BRANCH_MOVES = {
  up: { allowed: canMoveUp, moved: movedUp },
  down: { allowed: canMoveDown, moved: movedDown },
  indent: { allowed: canIndent, moved: indented },
  outdent: { allowed: canOutdent, moved: outdented },
} as const;
