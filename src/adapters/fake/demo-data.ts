import { seedDemoMessages } from './demo-messages';
import { demoSitePages } from './demo-pages';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import {
  DEMO_ADMINISTRATOR,
  DEMO_MEMBER,
  DEMO_NAMESAKE,
  DEMO_PENDING_MEMBER,
  demoPeople,
} from '../../domain/shared/demo/demo-people';
import { demoNotices } from '../../domain/content/demo-notices';
import { demoDonations } from '../../domain/donations/demo-donations';
import { demoScholarshipNotice } from '../../domain/donations/demo-scholarships';
import type { FakeBackend } from './fake-backend';
import { seedDemoAlbums } from './demo-albums';
import { seedDemoHistory } from './demo-history';
import { seedDemoOrganization } from './demo-organization';
import { seedDemoCompanies } from './demo-companies';
import { seedDemoLibrary } from './demo-library';
import { seedDemoDonations } from './demo-donations';
import { seedDemoDues } from './demo-dues';
import { seedDemoEvents } from './demo-events';

export {
  DEMO_ADMINISTRATOR,
  DEMO_MEMBER,
  DEMO_NAMESAKE,
  DEMO_PENDING_MEMBER,
} from '../../domain/shared/demo/demo-people';

/**
 * Demo data for `npm run demo` (the fake backend): the demo data set of the domain
 * (src/domain/shared/demo/, each feature's demo-*.ts), the one the server's seed writes on a
 * fresh database: the same people, notices, history, funds, gifts, scholarships and documents.
 * The sign-in accounts take the passwords written there.
 */
export function seedDemoData(backend: FakeBackend, options: { readonly now: Date }): void {
  const { now } = options;
  const today = calendarDateOf(now);
  const people = demoPeople(today.year);
  for (const person of people) {
    const { description: _description, signsIn: _signsIn, ...profile } = person;
    backend.addAccount({
      password: passwordOf(person.userId),
      profile: { ...profile, profileImage: null },
    });
  }
  const members = people.filter(
    (person) => person.role === 'member' && person.status === 'approved',
  );
  const donations = demoDonations(today, members);
  backend.notices = demoNotices(now, [demoScholarshipNotice(today, donations.scholarships)]).map(
    (notice, index) => ({
      id: `notice-${index + 1}`,
      title: notice.title,
      bodyHtml: notice.paragraphs.map((text) => `<p>${text}</p>`).join(''),
      bodyText: notice.paragraphs.join(' '),
      pinned: notice.pinned,
      publishedAt: notice.publishedAt,
      attachmentsMstId: null,
      attachmentCount: 0,
      authorId: DEMO_ADMINISTRATOR.userId,
      views: notice.views,
      createdAt: notice.publishedAt,
      updatedAt: notice.publishedAt,
    }),
  );
  for (const page of demoSitePages(now)) backend.sitePages.set(page.key, page);
  seedDemoAlbums(backend, now);
  seedDemoHistory(backend);
  seedDemoOrganization(backend);
  seedDemoLibrary(backend, now);
  seedDemoCompanies(backend, now, DEMO_MEMBER.userId);
  seedDemoDonations(backend, now, donations);
  seedDemoDues(
    backend,
    now,
    members.map((member) => member.userId),
  );
  seedDemoMessages(backend);
  seedDemoEvents(backend, now, members);
}

/** The fake's sign-in accounts have the passwords the README gives; the directory's one more. */
function passwordOf(userId: string): string {
  const known = [DEMO_ADMINISTRATOR, DEMO_MEMBER, DEMO_PENDING_MEMBER, DEMO_NAMESAKE].find(
    (account) => account.userId === userId,
  );
  return known?.password ?? DEMO_MEMBER.password;
}
