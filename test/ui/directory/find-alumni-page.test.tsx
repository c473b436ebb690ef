import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlumniDirectoryApi } from '../../../src/application/directory/alumni-directory-api';
import type { AlumniCard } from '../../../src/domain/directory/alumni-card';
import type { MemberProfile } from '../../../src/domain/shared/member/member-profile';
import type { Page } from '../../../src/domain/shared/paging/page';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';
import { HAEUNDAE_48058, SUYEONG_48303 } from '../../support/addresses';
import { PRIVACY, sharing } from '../../support/privacy';
import { renderApp } from '../support/test-app';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A signed-in searcher, and whatever alumni `seed` adds. */
async function directoryWorld(
  seed: (alumnus: (overrides: Partial<MemberProfile>) => void) => void,
) {
  const world = fakeWorld();
  addMember(world, {
    userId: 'searcher',
    name: '검색자',
    email: 'searcher@example.com',
    privacy: PRIVACY.all,
  });
  let sequence = 0;
  seed((overrides) => {
    sequence += 1;
    addMember(world, {
      userId: `alum${String(sequence).padStart(4, '0')}`,
      email: `alum${sequence}@example.com`,
      mobile: `010-2000-${String(sequence).padStart(4, '0')}`,
      privacy: PRIVACY.none,
      ...overrides,
    });
  });
  await signInAs(world, 'searcher');
  return world;
}

/** The results once a search has answered: "검색 결과 N명". */
function results() {
  return screen.findByRole('region', { name: /^검색 결과 [\d,]+명$/u });
}

async function listedNames(): Promise<string[]> {
  const region = await results();
  return within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

/** The labels of the details a card shows (휴대전화, 이메일, …). */
function detailsOf(name: string): string[] {
  return [...cardOf(name).querySelectorAll('dt')].map((term) => term.textContent ?? '');
}

/** The query-string parameters of the last place the app went. */
function lastSearch(location: { readonly history?: string[] }): Record<string, string> {
  const target = location.history?.at(-1) ?? '';
  return Object.fromEntries(new URLSearchParams(target.split('?')[1] ?? ''));
}

async function search(
  fields: Partial<Record<'이름' | '직장·직업' | '졸업 연도' | '기수', string>>,
) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  await userEvent.click(screen.getByRole('button', { name: '검색' }));
}

function renderDirectory(world: FakeWorld, path = '/alumni/find') {
  return renderApp({ path, world });
}

describe('FindAlumniPage (/alumni/find)', () => {
  it('sends a signed-out visitor to sign-in', async () => {
    const { location } = renderApp({ path: '/alumni/find?name=김민수' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/auth/signin'));
    expect(screen.queryByRole('search', { name: '동문 검색' })).toBeNull();
  });

  it('lists only approved members, never the searcher, with the count', async () => {
    const world = await directoryWorld((alumnus) => {
      alumnus({ name: '김민수', privacy: PRIVACY.all });
      alumnus({ name: '이민수' });
      alumnus({ name: '박대기', status: 'pending', privacy: PRIVACY.all });
      alumnus({ name: '최반려', status: 'rejected', privacy: PRIVACY.all });
      alumnus({ name: '정탈퇴', status: 'withdrawn', privacy: PRIVACY.all });
    });
    renderDirectory(world);
    await screen.findByRole('heading', { level: 1, name: '동문 찾기' });
    expect(await listedNames()).toEqual(['김민수', '이민수']);
    expect(screen.getByRole('heading', { level: 2, name: '검색 결과 2명' })).toBeInTheDocument();
  });

  it('shows on each card exactly the fields that member shares', async () => {
    const world = await directoryWorld((alumnus) => {
      const base = { graduationYear: 1999, classNumber: 45 };
      alumnus({ name: '가전화', ...base, privacy: sharing('phone') });
      alumnus({ name: '나메일', ...base, privacy: sharing('email') });
      alumnus({ name: '다회사', ...base, privacy: sharing('company') });
      alumnus({ name: '라지역', ...base, privacy: sharing('region') });
      alumnus({ name: '마전부', ...base, privacy: PRIVACY.all });
      alumnus({ name: '바비공', ...base });
    });
    renderDirectory(world);
    expect(await listedNames()).toEqual([
      '가전화',
      '나메일',
      '다회사',
      '라지역',
      '마전부',
      '바비공',
    ]);

    expect(detailsOf('가전화')).toEqual(['휴대전화']);
    const phone = within(cardOf('가전화')).getByRole('link', { name: '010-2000-0001' });
    expect(phone).toHaveAttribute('href', 'tel:01020000001');

    expect(detailsOf('나메일')).toEqual(['이메일']);
    expect(
      within(cardOf('나메일')).getByRole('link', { name: 'alum2@example.com' }),
    ).toHaveAttribute('href', 'mailto:alum2@example.com');

    expect(detailsOf('다회사')).toEqual(['직장·직위']);
    expect(cardOf('다회사')).toHaveTextContent('한빛전자 · 부장');
    expect(within(cardOf('다회사')).queryByRole('link')).toBeNull();

    expect(detailsOf('라지역')).toEqual(['거주 지역']);
    expect(cardOf('라지역')).toHaveTextContent('서울 강남구');

    expect(detailsOf('마전부')).toEqual(['휴대전화', '이메일', '직장·직위', '거주 지역']);

    expect(detailsOf('바비공')).toEqual([]);
    expect(cardOf('바비공')).toHaveTextContent('공개한 정보가 없습니다.');
    expect(cardOf('바비공')).not.toHaveTextContent('010-');

    for (const name of ['가전화', '바비공']) {
      expect(cardOf(name)).toHaveTextContent('45회 · 1999년 졸업');
    }
    // Nothing hidden reaches the page at all.
    expect(document.body).not.toHaveTextContent('alum1@example.com');
    expect(document.body).not.toHaveTextContent('010-2000-0002');
  });

  it('says that each member chooses what to share, with a link to set one’s own', async () => {
    const world = await directoryWorld(() => {});
    renderDirectory(world);
    const link = await screen.findByRole('link', { name: '내 정보' });
    expect(link).toHaveAttribute('href', '/me');
    expect(link.closest('p')).toHaveTextContent('동문 각자가 공개하기로 한 항목만 보입니다');
  });

  it('finds by initial consonants: ㄱㅁㅅ finds 김민수, not 이민수; the address holds the search', async () => {
    const world = await directoryWorld((alumnus) => {
      alumnus({ name: '김민수' });
      alumnus({ name: '이민수' });
      alumnus({ name: '김민지' });
    });
    const { location } = renderDirectory(world);
    expect(await listedNames()).toEqual(['김민수', '김민지', '이민수']);
    expect(screen.getByLabelText('이름')).toHaveAccessibleDescription(
      '초성으로도 찾을 수 있습니다. 예: ㄱㅁㅅ',
    );

    await search({ 이름: 'ㄱㅁㅅ' });

    await waitFor(async () => expect(await listedNames()).toEqual(['김민수']));
    expect(screen.getByRole('heading', { level: 2, name: '검색 결과 1명' })).toHaveFocus();
    expect(lastSearch(location)).toEqual({ name: 'ㄱㅁㅅ', page: '1' });
  });

  it('runs the search an address asks for, and shows its criteria in the form', async () => {
    const world = await directoryWorld((alumnus) => {
      alumnus({ name: '김민수', graduationYear: 1999, classNumber: 45 });
      alumnus({ name: '김민수', graduationYear: 2001, classNumber: 47 });
      alumnus({ name: '이민수', graduationYear: 1999, classNumber: 45 });
    });
    renderDirectory(world, `/alumni/find?name=${encodeURIComponent('김민수')}&class=45`);
    expect(await listedNames()).toEqual(['김민수']);
    expect(cardOf('김민수')).toHaveTextContent('45회 · 1999년 졸업');
    expect(screen.getByLabelText('이름')).toHaveValue('김민수');
    expect(screen.getByLabelText('기수')).toHaveValue('45');
  });

  it('follows the address when it changes (back and forward): results and form alike', async () => {
    const world = await directoryWorld((alumnus) => {
      alumnus({ name: '김민수' });
      alumnus({ name: '이민수' });
    });
    const { location } = renderDirectory(world, '/alumni/find?name=김');
    expect(await listedNames()).toEqual(['김민수']);
    act(() => location.navigate('/alumni/find?name=이'));
    await waitFor(async () => expect(await listedNames()).toEqual(['이민수']));
    expect(screen.getByLabelText('이름')).toHaveValue('이');
  });

  it('filters by graduation year and by class number (기수), accepting "45회"', async () => {
    const world = await directoryWorld((alumnus) => {
      alumnus({ name: '가나다', graduationYear: 1999, classNumber: 45 });
      alumnus({ name: '라마바', graduationYear: 2000, classNumber: 46 });
      alumnus({ name: '사아자', graduationYear: 2000, classNumber: 46 });
    });
    const { location } = renderDirectory(world);
    expect(await listedNames()).toEqual(['라마바', '사아자', '가나다']);

    await search({ '졸업 연도': '1999' });
    await waitFor(async () => expect(await listedNames()).toEqual(['가나다']));
    expect(lastSearch(location)).toEqual({ year: '1999', page: '1' });

    await search({ '졸업 연도': '', 기수: '46회' });
    await waitFor(async () => expect(await listedNames()).toEqual(['라마바', '사아자']));
    expect(lastSearch(location)).toEqual({ class: '46', page: '1' });
  });

  it('refuses a year that is not four digits next to the field, and does not search', async () => {
    const world = await directoryWorld((alumnus) => alumnus({ name: '김민수' }));
    const { location } = renderDirectory(world);
    await listedNames();
    const before = location.history?.length;
    await search({ '졸업 연도': '99' });
    const year = screen.getByLabelText('졸업 연도');
    expect(year).toHaveAccessibleDescription('졸업 연도는 네 자리 숫자로 입력해 주세요. 예) 1999');
    expect(year).toHaveFocus();
    expect(location.history?.length).toBe(before);
  });

  it('filters by 시·도, then 시·군·구, among those who share their region', async () => {
    const world = await directoryWorld((alumnus) => {
      const regionOnly = sharing('region');
      alumnus({ name: '강남공개', privacy: regionOnly });
      alumnus({ name: '해운대공개', address: HAEUNDAE_48058, privacy: regionOnly });
      alumnus({ name: '수영공개', address: SUYEONG_48303, privacy: regionOnly });
      alumnus({ name: '해운대비공개', address: HAEUNDAE_48058, privacy: PRIVACY.none });
    });
    const { location } = renderDirectory(world);
    expect(await listedNames()).toHaveLength(4);

    const city = screen.getByLabelText('시·도');
    const district = screen.getByLabelText('시·군·구');
    expect(district).toBeDisabled();
    await waitFor(() =>
      expect(
        within(city)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['전체', '서울', '부산']),
    );
    await userEvent.selectOptions(city, '부산');
    expect(district).toBeEnabled();
    expect(
      within(district)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['전체', '해운대구', '수영구']);

    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(async () => expect(await listedNames()).toEqual(['수영공개', '해운대공개']));
    expect(lastSearch(location)).toEqual({ city: '2600000000', page: '1' });

    await userEvent.selectOptions(screen.getByLabelText('시·군·구'), '해운대구');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(async () => expect(await listedNames()).toEqual(['해운대공개']));
    expect(cardOf('해운대공개')).toHaveTextContent('부산 해운대구');
    expect(lastSearch(location)).toEqual({ city: '2600000000', sgg: '2635000000', page: '1' });

    // Another 시·도 clears the 시·군·구.
    await userEvent.selectOptions(screen.getByLabelText('시·도'), '서울');
    expect(screen.getByLabelText('시·군·구')).toHaveValue('');
  });

  it('filters by company or job title', async () => {
    const world = await directoryWorld((alumnus) => {
      alumnus({ name: '한빛공개', company: '한빛전자', privacy: sharing('company') });
      alumnus({ name: '한빛비공개', company: '한빛전자' });
      alumnus({
        name: '새벽이사',
        company: '새벽상사',
        jobTitle: '이사',
        privacy: sharing('company'),
      });
    });
    renderDirectory(world);
    await listedNames();
    await search({ '직장·직업': '한빛' });
    await waitFor(async () => expect(await listedNames()).toEqual(['한빛공개']));
  });

  it('pages through the results: numbers, previous and next, the current page marked', async () => {
    const world = await directoryWorld((alumnus) => {
      for (let index = 1; index <= 45; index += 1) {
        alumnus({ name: `동문${String(index).padStart(2, '0')}`, privacy: PRIVACY.all });
      }
    });
    const { location } = renderDirectory(world);
    expect(await listedNames()).toHaveLength(20);
    expect(screen.getByRole('heading', { level: 2, name: '검색 결과 45명' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: '검색 결과 페이지' });
    expect(within(pages).getByRole('link', { name: '1페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: '3페이지' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(pages).queryByRole('link', { name: '이전 페이지' })).toBeNull();

    await userEvent.click(within(pages).getByRole('link', { name: '다음 페이지' }));
    await waitFor(async () => expect((await listedNames())[0]).toBe('동문21'));
    expect(lastSearch(location)).toEqual({ page: '2' });
    expect(screen.getByRole('heading', { level: 2, name: '검색 결과 45명' })).toHaveFocus();
    const second = screen.getByRole('navigation', { name: '검색 결과 페이지' });
    expect(within(second).getByRole('link', { name: '2페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(second).getByRole('link', { name: '3페이지' }));
    await waitFor(async () => expect(await listedNames()).toHaveLength(5));
    expect(await listedNames()).toEqual(['동문41', '동문42', '동문43', '동문44', '동문45']);
    const third = screen.getByRole('navigation', { name: '검색 결과 페이지' });
    expect(within(third).queryByRole('link', { name: '다음 페이지' })).toBeNull();
    expect(within(third).getByRole('link', { name: '이전 페이지' })).toHaveAttribute(
      'href',
      '/alumni/find?page=2',
    );
  });

  it('keeps the criteria when paging', async () => {
    const world = await directoryWorld((alumnus) => {
      for (let index = 1; index <= 25; index += 1) {
        alumnus({ name: `김동문${String(index).padStart(2, '0')}` });
      }
      alumnus({ name: '이동문' });
    });
    const { location } = renderDirectory(world, '/alumni/find?name=김');
    expect(await listedNames()).toHaveLength(20);
    await userEvent.click(screen.getByRole('link', { name: '2페이지' }));
    await waitFor(async () => expect(await listedNames()).toHaveLength(5));
    expect(lastSearch(location)).toEqual({ name: '김', page: '2' });
    expect(screen.getByRole('heading', { level: 2, name: '검색 결과 25명' })).toBeInTheDocument();
  });

  it('says so when nothing matches, with a hint to try initial consonants or fewer filters', async () => {
    const world = await directoryWorld((alumnus) => alumnus({ name: '김민수' }));
    renderDirectory(world);
    await listedNames();
    await search({ 이름: '없는이름' });
    const region = await screen.findByRole('region', { name: '검색 결과 0명' });
    expect(region).toHaveTextContent('조건에 맞는 동문이 없습니다.');
    expect(region).toHaveTextContent('초성으로도 찾을 수 있습니다(예: ㄱㅁㅅ)');
    expect(region).toHaveTextContent('조건을 줄여서 다시 검색해 보세요.');
    expect(within(region).queryByRole('navigation')).toBeNull();
  });

  it('shows the loading state, and a failed search offers to try again', async () => {
    const world = await directoryWorld((alumnus) => alumnus({ name: '김민수' }));
    const searchSpy = vi
      .spyOn(world.directoryApi, 'searchAlumni')
      .mockRejectedValueOnce(new Error('network down'));
    renderDirectory(world);
    const failed = await screen.findByRole('region', { name: '검색 결과를 불러오지 못했습니다' });
    expect(failed).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(within(failed).getByRole('button', { name: '다시 시도' }));
    expect(await listedNames()).toEqual(['김민수']);
    expect(screen.getByRole('heading', { level: 2, name: '검색 결과 1명' })).toHaveFocus();
    expect(searchSpy).toHaveBeenCalledTimes(2);
  });

  it('cancels a search still running when a new one starts', async () => {
    const world = await directoryWorld((alumnus) => {
      alumnus({ name: '김민수' });
      alumnus({ name: '이민수' });
    });
    const signals: AbortSignal[] = [];
    const directory: AlumniDirectoryApi = world.directoryApi;
    const original = directory.searchAlumni.bind(directory);
    vi.spyOn(directory, 'searchAlumni').mockImplementation((query, signal) => {
      if (signal) signals.push(signal);
      // The first search never answers.
      return signals.length === 1 ? new Promise<Page<AlumniCard>>(() => {}) : original(query);
    });
    renderDirectory(world);
    const busy = await screen.findByRole('region', { name: '검색 결과' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getByRole('status')).toHaveTextContent('동문을 찾고 있습니다…');

    await search({ 이름: '이민수' });
    expect(await listedNames()).toEqual(['이민수']);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals.at(-1)?.aborted).toBe(false);
  });
});
