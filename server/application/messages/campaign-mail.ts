import {
  messageFooter,
  type MessageKind,
  type Sender,
  subjectAsSent,
  topicOf,
} from '../../../src/domain/messages';
import type { OutgoingMail } from '../shared/ports';
import type { ChoiceLinks } from './choice-links';

/** A send's content, the same for every recipient. */
export interface CampaignContent {
  readonly kind: MessageKind;
  readonly subject: string;
  /** The body's sanitised HTML and its text alone. */
  readonly html: string;
  readonly text: string;
  /** The notice it points to, as a full address, if any. */
  readonly noticeUrl: string | null;
}

/**
 * One recipient's mail of a send (issue 32, items 2–4): the subject as the law wants it ((광고)
 * for 홍보), the body, the notice's link, the footer with the sender and the member's own link
 * to change what they receive, and RFC 8058's one-click refusal in the headers.
 */
export function campaignMail(
  content: CampaignContent,
  recipient: { readonly userId: string; readonly email: string },
  links: ChoiceLinks,
  sender: Sender,
): OutgoingMail {
  const footer = messageFooter(content.kind, sender, links.choicesPage(recipient.userId));
  const noticeText = content.noticeUrl ? `\n\n자세히 보기: ${content.noticeUrl}` : '';
  const noticeHtml = content.noticeUrl
    ? `<p><a href="${escapeHtml(content.noticeUrl)}">자세히 보기</a></p>`
    : '';
  const footerHtml = footer
    .split('\n')
    .map((line) => `<p style="color:#555;font-size:13px;margin:4px 0">${linked(line)}</p>`)
    .join('');
  return {
    to: recipient.email,
    subject: subjectAsSent(content.kind, content.subject),
    text: `${content.text}${noticeText}\n\n---\n${footer}`,
    html: `${content.html}${noticeHtml}<hr>${footerHtml}`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick(recipient.userId, topicOf(content.kind, 'mail'))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A footer line with its address made a link. */
function linked(line: string): string {
  return escapeHtml(line).replace(
    /(https?:\/\/[^\s<]+)/gu,
    (address) => `<a href="${address}">${address}</a>`,
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;');
}
