import { describe, expect, it } from 'vitest';
import {
  ORGANIZATION_DEPTH_SKIPPED,
  type OrganizationPosition,
  POSITION_CLASS_WITHOUT_HOLDER,
} from '../../../../../src/domain/content/organization';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { as, type SignedInMember, signedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { dialects, onSqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const CHART: OrganizationPosition[] = [
  { depth: 0, title: '회장', holderName: '박정우', classNumber: 46, contact: null },
  { depth: 1, title: '수석부회장', holderName: '김민준', classNumber: 48, contact: null },
  { depth: 1, title: '사무총장', holderName: '최동현', classNumber: 55, contact: null },
  { depth: 2, title: '사무국', holderName: null, classNumber: null, contact: '02-734-1926' },
  { depth: 0, title: '감사', holderName: '정미경', classNumber: 44, contact: null },
];

/** Issue 29 item 14: the organisation chart (조직도) as positions, read by anyone, saved by the office. */
describe.each(dialects())('the organisation chart (%s)', (dialect) => {
  const server = useTestServer(dialect, { seed: withOffice });
  let office: SignedInMember;

  async function withOffice(): Promise<void> {
    office = await signedInOffice(server);
  }

  function save(positions: unknown, who: SignedInMember = office) {
    return server.call('updateOrganizationChart', { ...as(who), body: { positions } });
  }

  async function auditOutcomes(): Promise<string[]> {
    const audit = await server.runtime.ports.store.auditLog.search(
      { action: 'organization.update' },
      { page: 1, size: 10 },
    );
    return audit.items.map((entry) => entry.outcome).sort();
  }

  it('keeps the chart the office saves, in reading order, texts trimmed, and replaces it whole', async () => {
    expect(expectSuccess(await server.call('organizationChart'))).toEqual([]);
    expectSuccess(
      await save(CHART.map((position) => ({ ...position, title: ` ${position.title} ` }))),
    );
    const read = await server.call<OrganizationPosition[]>('organizationChart');
    expect(expectSuccess(read)).toEqual(CHART);
    expect(read.headers.get('etag')).toMatch(/^W\//u);

    expectSuccess(await save(CHART.slice(0, 1)));
    expect(expectSuccess(await server.call('organizationChart'))).toEqual(CHART.slice(0, 1));
    expect(await auditOutcomes()).toEqual(['success', 'success']);
  });

  onSqliteOnly(dialect)(
    'refuses a skipped level, a class without a holder and a malformed body with 400, changing nothing',
    async () => {
      expectSuccess(await save(CHART));
      const skipped = await save([CHART[0], { ...CHART[3], depth: 2 }]);
      expectRefusal(skipped, 'invalidInput');
      expect(skipped.body.message).toBe(ORGANIZATION_DEPTH_SKIPPED);
      const classAlone = await save([{ ...CHART[3], depth: 0, classNumber: 40 }]);
      expectRefusal(classAlone, 'invalidInput');
      expect(classAlone.body.message).toBe(POSITION_CLASS_WITHOUT_HOLDER);
      for (const malformed of [
        [{ ...CHART[0], title: '' }],
        [{ ...CHART[0], title: '가'.repeat(31) }],
        [{ ...CHART[0], depth: 9 }],
        [{ ...CHART[0], extra: true }],
        [{ ...CHART[0], classNumber: '46' }],
        'not a list',
      ]) {
        expectRefusal(await save(malformed), 'invalidInput');
      }
      expect(expectSuccess(await server.call('organizationChart'))).toEqual(CHART);
      // The schema refuses before the use case: only the rules of the domain reach the audit log.
      expect(await auditOutcomes()).toEqual(['invalidInput', 'invalidInput', 'success']);
    },
  );

  onSqliteOnly(dialect)('lets only the office save', async () => {
    const member = await signedInMember(server);
    expectRefusal(await save(CHART, member), 'forbidden');
    expectRefusal(
      await server.call('updateOrganizationChart', { body: { positions: CHART } }),
      'unauthenticated',
    );
    expect(expectSuccess(await server.call('organizationChart'))).toEqual([]);
  });
});
