import {
  type MessageChannel,
  messageFooter,
  type MessageKind,
  subjectAsSent,
} from '../../../domain/messages';
import { withMediaAddresses } from '../../../domain/content';
import { useAppServices } from '../../shared/app/app-services';

/**
 * The message as a member will get it (issue 32, items 2–3): the subject as sent ((광고) first
 * for 홍보), the body, the notice's link, and the footer the law asks for, the member's own link
 * said in words (each member's differs).
 */
export function CampaignPreview({
  kind,
  channel,
  subject,
  bodyHtml,
  noticeTitle,
}: {
  readonly kind: MessageKind;
  readonly channel: MessageChannel;
  readonly subject: string;
  readonly bodyHtml: string;
  readonly noticeTitle: string | null;
}) {
  const { association, mediaUrl } = useAppServices();
  // Each member's own signed address goes here.
  const sampleLink = '(받는 회원마다 다른 수신 설정 주소)';
  const footer = messageFooter(
    kind,
    // As the server's footer names the sender: the association, its telephone and address.
    { associationName: association.name, contact: `${association.phone} · ${association.address}` },
    sampleLink,
  );
  return (
    <section className="campaign-preview" aria-labelledby="campaign-preview-title">
      <h2 id="campaign-preview-title">미리 보기</h2>
      <p>
        <strong>{channel === 'mail' ? '제목' : '제목 (장문 문자일 때)'}:</strong>{' '}
        {subject.trim() ? subjectAsSent(kind, subject) : '(제목 없음)'}
      </p>
      {/* The editor's own HTML (its schema allows no script); the server sanitises it again. */}
      <div
        className="notice__body"
        dangerouslySetInnerHTML={{ __html: withMediaAddresses(bodyHtml, mediaUrl) }}
      />
      {noticeTitle ? <p>자세히 보기: 「{noticeTitle}」 공지로 가는 링크</p> : null}
      <p className="campaign-preview__footer">
        {channel === 'mail'
          ? footer
          : kind === 'promotion'
            ? `문자에는 본문의 글자만 가고, 앞에 (광고)가, 끝에 ${association.name}과 무료수신거부 번호가 붙습니다.`
            : '문자에는 본문의 글자만 갑니다.'}
      </p>
    </section>
  );
}
