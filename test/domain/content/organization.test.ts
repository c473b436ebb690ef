import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holderLabelOf,
  MAX_CLASS_NUMBER,
  ORGANIZATION_DEPTH_SKIPPED,
  ORGANIZATION_MAX_DEPTH,
  ORGANIZATION_MAX_POSITIONS,
  ORGANIZATION_TOO_DEEP,
  ORGANIZATION_TOO_MANY,
  type OrganizationNode,
  type OrganizationPosition,
  organizationPositionsOf,
  organizationRefusal,
  organizationTree,
  POSITION_CLASS_OUT_OF_RANGE,
  POSITION_CLASS_WITHOUT_HOLDER,
  POSITION_HOLDER_MAX_LENGTH,
  POSITION_HOLDER_TOO_LONG,
  POSITION_REFUSED_CHARACTER,
  POSITION_TITLE_MAX_LENGTH,
  POSITION_TITLE_REQUIRED,
  POSITION_TITLE_TOO_LONG,
  positionAt as position,
  savedOrganization,
} from '../../../src/domain/content/organization';

const CHART: readonly OrganizationPosition[] = [
  position(0, '회장', '박정우', 46),
  position(1, '수석부회장', '김민준', 48),
  position(1, '부회장단'),
  position(2, '부회장', '이서연', 52),
  position(1, '사무총장', '최동현', 55),
  position(2, '사무국'),
  position(0, '감사', '정미경', 44),
];

describe('the organisation chart (issue 29 item 14, 조직도)', () => {
  it('draws the tree its reading order stands for', () => {
    const tree = organizationTree(CHART);
    expect(tree.map((node) => node.position.title)).toEqual(['회장', '감사']);
    const [president] = tree;
    expect(president?.children.map((node) => node.position.title)).toEqual([
      '수석부회장',
      '부회장단',
      '사무총장',
    ]);
    expect(president?.children[1]?.children.map((node) => node.position.holderName)).toEqual([
      '이서연',
    ]);
    expect(organizationPositionsOf(tree)).toEqual(CHART);
  });

  it('stores texts trimmed and blank ones as none', () => {
    const saved = savedOrganization([
      { depth: 0, title: ' 회장 ', holderName: ' 박정우 ', classNumber: 46, contact: '  ' },
      { depth: 1, title: '사무국', holderName: '', classNumber: null, contact: ' 02-123-4567 ' },
    ]);
    expect(saved).toEqual({
      ok: true,
      value: [
        { depth: 0, title: '회장', holderName: '박정우', classNumber: 46, contact: null },
        { depth: 1, title: '사무국', holderName: null, classNumber: null, contact: '02-123-4567' },
      ],
    });
  });

  it.each([
    ['a first position below nothing', [position(1, '회장')], ORGANIZATION_DEPTH_SKIPPED],
    ['a level skipped', [position(0, '회장'), position(2, '사무국')], ORGANIZATION_DEPTH_SKIPPED],
    ['a negative depth', [position(-1, '회장')], ORGANIZATION_DEPTH_SKIPPED],
    [
      'more levels than the chart draws',
      Array.from({ length: ORGANIZATION_MAX_DEPTH + 1 }, (_, depth) => position(depth, '직책')),
      ORGANIZATION_TOO_DEEP,
    ],
    [
      'more positions than allowed',
      Array.from({ length: ORGANIZATION_MAX_POSITIONS + 1 }, () => position(0, '이사')),
      ORGANIZATION_TOO_MANY,
    ],
    ['a blank title', [position(0, '  ')], POSITION_TITLE_REQUIRED],
    [
      'a long title',
      [position(0, '가'.repeat(POSITION_TITLE_MAX_LENGTH + 1))],
      POSITION_TITLE_TOO_LONG,
    ],
    [
      'a long name',
      [position(0, '회장', '가'.repeat(POSITION_HOLDER_MAX_LENGTH + 1))],
      POSITION_HOLDER_TOO_LONG,
    ],
    ['a class out of range', [position(0, '회장', '박정우', 0)], POSITION_CLASS_OUT_OF_RANGE],
    [
      'a class past the last',
      [position(0, '회장', '박정우', MAX_CLASS_NUMBER + 1)],
      POSITION_CLASS_OUT_OF_RANGE,
    ],
    ['a class without anyone', [position(0, '이사회', ' ', 40)], POSITION_CLASS_WITHOUT_HOLDER],
    ['a control character', [position(0, '회장\u0007')], POSITION_REFUSED_CHARACTER],
  ])('refuses %s', (_case, positions, refusal) => {
    expect(organizationRefusal(positions)).toBe(refusal);
    expect(savedOrganization(positions)).toMatchObject({ ok: false, message: refusal });
  });

  it('shows a holder with the class when it is known', () => {
    expect(holderLabelOf({ holderName: '박정우', classNumber: 46 })).toBe('박정우 (46회)');
    expect(holderLabelOf({ holderName: '박정우', classNumber: null })).toBe('박정우');
    expect(holderLabelOf({ holderName: null, classNumber: null })).toBeNull();
  });
});

/** Trees of at most `depth` levels, with titles and holders people type. */
function trees(depth: number): fc.Arbitrary<OrganizationNode[]> {
  const node: fc.Arbitrary<OrganizationNode> = fc.record({
    position: fc.record({
      depth: fc.constant(0),
      title: fc.constantFrom('회장', '부회장', '사무국', '이사회', ' 감사 '),
      holderName: fc.option(fc.constantFrom('박정우', '김민준', ' 이서연'), { nil: null }),
      classNumber: fc.constant(null),
      contact: fc.option(fc.constantFrom('02-123-4567', ''), { nil: null }),
    }),
    children: depth > 1 ? trees(depth - 1) : fc.constant([]),
  });
  return fc.array(node, { maxLength: depth > 1 ? 3 : 4 });
}

describe('the chart as saved (server and fake alike), for any tree', () => {
  it('accepts every tree within the limits and draws it back as it was', () => {
    fc.assert(
      fc.property(trees(ORGANIZATION_MAX_DEPTH), (tree) => {
        const positions = organizationPositionsOf(tree);
        fc.pre(positions.length <= ORGANIZATION_MAX_POSITIONS);
        const saved = savedOrganization(positions);
        if (!saved.ok) throw new Error(saved.message);
        expect(saved.value.map((each) => each.depth)).toEqual(positions.map((each) => each.depth));
        expect(organizationPositionsOf(organizationTree(saved.value))).toEqual(saved.value);
      }),
    );
  });

  it('refuses any list whose depths do not form a tree, and accepts every one that does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 20 }), (depths) => {
        const positions = depths.map((depth) => position(depth, '직책'));
        const isTree = depths.every(
          (depth, index) =>
            depth >= 0 && depth < ORGANIZATION_MAX_DEPTH && depth <= (depths[index - 1] ?? -1) + 1,
        );
        expect(organizationRefusal(positions) === null).toBe(isTree);
        if (isTree) expect(organizationPositionsOf(organizationTree(positions))).toEqual(positions);
      }),
    );
  });
});
