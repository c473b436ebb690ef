import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORGANIZATION_MAX_DEPTH,
  organizationRefusal,
} from '../../../src/domain/content/organization';
import * as edits from '../../../src/ui/content/organization-rows';

interface Row {
  readonly depth: number;
  readonly title: string;
}

const MOVES = ['up', 'down', 'indent', 'outdent', 'child', 'remove'] as const;

function applied(rows: readonly Row[], move: (typeof MOVES)[number], index: number): Row[] {
  switch (move) {
    case 'up':
      return edits.canMoveUp(rows, index) ? edits.movedUp(rows, index) : [...rows];
    case 'down':
      return edits.canMoveDown(rows, index) ? edits.movedDown(rows, index) : [...rows];
    case 'indent':
      return edits.indented(rows, index);
    case 'outdent':
      return edits.outdented(rows, index);
    case 'child':
      return edits.canAddChild(rows, index)
        ? edits.withChild(rows, index, { depth: 0, title: `새${rows.length}` })
        : [...rows];
    case 'remove':
      return edits.withoutBranch(rows, index);
  }
}

const positions = (rows: readonly Row[]) =>
  rows.map(({ depth, title }) => ({
    depth,
    title,
    holderName: null,
    classNumber: null,
    contact: null,
  }));

describe('the console’s edits of the chart (issue 29 item 14)', () => {
  it('keep any chart a tree within its levels, whatever the office presses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...MOVES), fc.nat()), { maxLength: 40 }),
        (presses) => {
          let rows: Row[] = [{ depth: 0, title: '회장' }];
          for (const [move, at] of presses) {
            if (rows.length === 0) rows = [{ depth: 0, title: '회장' }];
            const before = rows;
            rows = applied(rows, move, at % rows.length);
            expect(organizationRefusal(positions(rows))).toBeNull();
            if (move !== 'child' && move !== 'remove') {
              // A move keeps every position, only placed elsewhere.
              expect(rows.map((row) => row.title).sort()).toEqual(
                before.map((row) => row.title).sort(),
              );
            }
          }
        },
      ),
    );
  });

  it('moves a position with its branch, and out a level after its parent’s branch', () => {
    const rows: Row[] = [
      { depth: 0, title: '회장' },
      { depth: 1, title: '사무총장' },
      { depth: 2, title: '사무국' },
      { depth: 3, title: '총무' },
      { depth: 2, title: '홍보' },
      { depth: 1, title: '감사' },
    ];
    expect(edits.movedDown(rows, 1).map((row) => row.title)).toEqual([
      '회장',
      '감사',
      '사무총장',
      '사무국',
      '총무',
      '홍보',
    ]);
    expect(edits.outdented(rows, 2).map((row) => [row.depth, row.title])).toEqual([
      [0, '회장'],
      [1, '사무총장'],
      [2, '홍보'],
      [1, '사무국'],
      [2, '총무'],
      [1, '감사'],
    ]);
    const deepest = Array.from({ length: ORGANIZATION_MAX_DEPTH }, (_, depth) => ({
      depth,
      title: String(depth),
    }));
    expect(edits.canAddChild(deepest, ORGANIZATION_MAX_DEPTH - 1)).toBe(false);
  });
});
