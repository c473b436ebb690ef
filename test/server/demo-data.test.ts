import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ALBUM_KINDS, type Album, type AlbumSummary } from '../../src/domain/content/albums';
import type { Company } from '../../src/domain/companies/companies';
import type { LibraryDocument } from '../../src/domain/library/library';
import type { DataOf } from '../../src/contract/endpoint-types';
import type { Page } from '../../src/domain/shared/paging/page';
import {
  type PasswordHasher,
  PasswordHasherBusyError,
} from '../../server/application/shared/ports';
import { seedDemoData } from '../../server/runtime';
import { seedDemoDataIfEmpty } from '../../server/seed/demo-data';
import {
  DEMO_ADMINISTRATOR,
  DEMO_MEMBER,
  DEMO_NAMESAKE,
  DEMO_PENDING_MEMBER,
  demoDirectoryUserId,
  demoPeople,
} from '../../src/domain/shared/demo/demo-people';
import { NO_PASSWORD_HASH } from '../../server/domain/shared/account';
import { DEMO_PRESIDENTS, DEMO_TIMELINE } from '../../src/domain/content/demo-history';
import { demoNotices } from '../../src/domain/content/demo-notices';
import {
  demoLatestCeremonyYear,
  demoScholarshipNotice,
  demoScholarships,
} from '../../src/domain/donations/demo-scholarships';
import { calendarDateOf } from '../../src/domain/shared/format/date-format';
import { dialects, startTestServer, type TestServer } from './support/test-server';

/**
 * Demo data on the first start (SEED_DEMO_DATA): the four sign-in accounts and the directory's
 * alumni, the accounts' passwords hashed at once on a pool of their own, and the galleries' albums; a
 * database with accounts is left alone.
 */
describe.each(dialects())('demo data (%s)', (dialect) => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('seeds an empty database once, with accounts that sign in', async () => {
    server = await startTestServer(dialect);
    const accounts = await seedDemoData(server.runtime);
    // The fake backend's accounts (npm run demo), with random passwords.
    expect(accounts?.map((account) => account.userId)).toEqual([
      DEMO_ADMINISTRATOR.userId,
      DEMO_MEMBER.userId,
      DEMO_PENDING_MEMBER.userId,
      DEMO_NAMESAKE.userId,
    ]);
    expect(await server.runtime.ports.store.accounts.count()).toBe(44);
    for (const account of accounts ?? []) {
      const signedIn = await server.call('signIn', {
        body: { userId: account.userId, password: account.password },
      });
      expect(signedIn.body.code, account.userId).toBe(0);
    }
    // The directory's other forty alumni have no password: nobody signs in as them.
    const alumnus = await server.runtime.ports.store.accounts.find(demoDirectoryUserId(1));
    expect(alumnus?.passwordHash).toBe(NO_PASSWORD_HASH);
    // Each account gave the sign-up's consents, so /me and the office's detail show them.
    const consents = await server.runtime.ports.store.consents.listFor(DEMO_MEMBER.userId);
    expect(consents.map(({ kind, agreed }) => [kind, agreed])).toEqual([
      ['marketing', true],
      ['privacy', true],
      ['terms', true],
    ]);

    // A dozen published notices in natural Korean, the newest pinned, as the public list shows them.
    const notices = await server.call<{
      total: number;
      items: { title: string; pinned: boolean }[];
    }>('listNotices');
    expect(notices.body.data.total).toBe(12);
    expect(notices.body.data.items[0]).toMatchObject({
      pinned: true,
      title: expect.stringMatching(/정기총회/u),
    });

    // The school's timeline, oldest first, and the past presidents by term, the last in office.
    const timeline = await server.call<{ year: number; event: string }[]>('timeline');
    expect(timeline.body.data.length).toBeGreaterThan(10);
    expect(timeline.body.data[0]?.year).toBe(1926);
    const presidents =
      await server.call<{ term: number; toYear: number | null }[]>('pastPresidents');
    expect(presidents.body.data.map((president) => president.term)).toEqual(
      presidents.body.data.map((_, index) => index + 1),
    );
    expect(presidents.body.data.at(-1)?.toYear).toBeNull();

    // Six alumni's companies listed with their logos; two more wait in the office's queue.
    const companies = await server.call<Page<Company>>('listCompanies');
    expect(companies.body.data.total).toBe(6);
    for (const company of companies.body.data.items) {
      expect(company.logo?.variants.length, company.name).toBeGreaterThan(0);
      expect(company.owner.name, company.name).toMatch(/[가-힣]/u);
    }
    const queue = await server.runtime.ports.store.companies.listByStatus({
      status: 'pending',
      page: 1,
      size: 10,
    });
    expect(queue.total).toBe(2);

    // The symbol page shows its emblem, flower and tree, each a processed photo with its text.
    const symbol = await server.call<{ bodyHtml: string }>('sitePage', {
      params: { key: 'symbol' },
    });
    const pictures = [...symbol.body.data.bodyHtml.matchAll(/<img src="([^"]+)" alt="([^"]+)"/gu)];
    expect(pictures.map(([, , alt]) => alt?.split(':')[0])).toEqual([
      '교표',
      '교화 목련',
      '교목 느티나무',
    ]);
    for (const [, src] of pictures) {
      const picture = await server.fetch(src ?? '');
      await picture.arrayBuffer();
      expect(picture.status).toBe(200);
    }

    // 자료실: the association's documents, each with its file.
    const library = await server.call<Page<LibraryDocument>>('listLibrary');
    expect(library.body.data.total).toBe(4);
    for (const document of library.body.data.items) expect(document.file?.size).toBeGreaterThan(0);

    // Donations: three funds; the demo member's monthly CMS gifts over this year and the four before.
    const funds = await server.call<{ name: string }[]>('listDonationFunds');
    expect(funds.body.data.map((fund) => fund.name)).toEqual([
      '장학기금',
      '개교 100주년 기념기금',
      '故 김은사 선생님 추모 장학기금',
    ]);
    const demoMember = accounts?.find((account) => account.userId === DEMO_MEMBER.userId);
    if (!demoMember) throw new Error('no demo member');
    const signedIn = await server.call<{ accessToken: string }>('signIn', {
      body: { userId: demoMember.userId, password: demoMember.password },
    });
    const mine = await server.call<DataOf<'getMyContributions'>>('getMyContributions', {
      token: signedIn.body.data.accessToken,
      userId: demoMember.userId,
    });
    expect(mine.body.data.years).toHaveLength(5);
    expect(mine.body.data.total).toBeGreaterThan(40);
    expect(mine.body.data.items[0]?.method).toMatch(/cms|transfer/u);

    // Issue 29, item 14: the same data set as the fake backend's (the domain's demo data set).
    const now = server.clock.now();
    const today = calendarDateOf(now);
    for (const person of demoPeople(today.year)) {
      const profile = await server.runtime.ports.store.accounts.findProfile(person.userId);
      expect(profile?.name, person.userId).toBe(person.name);
      expect(profile?.classNumber, person.userId).toBe(person.classNumber);
    }
    expect(timeline.body.data).toEqual(DEMO_TIMELINE);
    expect(presidents.body.data).toEqual(DEMO_PRESIDENTS);
    const ceremony = demoScholarshipNotice(today, demoScholarships(today));
    const allNotices = await server.call<{ items: { title: string }[] }>('listNotices', {
      query: { size: '50' },
    });
    expect(allNotices.body.data.items.map((notice) => notice.title).sort()).toEqual(
      demoNotices(now, [ceremony])
        .map((notice) => notice.title)
        .sort(),
    );

    // 기부금 공개 counts as used the scholarships the ceremony's notice reports.
    const ceremonyYear = demoLatestCeremonyYear(today);
    const ofCeremony = demoScholarships(today).filter((each) => each.year === ceremonyYear);
    const disclosure =
      await server.call<{ year: number; scholarshipStudents: number; scholarshipAmount: number }[]>(
        'donationDisclosure',
      );
    expect(disclosure.body.data.find((each) => each.year === ceremonyYear)).toMatchObject({
      scholarshipStudents: ofCeremony.reduce((sum, each) => sum + each.students, 0),
      scholarshipAmount: ofCeremony.reduce((sum, each) => sum + each.amount, 0),
    });
    // 자료실's documents are PDFs (the site's font embedded) and 한글 files.
    expect(
      library.body.data.items.map((document) => document.file?.fileName.split('.').at(-1)).sort(),
    ).toEqual(['hwpx', 'hwpx', 'pdf', 'pdf']);
    // Issue 31 item 5: the fake's demo dues, the demo member's this year still to pay.
    const dues = server.runtime.ports.store.dues;
    expect(
      (await dues.definitions()).map(({ kind, year, amount }) => [kind, year, amount]),
    ).toEqual([
      ['annual', today.year, 50_000],
      ['annual', today.year - 1, 50_000],
      ['lifetime', null, 500_000],
    ]);
    expect((await dues.paymentsOf(DEMO_MEMBER.userId)).map((payment) => payment.year)).toEqual([
      today.year - 1,
    ]);
    const register = await dues.register(today.year);
    expect(register.map((payment) => payment.kind).sort()).toEqual([
      'annual',
      'annual',
      'annual',
      'annual',
      'lifetime',
      'lifetime',
    ]);

    expect(await seedDemoData(server.runtime)).toBeNull();
    expect(await server.runtime.ports.store.accounts.count()).toBe(44);
    expect((await server.call<{ total: number }>('listNotices')).body.data.total).toBe(12);
    // The whole seed (hashes, photos, PDFs) and forty calls: slow on a busy machine.
  }, 90_000);

  it('fills each gallery with published albums of processed photos, each with its alternative text', async () => {
    server = await startTestServer(dialect);
    await seedDemoData(server.runtime);
    for (const kind of ALBUM_KINDS) {
      const list = await server.call<Page<AlbumSummary>>('listAlbums', { query: { kind } });
      expect(list.body.code, kind).toBe(0);
      expect(list.body.data.total, kind).toBe(2);
      for (const summary of list.body.data.items) {
        const album = await server.call<Album>('album', { params: { albumId: summary.albumId } });
        const { title, description, photos } = album.body.data;
        expect(album.body.code, title).toBe(0);
        expect(description, title).not.toBe('');
        expect(photos.length, title).toBeGreaterThanOrEqual(3);
        expect(photos.length, title).toBeLessThanOrEqual(5);
        expect(new Set(photos.map((photo) => photo.image.imageId)).size, title).toBe(photos.length);
        for (const photo of photos) {
          expect(photo.alt.trim(), title).not.toBe('');
          expect({ width: photo.image.width, height: photo.image.height }).toEqual({
            width: 1024,
            height: 683,
          });
          expect(photo.image.variants.map((variant) => variant.width)).toEqual([320, 640, 1024]);
        }
        expect(
          photos.some((photo) => photo.caption !== ''),
          title,
        ).toBe(true);

        // The cover's smallest files, as the gallery's list shows them.
        const smallest = summary.cover?.image.variants[0];
        expect(smallest, title).toBeDefined();
        for (const [id, format] of [
          [smallest?.webp, 'webp'],
          [smallest?.jpeg, 'jpeg'],
        ] as const) {
          const response = await server.fetch(`/api/atchFile/media/${id}`);
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toBe(`image/${format}`);
          const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
          expect(metadata).toMatchObject({ format, width: 320, height: 213 });
        }
      }
    }

    // Seeded content is not an administrator's action: the audit log starts empty.
    const audit = await server.runtime.ports.store.auditLog.search({}, { page: 1, size: 1 });
    expect(audit.total).toBe(0);

    // Every demo photo is held (an album, a page, a logo): the clean-up a day later keeps them.
    server.clock.advance(25 * 60 * 60 * 1000);
    expect(await server.runtime.services.siteImages.deleteUnused()).toBe(0);
  });

  it('hashes one after another what a full hashing queue refuses', async () => {
    server = await startTestServer(dialect);
    const { hasher } = server.runtime.ports;
    let inFlight = 0;
    let refused = 0;
    // One hash at a time and no queue: the other three sign-in accounts' are refused at first.
    const narrow: PasswordHasher = {
      async hash(password) {
        if (inFlight > 0) {
          refused += 1;
          throw new PasswordHasherBusyError();
        }
        inFlight += 1;
        try {
          return await hasher.hash(password);
        } finally {
          inFlight -= 1;
        }
      },
      verify: (password, stored) => hasher.verify(password, stored),
    };
    const accounts = await seedDemoDataIfEmpty(
      { ...server.runtime.ports, hasher: narrow },
      server.dataDir,
    );
    expect(refused).toBe(3);
    const member = accounts?.find((account) => account.userId === DEMO_MEMBER.userId);
    const signedIn = await server.call('signIn', {
      body: { userId: DEMO_MEMBER.userId, password: member?.password },
    });
    expect(signedIn.body.code).toBe(0);
    // Four hashes one after another, beside the whole seed: slow on a busy machine.
  }, 90_000);
});
