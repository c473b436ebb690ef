import { useSearch } from 'wouter';
import { EVENT_STATE_LABELS } from '../../../domain/events';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { EventEditorForm } from './EventEditorForm';
import { EventStateActions } from './EventStateActions';
import './office-events.css';

/**
 * 행사 편집 (issue 33, item 7): a new event, or with `?id=` one to edit, publish, close or
 * cancel.
 */
export default function OfficeEventEditorPage({ route }: PageProps) {
  const eventId = new URLSearchParams(useSearch()).get('id');
  return (
    <OfficeFrame route={route}>
      <div className="office-event-editor">
        {eventId ? (
          <ExistingEvent key={eventId} eventId={eventId} />
        ) : (
          <>
            <h1>새 행사</h1>
            <EventEditorForm event={null} />
          </>
        )}
      </div>
    </OfficeFrame>
  );
}

function ExistingEvent({ eventId }: { readonly eventId: string }) {
  const { officeEvents } = useAppServices();
  const { result, retry } = useRetryableLoad(
    (signal) => officeEvents.officeEvent(eventId, signal),
    eventId,
  );
  return (
    <LoadGate
      result={result}
      what="행사"
      onRetry={retry}
      reason="지워졌거나 주소가 잘못되었을 수 있습니다."
      keepWhileLoading
    >
      {(event) => (
        <>
          <h1>
            {event.draft.title}{' '}
            <span className="office-events__kind">{EVENT_STATE_LABELS[event.state]}</span>
          </h1>
          <EventStateActions event={event} onChanged={retry} />
          {/* A new form for each version saved: its values are what was saved. */}
          <EventEditorForm key={event.updatedAt} event={event} onSaved={retry} />
        </>
      )}
    </LoadGate>
  );
}
