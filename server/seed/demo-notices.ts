import { demoNotices } from '../../src/domain/content/demo-notices';
import {
  type DemoScholarship,
  demoScholarshipNotice,
} from '../../src/domain/donations/demo-scholarships';
import { calendarDateOf } from '../../src/domain/shared/format/date-format';
import type { SeedPorts } from './seed-ports';

/**
 * Writes the demo notices (src/domain/content/demo-notices.ts, with the scholarship ceremony's
 * report summed from the demo's scholarships) into an empty database, as the office's
 * administrator, each body sanitised as the console's would be.
 */
export async function seedDemoNotices(
  ports: SeedPorts,
  authorId: string,
  scholarships: readonly DemoScholarship[],
): Promise<void> {
  const now = ports.clock.now();
  const ceremony = demoScholarshipNotice(calendarDateOf(now), scholarships);
  for (const notice of demoNotices(now, [ceremony])) {
    const body = ports.html.clean(notice.paragraphs.map((text) => `<p>${text}</p>`).join(''));
    await ports.store.notices.insert({
      id: ports.random.id(),
      title: notice.title,
      bodyHtml: body.html,
      bodyText: body.text,
      pinned: notice.pinned,
      publishedAt: notice.publishedAt,
      attachmentsMstId: null,
      attachmentCount: 0,
      authorId,
      views: notice.views,
      createdAt: notice.publishedAt,
      updatedAt: notice.publishedAt,
    });
  }
}
