import { inject, injectable } from 'inversify';
import sanitizeHtml from 'sanitize-html';
import type { OfficeSitePageApi, SitePageApi } from '../../application/content/site-page-api';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import { NOTICE_BODY_REQUIRED } from '../../domain/content/notices';
import { cleanRichText, hasRichTextContent } from '../../domain/content/rich-text';
import type { SitePage, SitePageKey } from '../../domain/content/site-pages';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';

/** The association's pages of text, as the server keeps them, in the fake backend's memory. */
@injectable()
export class FakeSitePageApi implements SitePageApi, OfficeSitePageApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  async sitePage(key: SitePageKey): Promise<SitePage> {
    const page = this.backend.sitePages.get(key);
    if (!page) throw refusal('notFound', '아직 내용이 준비되지 않은 페이지입니다.');
    return page;
  }

  async officeSitePages(): Promise<readonly SitePage[]> {
    this.office.requireAdministrator();
    return [...this.backend.sitePages.values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  updateSitePage(key: SitePageKey, bodyHtml: string): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.updateSitePage, key, () => {
      const body = cleanRichText(bodyHtml, sanitizeHtml);
      if (!hasRichTextContent(body)) throw refusal('invalidInput', NOTICE_BODY_REQUIRED);
      const updatedAt = this.backend.clock.now().toISOString();
      this.backend.sitePages.set(key, { key, bodyHtml: body.html, updatedAt });
    });
  }
}
