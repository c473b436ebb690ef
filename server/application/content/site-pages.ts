import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import type { DataOf } from '../../../src/contract/endpoint-types';
import { NOTICE_BODY_REQUIRED } from '../../../src/domain/content/notices';
import { hasRichTextContent } from '../../../src/domain/content/rich-text';
import type { SitePageKey } from '../../../src/domain/content/site-pages';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError } from '../shared/app-error';
import type { Clock, Transactions } from '../shared/ports';
import type { HtmlSanitizer, SitePageRecord, SitePageRepository } from './ports';
import type { SiteImages } from './site-images';

export interface SitePagesDependencies {
  readonly sitePages: SitePageRepository;
  /** Who holds the photos a page shows. */
  readonly siteImages: SiteImages;
  readonly html: HtmlSanitizer;
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly transactions: Transactions;
}

export const NO_SUCH_PAGE = '아직 내용이 준비되지 않은 페이지입니다.';

/**
 * The association's pages of text: anyone reads them; the office writes them, each change
 * sanitised like a notice's body and recorded in the audit log; a page holds the photos it shows.
 */
export class SitePages {
  constructor(private readonly deps: SitePagesDependencies) {}

  async sitePage(key: SitePageKey): Promise<DataOf<'sitePage'>> {
    const page = await this.deps.sitePages.find(key);
    if (!page) throw new AppError('notFound', NO_SUCH_PAGE);
    return viewOf(page);
  }

  async officeSitePages(): Promise<DataOf<'officeSitePages'>> {
    return (await this.deps.sitePages.list()).map(viewOf);
  }

  updateSitePage(actor: AdminActor, key: SitePageKey, bodyHtml: string): Promise<void> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.updateSitePage, key, async () => {
      const body = this.deps.html.clean(bodyHtml);
      if (!hasRichTextContent(body)) throw new AppError('invalidInput', NOTICE_BODY_REQUIRED);
      await this.deps.transactions.run(async () => {
        await this.deps.sitePages.save({
          key,
          bodyHtml: body.html,
          bodyText: body.text,
          updatedAt: this.deps.clock.now().toISOString(),
          updatedBy: actor.id,
        });
        await this.deps.siteImages.holdShownIn({ kind: 'page', id: key }, body.html);
      });
    });
  }
}

function viewOf(page: SitePageRecord): DataOf<'sitePage'> {
  return { key: page.key as SitePageKey, bodyHtml: page.bodyHtml, updatedAt: page.updatedAt };
}
