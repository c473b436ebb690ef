import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPANY_CHANGED_SINCE,
  COMPANY_LIMIT_REACHED,
  COMPANY_MAX_PER_MEMBER,
  COMPANY_WEBSITE_INVALID,
  type CompanyDraft,
  NO_SUCH_COMPANY,
  REJECT_REASON_REQUIRED,
  UNKNOWN_LOGO,
} from '../../../src/domain/companies/companies';
import { NOT_A_PHOTO } from '../../../src/domain/content';
import { PNG } from '../../support/files';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type Member,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const logoFile = () => ({ name: '로고.png', data: new Blob([PNG], { type: 'image/png' }) });

const aDraft = (overrides: Partial<CompanyDraft> = {}): CompanyDraft => ({
  name: '한빛정밀',
  category: 'manufacturing',
  summary: '자동차 부품을 만드는 정밀 가공 회사입니다.',
  phone: '031-123-4567',
  website: 'www.hanbit-precision.co.kr',
  address: '경기도 안산시 단원구',
  logoImageId: null,
  ...overrides,
});

/** The CompanyApi, MemberCompanyApi and OfficeCompanyApi ports: 동문 기업 홍보. */
export function describeCompanyApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`CompanyApi, MemberCompanyApi and OfficeCompanyApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    async function listedBy(member: Member, draft: CompanyDraft = aDraft()) {
      await signIn(world, member);
      const companyId = await world.memberCompanies.createCompany(draft);
      leave(world);
      return companyId;
    }

    async function decide(companyId: string, decision: 'approve' | 'reject', reason = '') {
      await world.signInAsAdministrator();
      const pending = await world.officeCompanies.officeCompanies({ status: 'pending', page: 1 });
      const company = pending.items.find((item) => item.companyId === companyId);
      if (!company) throw new Error(`${companyId} is not pending`);
      await world.officeCompanies.reviewCompany(
        companyId,
        decision === 'approve'
          ? { decision, updatedAt: company.updatedAt }
          : { decision, reason, updatedAt: company.updatedAt },
      );
      leave(world);
    }

    it('shows a listing to everyone only once the office has approved it, with its owner', async () => {
      const member = await approvedMember(world, { name: '박서준' });
      const companyId = await listedBy(member);
      const all = { category: null, query: '', page: 1 };
      expect((await world.companies.listCompanies(all)).total).toBe(0);

      await signIn(world, member);
      const [mine] = await world.memberCompanies.myCompanies();
      expect(mine).toMatchObject({ companyId, status: 'pending', rejectReason: null });
      // The website is kept as a web address.
      expect(mine?.website).toBe('https://www.hanbit-precision.co.kr');
      leave(world);

      await decide(companyId, 'approve');
      const listed = await world.companies.listCompanies(all);
      expect(listed.total).toBe(1);
      expect(listed.items[0]).toMatchObject({
        companyId,
        name: '한빛정밀',
        owner: { name: '박서준' },
      });
    });

    it('finds listings by field and by words in the name and the summary', async () => {
      const member = await approvedMember(world);
      const first = await listedBy(member);
      const second = await listedBy(
        member,
        aDraft({
          name: '바다횟집',
          category: 'food',
          summary: '속초에서 잡은 생선으로 회를 뜹니다.',
        }),
      );
      await decide(first, 'approve');
      await decide(second, 'approve');
      const search = (category: 'food' | null, query: string) =>
        world.companies.listCompanies({ category, query, page: 1 });
      expect((await search('food', '')).items.map((item) => item.companyId)).toEqual([second]);
      expect((await search(null, '생선')).items.map((item) => item.companyId)).toEqual([second]);
      expect((await search(null, '정밀 자동차')).items.map((item) => item.companyId)).toEqual([
        first,
      ]);
      expect((await search(null, '100%')).total).toBe(0);
    });

    it('sends a changed listing back to the office, and tells the member a rejection’s reason', async () => {
      const member = await approvedMember(world);
      const companyId = await listedBy(member);
      await decide(companyId, 'reject', '회사 소개를 조금 더 자세히 써 주세요.');
      await signIn(world, member);
      expect((await world.memberCompanies.myCompanies())[0]).toMatchObject({
        status: 'rejected',
        rejectReason: '회사 소개를 조금 더 자세히 써 주세요.',
      });
      await world.memberCompanies.updateCompany(
        companyId,
        aDraft({ summary: '1998년부터 자동차 엔진 부품을 정밀 가공해 온 회사입니다.' }),
      );
      expect((await world.memberCompanies.myCompanies())[0]).toMatchObject({
        status: 'pending',
        rejectReason: null,
      });
      leave(world);
      await decide(companyId, 'approve');
      await signIn(world, member);
      await world.memberCompanies.updateCompany(companyId, aDraft({ name: '한빛정밀 주식회사' }));
      leave(world);
      // Changed after approval: off the list until the office has read it again.
      expect(
        (await world.companies.listCompanies({ category: null, query: '', page: 1 })).total,
      ).toBe(0);
    });

    it('refuses a decision on a version the member has changed since', async () => {
      const member = await approvedMember(world);
      const companyId = await listedBy(member);
      await world.signInAsAdministrator();
      const [read] = (await world.officeCompanies.officeCompanies({ status: 'pending', page: 1 }))
        .items;
      leave(world);
      world.advanceClock(60_000);
      await signIn(world, member);
      await world.memberCompanies.updateCompany(companyId, aDraft({ summary: '바뀐 소개입니다.' }));
      leave(world);
      await world.signInAsAdministrator();
      await expect(
        world.officeCompanies.reviewCompany(companyId, {
          decision: 'approve',
          updatedAt: read?.updatedAt ?? '',
        }),
      ).rejects.toMatchObject(refusal('invalidState', COMPANY_CHANGED_SINCE));
      await expect(
        world.officeCompanies.reviewCompany(companyId, {
          decision: 'reject',
          reason: ' ',
          updatedAt: read?.updatedAt ?? '',
        }),
      ).rejects.toMatchObject(refusal('invalidInput', REJECT_REASON_REQUIRED));
      await expect(
        world.officeCompanies.reviewCompany('no-such-company', {
          decision: 'approve',
          updatedAt: read?.updatedAt ?? '',
        }),
      ).rejects.toMatchObject(refusal('notFound', NO_SUCH_COMPANY));
    });

    it('keeps each member to their own listings, up to the limit', async () => {
      const owner = await approvedMember(world);
      const other = await approvedMember(world);
      const companyId = await listedBy(owner);
      await signIn(world, other);
      expect(await world.memberCompanies.myCompanies()).toEqual([]);
      await expect(world.memberCompanies.updateCompany(companyId, aDraft())).rejects.toMatchObject(
        refusal('notFound', NO_SUCH_COMPANY),
      );
      await expect(world.memberCompanies.deleteCompany(companyId)).rejects.toMatchObject(
        refusal('notFound', NO_SUCH_COMPANY),
      );
      leave(world);
      await signIn(world, owner);
      for (let count = 1; count < COMPANY_MAX_PER_MEMBER; count += 1) {
        await world.memberCompanies.createCompany(aDraft({ name: `한빛 ${count}호` }));
      }
      await expect(world.memberCompanies.createCompany(aDraft())).rejects.toMatchObject(
        refusal('invalidState', COMPANY_LIMIT_REACHED),
      );
      await world.memberCompanies.deleteCompany(companyId);
      expect(await world.memberCompanies.myCompanies()).toHaveLength(COMPANY_MAX_PER_MEMBER - 1);
    });

    it('takes a logo as a processed photo, only the member’s own, and refuses what is not a web address', async () => {
      const owner = await approvedMember(world);
      const other = await approvedMember(world);
      await signIn(world, owner);
      const logo = await world.memberCompanies.uploadCompanyLogo(logoFile());
      expect(logo.variants.length).toBeGreaterThan(0);
      await expect(
        world.memberCompanies.uploadCompanyLogo({
          name: 'logo.png',
          data: new Blob(['not a picture'], { type: 'text/plain' }),
        }),
      ).rejects.toMatchObject(refusal('unsupportedFile', NOT_A_PHOTO));
      await expect(
        world.memberCompanies.createCompany(aDraft({ website: 'javascript:alert(1)' })),
      ).rejects.toMatchObject(refusal('invalidInput', COMPANY_WEBSITE_INVALID));
      const companyId = await world.memberCompanies.createCompany(
        aDraft({ logoImageId: logo.imageId }),
      );
      expect((await world.memberCompanies.myCompanies())[0]?.logo?.imageId).toBe(logo.imageId);
      leave(world);
      await signIn(world, other);
      await expect(
        world.memberCompanies.createCompany(aDraft({ logoImageId: logo.imageId })),
      ).rejects.toMatchObject(refusal('invalidInput', UNKNOWN_LOGO));
      leave(world);
      await decide(companyId, 'approve');
      const [listed] = (await world.companies.listCompanies({ category: null, query: '', page: 1 }))
        .items;
      expect(listed?.logo?.imageId).toBe(logo.imageId);
    });

    it('lets only members list, and only administrators decide', async () => {
      await expect(world.memberCompanies.myCompanies()).rejects.toMatchObject(
        refusal('unauthenticated'),
      );
      await expect(world.memberCompanies.createCompany(aDraft())).rejects.toMatchObject(
        refusal('unauthenticated'),
      );
      const member = await approvedMember(world);
      await signIn(world, member);
      await expect(
        world.officeCompanies.officeCompanies({ status: 'pending', page: 1 }),
      ).rejects.toMatchObject(refusal('forbidden'));
    });
  });
}
