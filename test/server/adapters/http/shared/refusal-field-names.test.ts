import { describe, expect, it } from 'vitest';
import type { CompanyDraftBody } from '../../../../../src/contract/companies';
import {
  COMPANY_PHONE_MAX_LENGTH,
  COMPANY_WEBSITE_MAX_LENGTH,
} from '../../../../../src/domain/companies/companies';
import type { MemberProfileData } from '../../../../../src/contract/shared/member-schemas';
import { anUpdateOf } from '../../../../support/members';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/**
 * A refusal names the field in Korean, and the right one (issue 27): never `website`, `title`,
 * nor a company's phone reported as the directory's "휴대전화 공개 여부".
 */
describe.each(sqliteOnly())('the field a refusal names (%s)', (dialect) => {
  const server = useTestServer(dialect, {
    seed: async () => {
      office = await signedInOffice(server);
      member = await signedInMember(server);
    },
  });
  let office: SignedInMember;
  let member: SignedInMember;

  const company = (overrides: Partial<CompanyDraftBody>): CompanyDraftBody => ({
    name: '한빛상사',
    category: 'it',
    summary: '소프트웨어를 만듭니다.',
    phone: '02-123-4567',
    website: 'https://hanbit.example.kr',
    address: '서울특별시 중구 세종대로 110',
    logoImageId: null,
    ...overrides,
  });

  async function refusalOf(name: 'createCompany' | 'createNotice', body: object) {
    const answer = await server.call(name, {
      ...as(name === 'createNotice' ? office : member),
      body,
    });
    expectRefusal(answer, 'invalidInput');
    return answer.body.message;
  }

  it('calls a company’s website 홈페이지 주소 when it is too long', async () => {
    const website = `https://hanbit.example.kr/${'a'.repeat(COMPANY_WEBSITE_MAX_LENGTH)}`;
    expect(await refusalOf('createCompany', company({ website }))).toBe(
      `홈페이지 주소는 ${COMPANY_WEBSITE_MAX_LENGTH}자까지 입력할 수 있습니다.`,
    );
  });

  it('calls a company’s phone 전화번호, not the directory’s 휴대전화 공개 여부', async () => {
    const phone = '0'.repeat(COMPANY_PHONE_MAX_LENGTH + 1);
    expect(await refusalOf('createCompany', company({ phone }))).toBe(
      `전화번호는 ${COMPANY_PHONE_MAX_LENGTH}자까지 입력할 수 있습니다.`,
    );
  });

  it('calls a notice’s title 제목 when it holds a character free text refuses', async () => {
    const body = {
      title: '공지\u202Etxt.exe',
      bodyHtml: '<p>본문</p>',
      pinned: false,
      published: true,
      attachmentsMstId: null,
    };
    expect(await refusalOf('createNotice', body)).toBe('제목에 쓸 수 없는 문자가 들어 있습니다.');
  });

  it('calls the directory’s privacy flag 휴대전화 공개 여부', async () => {
    const mine = expectSuccess(await server.call<MemberProfileData>('getMyInfo', as(member)));
    const update = anUpdateOf(mine);
    const answer = await server.call('updateMyInfo', {
      ...as(member),
      body: { ...update, privacy: { ...update.privacy, phone: 'yes' } },
    });
    expectRefusal(answer, 'invalidInput');
    expect(answer.body.message).toContain('휴대전화 공개 여부');
  });
});
