import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import type { DataOf } from '../../../src/contract/endpoint-types';
import { NOTICE_BODY_REQUIRED } from '../../../src/domain/content/notices';
import { hasRichTextContent } from '../../../src/domain/content/rich-text';
import type { SitePageKey } from '../../../src/domain/content/site-pages';
import { type AdminActor, AuditedUseCases } from '../admin';
import { AppError } from '../shared/app-error';
import type { SitePageRecord } from './ports';

export const NO_SUCH_PAGE = '아직 내용이 준비되지 않은 페이지입니다.';

/**
 * The association's pages of text: anyone reads them; the office writes them, each change
 * sanitised like a notice's body and recorded in the audit log.
 */
export class SitePages extends AuditedUseCases {
  async get(key: SitePageKey): Promise<DataOf<'sitePage'>> {
    const page = await this.context.store.sitePages.find(key);
    if (!page) throw new AppError('notFound', NO_SUCH_PAGE);
    return viewOf(page);
  }

  async list(): Promise<DataOf<'officeSitePages'>> {
    return (await this.context.store.sitePages.list()).map(viewOf);
  }

  update(actor: AdminActor, key: SitePageKey, bodyHtml: string): Promise<void> {
    return this.audit.audited(actor, AUDIT_ACTIONS.updateSitePage, key, async () => {
      const body = this.context.html.clean(bodyHtml);
      if (!hasRichTextContent(body)) throw new AppError('invalidInput', NOTICE_BODY_REQUIRED);
      await this.context.store.sitePages.save({
        key,
        bodyHtml: body.html,
        bodyText: body.text,
        updatedAt: this.context.clock.now().toISOString(),
        updatedBy: actor.id,
      });
    });
  }
}

function viewOf(page: SitePageRecord): DataOf<'sitePage'> {
  return { key: page.key as SitePageKey, bodyHtml: page.bodyHtml, updatedAt: page.updatedAt };
}
