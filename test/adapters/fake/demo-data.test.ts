import { SITE_PAGE_KEYS } from '../../../src/domain/content/site-pages';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMINISTRATOR,
  DEMO_MEMBER,
  DEMO_PENDING_MEMBER,
  seedDemoData,
} from '../../../src/adapters/fake/demo-data';
import { detectFileKind } from '../../../src/domain/files/file-types';
import { NOT_APPROVED_MESSAGE } from '../../../src/domain/session/tokens';
import { validateBirthDate } from '../../../src/domain/shared/validation/birth-date';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import { validateMobilePhone } from '../../../src/domain/shared/validation/mobile-phone';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import { validatePersonName } from '../../../src/domain/shared/validation/person-name';
import { validateUserId } from '../../../src/domain/shared/validation/user-id';
import { fakeWorld } from '../../support/fake-world';
import { formatKoreanAmount } from '../../../src/domain/shared/format/korean-amount';

const NOW = new Date('2026-11-22T10:00:00+09:00');

function seeded(now = NOW) {
  const world = fakeWorld(now.toISOString());
  seedDemoData(world.backend, { now });
  return world;
}

describe('demo data for `npm run demo`', () => {
  it('is the same on every start', () => {
    const names = () => [...seeded().backend.accounts.values()].map(({ profile }) => profile.name);
    expect(names()).toEqual(names());
  });

  it('lets the demo member sign in, and sends the pending one to the not-approved page', async () => {
    const world = seeded();
    const member = await world.authApi.signIn(DEMO_MEMBER);
    expect(member.tokens?.accessToken).toBeTruthy();
    await expect(world.authApi.signIn(DEMO_PENDING_MEMBER)).resolves.toEqual({
      tokens: null,
      message: NOT_APPROVED_MESSAGE,
    });
  });

  it('gives the demo member five years of donations, and the public pages their figures', async () => {
    const world = seeded();
    const signedIn = await world.authApi.signIn(DEMO_MEMBER);
    if (signedIn.tokens) world.tokenStore.saveTokens(signedIn.tokens);
    world.tokenStore.saveUserId(DEMO_MEMBER.userId);
    const mine = await world.donationApi.getMyContributions({});
    expect(mine.years).toEqual([2026, 2025, 2024, 2023, 2022]);
    // Twelve monthly gifts and a year-end gift a year; none after today (22 November 2026).
    expect(mine.total).toBe(4 * 13 + 10);
    expect(await world.donationApi.listDonationFunds()).toHaveLength(3);
    const report = await world.publicDonationApi.donationStatistics();
    expect(report.years.map((each) => each.year)).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(report.scholarships.length).toBeGreaterThan(0);
    const hall = await world.publicDonationApi.hallOfFame();
    expect(hall[0]).toMatchObject({ name: '(주)한빛건설', company: true, tier: '1억 원 이상' });
  });

  it('lets the office sign in to the console, with a namesake applicant in the queue', async () => {
    const world = seeded();
    const office = await world.authApi.signIn(DEMO_ADMINISTRATOR);
    if (!office.tokens) throw new Error('the demo administrator could not sign in');
    world.tokenStore.saveTokens(office.tokens);
    const queue = await world.adminApi.listMembers({ status: 'pending', page: 1, size: 20 });
    const namesake = queue.items.find((applicant) => applicant.userId === 'hanbit2');
    expect(namesake?.sameNameAndBirthDate).toEqual([DEMO_MEMBER.userId]);
  });

  it('writes every page of text, as the server seeds them', async () => {
    const world = seeded();
    for (const key of SITE_PAGE_KEYS) {
      expect((await world.sitePageApi.sitePage(key)).bodyHtml, key).toMatch(/[가-힣]/u);
    }
  });

  it('gives every member a profile that passes the shared validation rules', () => {
    const accounts = [...seeded().backend.accounts.values()];
    expect(accounts.length).toBeGreaterThanOrEqual(30);
    for (const { profile, password } of accounts) {
      expect(validateUserId(profile.userId).ok, profile.userId).toBe(true);
      expect(validatePassword(password).ok, profile.userId).toBe(true);
      expect(validatePersonName(profile.name).ok, profile.name).toBe(true);
      expect(validateEmail(profile.email).ok, profile.email).toBe(true);
      expect(validateMobilePhone(profile.mobile).ok, profile.mobile).toBe(true);
      expect(
        validateBirthDate(profile.birthDate, { year: 2026, month: 11, day: 22 }).ok,
        profile.birthDate,
      ).toBe(true);
      expect(profile.address?.city).toMatch(/^\d{2}0{8}$/u);
      expect(profile.address?.sgg).toMatch(/^\d{5}0{5}$/u);
      expect(profile.name).toMatch(/^[가-힣]{2,5}$/u);
    }
  });

  it('fills the public content: notices in Korean, statistics whose total is the sum of the months, photos as public files', async () => {
    const world = seeded();
    expect(world.backend.notices.length).toBeGreaterThan(5);
    for (const notice of world.backend.notices) expect(notice.title).toMatch(/[가-힣]/u);
    for (const year of [2024, 2025, 2026]) {
      const statistics = await world.contentApi.donationYear(year);
      expect(statistics?.totalAmount).toBeGreaterThan(0);
      expect(statistics?.totalAmount).toBe(
        statistics?.monthlyAmounts.reduce((sum, amount) => sum + amount, 0),
      );
    }
    for (const kind of ['school', 'history', 'contribution'] as const) {
      const albums = world.backend.albums.filter((album) => album.kind === kind);
      expect(albums.length).toBeGreaterThan(0);
      for (const album of albums) {
        expect(album.publishedAt).not.toBeNull();
        for (const photo of album.photos) {
          expect(photo.alt).toMatch(/[가-힣]/u);
          const image = world.backend.siteImages.get(photo.imageId);
          const [file] = world.backend.files.get(photo.imageId) ?? [];
          expect(file).toMatchObject({ atchFileId: image?.variants[0]?.jpeg, public: true });
        }
      }
    }
  });
});

describe('demo content for the home page', () => {
  it('has this year’s figures summed from the demo donations, up to this month only', async () => {
    const world = seeded();
    const statistics = await world.contentApi.donationYear(2026);
    const records = world.backend.donationRecords.current();
    expect(statistics?.totalAmount).toBe(
      records
        .filter((record) => record.donatedOn.startsWith('2026-'))
        .reduce((sum, record) => sum + record.amount, 0),
    );
    expect(statistics?.monthlyAmounts[11]).toBe(0);
    expect(statistics?.monthlyAmounts.slice(0, 11).every((amount) => amount > 0)).toBe(true);
  });
});

describe('the demo data set, as `npm run demo` shows it (issue 29, item 14)', () => {
  it('reports in its scholarship notice what 기부금 공개 counts as used that year', async () => {
    for (const now of [NOW, new Date('2026-05-10T10:00:00+09:00')]) {
      const world = seeded(now);
      const year = now.getMonth() >= 9 ? 2026 : 2025;
      const disclosure = await world.publicDonationApi.donationDisclosure();
      const figures = disclosure.find((each) => each.year === year);
      expect(figures?.usedAmount).toBeGreaterThan(0);
      // Each finished year has its report, a PDF, as the server's demo has.
      const finished = disclosure.filter((each) => each.year < now.getFullYear());
      expect(finished.length).toBeGreaterThan(0);
      for (const each of finished) {
        expect(each.report?.fileName).toBe(`${each.year}년 기부금 모금액 및 활용실적 보고서.pdf`);
      }
      const notice = world.backend.notices.find((each) =>
        each.title.startsWith(`${year}학년도 2학기 장학금 수여식`),
      );
      expect(notice?.bodyText).toContain(
        `재학생 ${figures?.scholarshipStudents}명에게 장학금 ${formatKoreanAmount(figures?.scholarshipAmount ?? 0)}`,
      );
    }
  });

  it('names the hall of fame’s people with the surnames common in Korea', async () => {
    const hall = await seeded().publicDonationApi.hallOfFame();
    const surnames = hall.filter((entry) => !entry.company).map((entry) => entry.name.slice(0, 1));
    const count = (surname: string) => surnames.filter((each) => each === surname).length;
    expect(surnames.length).toBeGreaterThan(20);
    // A few dozen names: 김 and 이 lead (in either order), as in any Korean list of that size.
    const [first, second] = [...new Set(surnames)].sort((a, b) => count(b) - count(a));
    expect([first, second].sort()).toEqual(['김', '이']);
    expect(count('김') + count('이') + count('박')).toBeGreaterThan(surnames.length / 3);
  });

  it('keeps 자료실’s documents as PDF and 한글 files, each of the kind its name says, as an upload is checked', async () => {
    const files = [...seeded().backend.files.values()]
      .flat()
      .filter((file) => file.atchFileMstId.startsWith('demo-library-'));
    expect(files.map((file) => file.fileName.replace(/^.*\./u, '')).sort()).toEqual([
      'hwpx',
      'hwpx',
      'pdf',
      'pdf',
    ]);
    for (const file of files) {
      expect(file.size, file.fileName).toBeGreaterThan(1000);
      const head = new Uint8Array(await file.data.arrayBuffer());
      expect(detectFileKind(file.fileName, head)?.mimeType, file.fileName).toBe(file.mimeType);
    }
  });
});

describe('the demo’s dues (issue 31 item 5)', () => {
  it('sets this year’s and the lifetime dues, leaves the demo member this year to pay, and has a few alumni paid', async () => {
    for (const now of [NOW, new Date('2027-01-01T00:30:00+09:00')]) {
      const world = seeded(now);
      const year = Number(now.toLocaleString('sv', { timeZone: 'Asia/Seoul' }).slice(0, 4));
      const signedIn = await world.authApi.signIn(DEMO_MEMBER);
      if (signedIn.tokens) world.tokenStore.saveTokens(signedIn.tokens);
      const mine = await world.duesApi.myDues();
      expect(mine).toMatchObject({ year, paid: false, statusLabel: `${year}년 회비 미납` });
      expect(mine.payable).toEqual([
        { kind: 'annual', year, amount: 50_000 },
        { kind: 'lifetime', year: null, amount: 500_000 },
      ]);
      expect(mine.payments.map((payment) => payment.year)).toEqual([year - 1]);
      const { payments, badgeShown } = world.backend.dues;
      expect(payments.filter((payment) => payment.year === year)).toHaveLength(4);
      expect(payments.filter((payment) => payment.kind === 'lifetime')).toHaveLength(2);
      expect(payments.every((payment) => payment.paidAt <= now.toISOString())).toBe(true);
      expect(badgeShown.size).toBe(3);
    }
  });

  it('has mails in 보낸 메일함: the fake’s own, sent, and one failed for the office to retry', async () => {
    const world = seeded();
    const signedIn = await world.authApi.signIn(DEMO_ADMINISTRATOR);
    if (signedIn.tokens) world.tokenStore.saveTokens(signedIn.tokens);
    const { counts, page } = await world.officeMessageApi.officeOutbox({});
    expect(counts).toMatchObject({ sent: 2, failed: 1 });
    const [failed] = page.items.filter((entry) => entry.state === 'failed');
    expect(failed?.lastError).toContain('550');
    await world.officeMessageApi.retryMessage(failed?.messageId ?? '');
    expect((await world.officeMessageApi.officeOutbox({})).counts).toMatchObject({ failed: 0 });
  });
});
