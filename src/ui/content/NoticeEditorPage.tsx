import { useState } from 'react';
import { useSearch } from 'wouter';
import type { EditableNotice } from '../../domain/content/notices';
import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { NoticeEditorForm } from './NoticeEditorForm';
import { NOTICE_MAY_BE_GONE, NoticesFailed, NoticesLoading } from './NoticeLoadStates';

/** 공지사항 쓰기: a new notice, or with `?id=` one to edit, publish, unpublish or delete. */
export default function NoticeEditorPage({ route }: PageProps) {
  const noticeId = new URLSearchParams(useSearch()).get('id');
  return (
    <OfficeFrame route={route}>
      {noticeId ? (
        <ExistingNotice key={noticeId} noticeId={noticeId} />
      ) : (
        <>
          <h1>새 공지사항</h1>
          <NoticeEditorForm notice={null} />
        </>
      )}
    </OfficeFrame>
  );
}

function ExistingNotice({ noticeId }: { noticeId: string }) {
  const { officeNotices } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad(
    (signal): Promise<EditableNotice> => officeNotices.officeNotice(noticeId, signal),
    String(attempt),
  );
  if (loaded.state === 'loading') {
    return <NoticesLoading />;
  }
  if (loaded.state === 'failed') {
    return <NoticesFailed reason={NOTICE_MAY_BE_GONE} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return (
    <>
      <h1>공지사항 고치기</h1>
      <NoticeEditorForm notice={loaded.value} />
    </>
  );
}
