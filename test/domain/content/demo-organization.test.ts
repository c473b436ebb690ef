import { describe, expect, it } from 'vitest';
import { organizationRefusal } from '../../../src/domain/content/organization';
import { validatePersonName } from '../../../src/domain/shared/validation/person-name';
import { DEMO_ORGANIZATION } from '../../../src/domain/content/demo-organization';

/** Issue 29 item 14: the demo's 조직도 names people, and its 회장 is the president in office. */
describe('the demo organisation chart (npm start and npm run demo)', () => {
  it('is a valid chart of real-looking, distinct Korean names under 박정우', () => {
    expect(organizationRefusal(DEMO_ORGANIZATION)).toBeNull();
    expect(DEMO_ORGANIZATION[0]).toMatchObject({
      title: '회장',
      holderName: '박정우',
      classNumber: 46,
    });
    const names = DEMO_ORGANIZATION.flatMap((position) => position.holderName ?? []);
    expect(names.length).toBeGreaterThan(20);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(validatePersonName(name).ok).toBe(true);
    // Surnames as Koreans' are spread: the commonest first, many others after.
    const surnames = names.map((name) => (name.startsWith('남궁') ? '남궁' : name.charAt(0)));
    expect(new Set(surnames).size).toBeGreaterThan(15);
    expect(surnames).toEqual(expect.arrayContaining(['김', '이', '박', '최', '정']));
    // Only a younger class than the president's serves under him as an officer (수석부회장…).
    const officers = DEMO_ORGANIZATION.filter(
      (position) => position.holderName !== null && /부회장|사무총장/u.test(position.title),
    );
    expect(officers).toHaveLength(6);
    for (const officer of officers) expect(officer.classNumber).toBeGreaterThan(46);
  });
});
