import sanitizeHtml from 'sanitize-html';
import type { CampaignContent } from '../../application/messages';
import { cleanRichText, hasRichTextContent } from '../../domain/content/rich-text';
import {
  type AudienceMember,
  CAMPAIGN_REFUSALS,
  composeText,
  maskedMobileNumber,
  messageFooter,
  subjectAsSent,
  textListedSubject,
} from '../../domain/messages';
import { DEMO_ASSOCIATION } from '../../domain/shared/association/demo-association';
import { itemHref } from '../../domain/shared/routing/item-address';
import type { FakeBackend } from './fake-backend';
import { fakeChoiceLink } from './fake-message-choices-api';

type Content = Pick<CampaignContent, 'kind' | 'channel' | 'subject' | 'bodyHtml' | 'noticeId'>;

/** The demo association as the fake's mails name it (the server reads its settings). */
const FAKE_SENDER = {
  associationName: DEMO_ASSOCIATION.name,
  contact: `${DEMO_ASSOCIATION.phone} · ${DEMO_ASSOCIATION.address}`,
};

/** No free 080 number, as the server without SMS_REFUSAL_NUMBER: 홍보 texts are refused. */
const FAKE_TEXT_SENDER = { associationName: DEMO_ASSOCIATION.name, refusalNumber: null };

/** A number the text rules take, to check a text before it has its recipients. */
const SAMPLE_MOBILE = '01000000000';

/**
 * What the office wrote, refused as the server refuses it: an empty body, a text the carriers'
 * rules refuse, a notice that is not published; null when it may go.
 */
export function contentRefusal(backend: FakeBackend, content: Content): string | null {
  if (!hasRichTextContent(cleanRichText(content.bodyHtml, sanitizeHtml))) {
    return CAMPAIGN_REFUSALS.emptyBody;
  }
  if (content.channel === 'text') {
    const text = composedText(backend, content, SAMPLE_MOBILE);
    if (!text.ok) return text.message;
  }
  const notice = content.noticeId
    ? backend.notices.find((each) => each.id === content.noticeId)
    : null;
  return content.noticeId && !notice?.publishedAt ? CAMPAIGN_REFUSALS.noSuchNotice : null;
}

/**
 * One recipient's message into the fake's outbox, as the server writes it: a mail with (광고) and
 * the footer, or a text with its rules (listed masked, as [문자]); answers its id, or null for a
 * member the channel cannot reach.
 */
export function sendCampaignMessage(
  backend: FakeBackend,
  content: Content,
  member: Pick<AudienceMember, 'userId' | 'email' | 'mobile'>,
  subjectPrefix = '',
): string | null {
  if (content.channel === 'text') {
    const text = member.mobile ? composedText(backend, content, member.mobile) : null;
    if (!text?.ok) return null;
    return backend.sendMail({
      to: maskedMobileNumber(text.value.to),
      subject: `${subjectPrefix}${textListedSubject(text.value, content.subject)}`,
      text: text.value.body,
    });
  }
  if (!member.email) return null;
  const footer = messageFooter(
    content.kind,
    FAKE_SENDER,
    siteAddress(`/messages/choices?t=${fakeChoiceLink(member.userId)}`),
  );
  const notice = noticeAddress(backend, content);
  return backend.sendMail({
    to: member.email,
    subject: `${subjectPrefix}${subjectAsSent(content.kind, content.subject)}`,
    text: `${bodyText(content)}${notice ? `\n\n자세히 보기: ${notice}` : ''}\n\n---\n${footer}`,
  });
}

function composedText(backend: FakeBackend, content: Content, to: string) {
  const notice = noticeAddress(backend, content);
  return composeText(
    {
      to,
      body: notice ? `${bodyText(content)}\n${notice}` : bodyText(content),
      kind: content.kind,
      subject: content.subject,
    },
    FAKE_TEXT_SENDER,
  );
}

/** The body as the server keeps it: what the notices' allow-list leaves. */
export function cleanBody(bodyHtml: string): string {
  return cleanRichText(bodyHtml, sanitizeHtml).html;
}

function bodyText(content: Content): string {
  return cleanRichText(content.bodyHtml, sanitizeHtml).text;
}

function noticeAddress(backend: FakeBackend, content: Content): string | null {
  return content.noticeId
    ? siteAddress(itemHref(backend.routes.byId('notice').path, content.noticeId))
    : null;
}

/** A path of the site as a full address (the fake's origin is the page's). */
function siteAddress(path: string): string {
  return `${globalThis.location?.origin ?? 'http://localhost'}${path}`;
}
