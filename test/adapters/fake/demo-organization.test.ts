import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../src/adapters/fake/demo-data';
import {
  holderLabelOf,
  organizationRefusal,
  organizationTree,
} from '../../../src/domain/content/organization';
import { fakeWorld } from '../../support/fake-world';

/** Issue 29 item 14: the demo's 조직도 names people, and its 회장 is the president in office. */
describe('the demo organisation chart', () => {
  it('in the fake backend: a chart under the president in office (역대 회장’s last)', () => {
    const world = fakeWorld();
    seedDemoData(world.backend, { now: new Date('2026-11-22T10:00:00+09:00') });
    const { organization, presidents } = world.backend;
    expect(organizationRefusal(organization)).toBeNull();
    const [top] = organizationTree(organization);
    const current = presidents.find((president) => president.toYear === null);
    expect(top?.position).toMatchObject({ title: '회장', holderName: current?.name });
    expect(current?.name).toBe('박정우');
    expect(holderLabelOf(top?.position ?? { holderName: null, classNumber: null })).toBe(
      `박정우 (${current?.classNumber}회)`,
    );
  });
});
