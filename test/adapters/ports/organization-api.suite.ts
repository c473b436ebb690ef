import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ORGANIZATION_DEPTH_SKIPPED,
  type OrganizationPosition,
} from '../../../src/domain/content/organization';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const CHART: OrganizationPosition[] = [
  { depth: 0, title: '회장', holderName: '박정우', classNumber: 46, contact: null },
  { depth: 1, title: '사무총장', holderName: ' 최동현 ', classNumber: 55, contact: null },
  { depth: 2, title: '사무국', holderName: '', classNumber: null, contact: '02-734-1926' },
];

/** The OrganizationApi and OfficeOrganizationApi ports: the organisation chart (조직도). */
export function describeOrganizationApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`OrganizationApi and OfficeOrganizationApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    it('serves the chart the office saved, in reading order, to everyone', async () => {
      expect(await world.organization.organizationChart()).toEqual([]);
      await world.signInAsAdministrator();
      await world.officeOrganization.updateOrganizationChart(CHART);
      leave(world);
      expect(await world.organization.organizationChart()).toEqual([
        CHART[0],
        { ...CHART[1], holderName: '최동현' },
        { ...CHART[2], holderName: null },
      ]);
    });

    it('refuses a skipped level, and anyone but an administrator', async () => {
      await world.signInAsAdministrator();
      await expect(
        world.officeOrganization.updateOrganizationChart(
          CHART.filter((position) => position.depth !== 1),
        ),
      ).rejects.toMatchObject(refusal('invalidInput', ORGANIZATION_DEPTH_SKIPPED));
      leave(world);
      await expect(world.officeOrganization.updateOrganizationChart([])).rejects.toMatchObject(
        refusal('unauthenticated'),
      );
      await signIn(world, await approvedMember(world));
      await expect(world.officeOrganization.updateOrganizationChart([])).rejects.toMatchObject(
        refusal('forbidden'),
      );
      expect(await world.organization.organizationChart()).toEqual([]);
    });
  });
}
