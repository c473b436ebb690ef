import { useState } from 'react';
import { AdminFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { PresidentsEditor } from './PresidentsEditor';
import { TimelineEditor } from './TimelineEditor';
import './History.css';

/** 연혁·역대 회장 관리: the school's timeline and the past presidents, each saved whole. */
export default function OfficeHistoryPage({ route }: PageProps) {
  const { history } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad(
    async (signal) => ({
      timeline: await history.timeline(signal),
      presidents: await history.presidents(signal),
    }),
    String(attempt),
  );
  return (
    <AdminFrame route={route}>
      <h1>{route.title}</h1>
      {loaded.state === 'loading' ? (
        <p role="status" className="muted">
          불러오는 중입니다…
        </p>
      ) : loaded.state === 'failed' ? (
        <div role="alert">
          <p>연혁과 역대 회장을 불러오지 못했습니다.</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            다시 시도
          </button>
        </div>
      ) : (
        <>
          <TimelineEditor initial={loaded.value.timeline} />
          <PresidentsEditor initial={loaded.value.presidents} />
        </>
      )}
    </AdminFrame>
  );
}
