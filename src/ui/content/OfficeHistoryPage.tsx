import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import { PresidentsEditor } from './PresidentsEditor';
import { TimelineEditor } from './TimelineEditor';
import './History.css';

/** 연혁·역대 회장 관리: the school's timeline and the past presidents, each saved whole. */
export default function OfficeHistoryPage({ route }: PageProps) {
  const { history } = useAppServices();
  const { result: loaded, retry } = useRetryableLoad(async (signal) => ({
    timeline: await history.timeline(signal),
    presidents: await history.pastPresidents(signal),
  }));
  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <LoadGate result={loaded} what="연혁과 역대 회장" onRetry={retry}>
        {({ timeline, presidents }) => (
          <>
            <TimelineEditor initial={timeline} />
            <PresidentsEditor initial={presidents} />
          </>
        )}
      </LoadGate>
    </OfficeFrame>
  );
}
