import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyDraftBody } from '../../../../../src/contract/companies';
import {
  COMPANY_MAX_PER_MEMBER,
  type Company,
  type MyCompany,
  type OfficeCompany,
} from '../../../../../src/domain/companies/companies';
import type { SiteImage } from '../../../../../src/domain/content';
import type { Page } from '../../../../../src/domain/shared/paging/page';
import { expectRefusal, expectSuccess, HANGUL } from '../../../support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { cameraJpeg } from '../../../support/photos';
import { dialects, onSqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { upload } from '../../../support/uploads';
import { signedInOffice } from '../../../support/office';

const body = (overrides: Partial<CompanyDraftBody> = {}): CompanyDraftBody => ({
  name: '한빛정밀',
  category: 'manufacturing',
  summary: '자동차 부품을 만드는 정밀 가공 회사입니다.',
  phone: '031-123-4567',
  website: 'https://hanbit-precision.co.kr',
  address: '경기도 안산시 단원구',
  logoImageId: null,
  ...overrides,
});

/** Issue 13 item 2: 동문 기업 홍보, a member's listing published after the office approves it. */
describe.each(dialects())('company listings (%s)', (dialect) => {
  // The feature's PostgreSQL flow and what the database decides run on both; the rest on SQLite.
  const itOnSqlite = onSqliteOnly(dialect);
  const server = useTestServer(dialect);
  let admin: SignedInMember;
  let member: SignedInMember;

  beforeEach(async () => {
    admin = await signedInOffice(server);
    member = await signedInMember(server, { name: '박서준' });
  });

  async function create(overrides: Partial<CompanyDraftBody> = {}): Promise<string> {
    return expectSuccess(
      await server.call<{ companyId: string }>('createCompany', {
        ...as(member),
        body: body(overrides),
      }),
    ).companyId;
  }

  async function pending(): Promise<readonly OfficeCompany[]> {
    return expectSuccess(
      await server.call<Page<OfficeCompany>>('officeCompanies', {
        ...as(admin),
        query: { status: 'pending' },
      }),
    ).items;
  }

  async function publicList(query: Record<string, string> = {}): Promise<Page<Company>> {
    return expectSuccess(await server.call<Page<Company>>('listCompanies', { query }));
  }

  it('publishes a listing once approved, audited, and revalidates the public list by ETag', async () => {
    const companyId = await create();
    expect((await publicList()).total).toBe(0);
    const [read] = await pending();
    expect(read).toMatchObject({ companyId, ownerId: member.userId, owner: { name: '박서준' } });
    expectSuccess(
      await server.call('reviewCompany', {
        ...as(admin),
        params: { companyId },
        body: { decision: 'approve', updatedAt: read?.updatedAt ?? '' },
      }),
    );
    expect((await publicList()).items.map((item) => item.companyId)).toEqual([companyId]);

    const first = await server.fetch('/api/public/companies');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.fetch('/api/public/companies', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);

    const audit = await server.runtime.ports.store.auditLog.search(
      { targetId: companyId },
      { page: 1, size: 10 },
    );
    expect(audit.items.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['company.approve', 'success'],
    ]);
  });

  itOnSqlite('takes the owner off the list when the office locks the account', async () => {
    const companyId = await create();
    const [read] = await pending();
    await server.call('reviewCompany', {
      ...as(admin),
      params: { companyId },
      body: { decision: 'approve', updatedAt: read?.updatedAt ?? '' },
    });
    expect((await publicList()).total).toBe(1);
    await server.runtime.services.officeActions.lockMember(
      { id: 'test-admin', ip: null },
      member.userId,
      '도용 신고',
    );
    expect((await publicList()).total).toBe(0);
  });

  itOnSqlite('answers bad input with a Korean 400 and changes nothing', async () => {
    const bad: unknown[] = [
      { ...body(), website: 'javascript:alert(document.cookie)' },
      { ...body(), website: 'data:text/html;base64,PHNjcmlwdD4=' },
      { ...body(), name: '' },
      { ...body(), summary: 'x'.repeat(1001) },
      { ...body(), phone: '<script>' },
      { ...body(), category: 'casino' },
      { ...body(), logoImageId: 'not-an-upload' },
      { ...body(), ownerId: 'someone-else' },
      { name: '한빛' },
    ];
    for (const payload of bad) {
      const result = await server.call('createCompany', { ...as(member), body: payload });
      expect(result.status, JSON.stringify(payload)).toBe(400);
      expect(result.body.message).toMatch(HANGUL);
    }
    expect(expectSuccess(await server.call<MyCompany[]>('myCompanies', as(member)))).toEqual([]);
    for (const query of ['category=casino', 'page=0', 'size=51']) {
      expect((await server.fetch(`/api/public/companies?${query}`)).status).toBe(400);
    }
  });

  itOnSqlite(
    'keeps text as text: markup in a summary comes back as the characters typed',
    async () => {
      const summary = '<img src=x onerror=alert(1)><script>alert(1)</script>';
      const companyId = await create({ summary });
      const [mine] = expectSuccess(await server.call<MyCompany[]>('myCompanies', as(member)));
      expect(mine).toMatchObject({ companyId, summary });
    },
  );

  it('counts the limit in the database: parallel requests past it are refused', async () => {
    const results = await Promise.all(
      Array.from({ length: COMPANY_MAX_PER_MEMBER + 3 }, (_, index) =>
        server.call('createCompany', { ...as(member), body: body({ name: `한빛 ${index}호` }) }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(COMPANY_MAX_PER_MEMBER);
    for (const refused of results.filter((result) => result.status !== 200)) {
      expectRefusal(refused, 'invalidState');
    }
    const mine = expectSuccess(await server.call<MyCompany[]>('myCompanies', as(member)));
    expect(mine).toHaveLength(COMPANY_MAX_PER_MEMBER);
  });

  itOnSqlite(
    'strips a logo’s GPS position, and marks the member’s own listings no-store',
    async () => {
      const uploaded = await upload(server, {
        call: '/api/user/companies/logos',
        member,
        fileName: '로고.jpg',
        bytes: await cameraJpeg(),
        mimeType: 'image/jpeg',
      });
      const logo = expectSuccess(uploaded) as unknown as SiteImage;
      const variant = logo.variants[0];
      const served = await server.fetch(`/api/atchFile/media/${variant?.jpeg ?? ''}`);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.exif).toBeUndefined();
      await create({ logoImageId: logo.imageId });
      const mine = await server.fetch('/api/user/companies', {
        headers: { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId },
      });
      expect(mine.headers.get('cache-control')).toContain('no-store');
    },
  );

  itOnSqlite('lets only administrators see the queue and decide', async () => {
    const companyId = await create();
    expectRefusal(
      await server.call('officeCompanies', { ...as(member), query: { status: 'pending' } }),
      'forbidden',
    );
    expectRefusal(
      await server.call('reviewCompany', {
        ...as(member),
        params: { companyId },
        body: { decision: 'approve', updatedAt: 'x' },
      }),
      'forbidden',
    );
    expectRefusal(await server.call('myCompanies', {}), 'unauthenticated');
  });
});
