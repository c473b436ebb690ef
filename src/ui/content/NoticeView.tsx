import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { saveAttachment } from '../../application/files';
import type { Notice } from '../../domain/content/notices';
import { withMediaAddresses } from '../../domain/content/rich-text';
import type { AttachedFile } from '../../domain/shared/attachments/attached-file';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatFileSize } from '../../domain/shared/format/file-size';
import { formatNumber } from '../../domain/shared/format/number-format';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import { noticeHref } from './notice-address';
import { NOTICE_MAY_BE_GONE, NoticesFailed, NoticesLoading } from './NoticeLoadStates';

/**
 * One notice: its title, date and views, the body (HTML the server sanitised when it was
 * saved), its attachments to download, and the newer and older notices. A view is counted once
 * the notice is shown (the server counts a visitor once a day).
 */
export function NoticeView({ noticeId, listPath }: { noticeId: string; listPath: string }) {
  const { notices } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad((signal) => notices.notice(noticeId, signal), String(attempt));
  const shown = loaded.state === 'ready';
  useEffect(() => {
    if (shown) notices.countNoticeView(noticeId).catch(() => undefined);
  }, [shown, noticeId, notices]);

  if (loaded.state === 'loading') {
    return <NoticesLoading />;
  }
  if (loaded.state === 'failed') {
    return (
      <div className="notice">
        <h1>공지사항</h1>
        <NoticesFailed reason={NOTICE_MAY_BE_GONE} onRetry={() => setAttempt((n) => n + 1)}>
          {' '}
          <Link href={listPath}>목록으로</Link>
        </NoticesFailed>
      </div>
    );
  }
  return <NoticeArticle notice={loaded.value} listPath={listPath} />;
}

function NoticeArticle({ notice, listPath }: { notice: Notice; listPath: string }) {
  const { mediaUrl } = useAppServices();
  return (
    <article className="notice" aria-labelledby="notice-title">
      <header className="notice__head">
        <h1 id="notice-title">
          {notice.pinned ? <span className="badge">중요</span> : null} {notice.title}
        </h1>
        <p className="notice__meta">
          <time dateTime={notice.postedAt}>{formatDate(notice.postedAt)}</time>
          <span>조회 {formatNumber(notice.views)}</span>
        </p>
      </header>
      {/* Sanitised by the server when it was saved (an allow-list: nothing that runs). */}
      <div
        className="notice__body"
        dangerouslySetInnerHTML={{ __html: withMediaAddresses(notice.bodyHtml, mediaUrl) }}
      />
      {notice.attachments.length > 0 ? <Attachments files={notice.attachments} /> : null}
      <nav aria-label="다른 공지사항" className="notice__neighbours">
        <ul>
          {(
            [
              ['다음 글', notice.newer],
              ['이전 글', notice.older],
            ] as const
          ).map(([label, link]) => (
            <li key={label}>
              <span className="notice__neighbour-label">{label}</span>
              {link ? (
                <Link href={noticeHref(listPath, link.noticeId)}>{link.title}</Link>
              ) : (
                <span className="muted">{label}이 없습니다.</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <Link href={listPath} className="button">
          목록
        </Link>
      </p>
    </article>
  );
}

function Attachments({ files }: { files: readonly AttachedFile[] }) {
  const { files: fileApi, fileSaver, notifier } = useAppServices();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (file: AttachedFile) => {
    setBusy(file.atchFileId);
    try {
      await saveAttachment(fileApi, fileSaver, file);
    } catch {
      notifier.error(`${file.fileName} 파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="notice__files" aria-labelledby="notice-files">
      <h2 id="notice-files">첨부 파일 {formatNumber(files.length)}개</h2>
      <ul>
        {files.map((file) => (
          <li key={file.atchFileId}>
            <button
              type="button"
              className="link-button"
              disabled={busy === file.atchFileId}
              onClick={() => void download(file)}
            >
              {file.fileName}
            </button>{' '}
            <span className="muted">({formatFileSize(file.size)})</span>
            {busy === file.atchFileId ? <span role="status"> 내려받는 중…</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
