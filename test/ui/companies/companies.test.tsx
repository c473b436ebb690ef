import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_PHONE_INVALID,
  COMPANY_WEBSITE_INVALID,
  type CompanyDraft,
} from '../../../src/domain/companies/companies';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';
import { PNG } from '../../support/files';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

const draft = (overrides: Partial<CompanyDraft> = {}): CompanyDraft => ({
  name: '한빛정밀',
  category: 'manufacturing',
  summary: '자동차 부품을 만드는 정밀 가공 회사입니다.',
  phone: '031-123-4567',
  website: 'https://hanbit-precision.co.kr',
  address: '경기도 안산시 단원구',
  logoImageId: null,
  ...overrides,
});

/** A world where members have listed companies and the office approved them. */
async function listedWorld(): Promise<FakeWorld> {
  const world = fakeWorld();
  addMember(world, { userId: 'owner1', name: '박서준', classNumber: 45 });
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  await signInAs(world, 'owner1');
  const first = await world.companyApi.createCompany(draft());
  const second = await world.companyApi.createCompany(
    draft({ name: '바다횟집', category: 'food', summary: '속초에서 잡은 생선으로 회를 뜹니다.' }),
  );
  await signInAs(world, 'office1');
  for (const company of world.backend.companies) {
    await world.officeCompanyApi.reviewCompany(company.id, {
      decision: 'approve',
      updatedAt: company.updatedAt,
    });
  }
  world.tokenStore.clearTokens();
  world.tokenStore.clearUserId();
  expect([first, second]).toHaveLength(2);
  return world;
}

describe('동문 기업 홍보 (issue 13 item 2)', () => {
  it('lists approved companies with their owner, by field and by words, the search in the address', async () => {
    const user = userEvent.setup();
    const world = await listedWorld();
    const { location } = renderApp({ path: '/alumni/pr', world });
    const list = await screen.findByRole('list', { name: '동문 기업' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('45회 박서준 동문')).toHaveLength(2);
    expect(
      within(list).getAllByRole('link', { name: /hanbit-precision\.co\.kr/u })[0],
    ).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('업종'), '음식·외식');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '동문 기업' })).not.toHaveTextContent('한빛정밀'),
    );
    expect(location.history.at(-1)).toBe('/alumni/pr?category=food');

    await user.selectOptions(screen.getByLabelText('업종'), '전체 업종');
    await user.type(screen.getByLabelText('회사 이름·소개 검색'), '정밀');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(screen.getByText(/“정밀” 검색 결과/u)).toBeInTheDocument());
    expect(location.history.at(-1)).toBe('/alumni/pr?query=%EC%A0%95%EB%B0%80');
    expect(screen.getByRole('list', { name: '동문 기업' })).not.toHaveTextContent('바다횟집');
  });

  it('lets a member register a company with a logo, which waits for the office', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    addMember(world, { userId: 'owner1', name: '박서준' });
    await signInAs(world, 'owner1');
    renderApp({ path: '/alumni/pr/mine', world });
    expect(await screen.findByText('아직 등록한 기업이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '새 기업 등록' }));
    await user.type(screen.getByLabelText(/회사 이름/u), '한빛정밀');
    await user.type(screen.getByLabelText(/회사 소개/u), '자동차 부품을 만듭니다.');
    await user.type(screen.getByLabelText('전화번호'), '전화 주세요');
    await user.type(screen.getByLabelText('홈페이지'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '등록 신청' }));
    expect(await screen.findByText(COMPANY_PHONE_INVALID)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('전화번호'));
    await user.type(screen.getByLabelText('전화번호'), '02-123-4567');
    await user.click(screen.getByRole('button', { name: '등록 신청' }));
    expect(await screen.findByText(COMPANY_WEBSITE_INVALID)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('홈페이지'));
    await user.type(screen.getByLabelText('홈페이지'), 'hanbit.kr');
    await user.upload(
      screen.getByLabelText('로고 올리기'),
      new File([PNG], '로고.png', { type: 'image/png' }),
    );
    expect(await screen.findByAltText('올린 로고')).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '등록 신청' }));

    const mine = await screen.findByRole('list', { name: '내가 등록한 기업' });
    expect(within(mine).getByText('승인 대기')).toBeInTheDocument();
    expect(within(mine).getByAltText('한빛정밀 로고')).toBeInTheDocument();
    expect(world.backend.companies[0]).toMatchObject({
      name: '한빛정밀',
      website: 'https://hanbit.kr',
      status: 'pending',
    });
  });

  it('lets the office approve a listing or send it back with a reason', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    addMember(world, { userId: 'owner1', name: '박서준' });
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    await signInAs(world, 'owner1');
    await world.companyApi.createCompany(draft());
    await world.companyApi.createCompany(draft({ name: '바다횟집', category: 'food' }));
    await signInAs(world, 'office1');
    renderApp({ path: '/admin/companies', world });
    const queue = await screen.findByRole('list', { name: '승인 대기 기업' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(2);
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '승인: 한빛정밀' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '승인 대기 기업' })).not.toHaveTextContent(
        '한빛정밀',
      ),
    );
    await user.click(screen.getByRole('button', { name: '반려: 바다횟집' }));
    await user.click(screen.getByRole('button', { name: '반려하기: 바다횟집' }));
    expect(await screen.findByText(/반려 사유를 입력해 주세요/u)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/반려 사유/u), '연락처를 확인할 수 없습니다.');
    await user.click(screen.getByRole('button', { name: '반려하기: 바다횟집' }));
    await waitFor(() => expect(screen.getByText('해당하는 기업이 없습니다.')).toBeInTheDocument());
    expect(world.backend.companies.map((company) => company.status)).toEqual([
      'approved',
      'rejected',
    ]);
    expect(world.backend.auditLog.map((entry) => entry.action)).toEqual([
      'company.approve',
      'company.reject',
    ]);
  });
});
