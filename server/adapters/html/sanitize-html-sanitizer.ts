import sanitizeHtml from 'sanitize-html';
import { cleanRichText } from '../../../src/domain/content/rich-text';
import type { HtmlSanitizer } from '../../application/content/ports';

/**
 * The office's rich text made safe with sanitize-html (parsed by htmlparser2), kept by the
 * domain's allow-list (src/domain/content/rich-text.ts), as the fake backend keeps it too.
 */
export class SanitizeHtmlSanitizer implements HtmlSanitizer {
  clean(html: string): { html: string; text: string } {
    return cleanRichText(html, sanitizeHtml);
  }
}
