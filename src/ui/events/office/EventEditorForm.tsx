import { useLocation } from 'wouter';
import type { OfficeEvent } from '../../../application/events';
import { useAppServices } from '../../shared/app/app-services';
import { CheckboxField, FormRefusal, SubmitButton } from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';
import { useUnsavedEdits } from '../../shared/routing/use-unsaved-edits';
import {
  BLANK_EVENT,
  draftOf,
  EVENT_FORM_RULES,
  type EventFormValues,
  refusedFieldOf,
  valuesOf,
} from './event-form';
import {
  EventAboutFields,
  EventContactFields,
  EventFeeFields,
  EventPlaceFields,
  EventTimeFields,
} from './EventDraftFields';
import { eventPageHref } from './event-links';

/**
 * The event's form (the domain's EventDraft): every field checked by the domain's rules as it
 * is left and on save, and the server's refusals said beside their field. A new event is saved
 * as a draft (작성 중) and its address becomes the editor's; a published one may mail its
 * attendees about the change.
 */
export function EventEditorForm({
  event,
  onSaved,
}: {
  readonly event: OfficeEvent | null;
  readonly onSaved?: () => void;
}) {
  const { officeEvents, notifier, routes } = useAppServices();
  const [, navigate] = useLocation();
  const initial = event ? valuesOf(event.draft) : BLANK_EVENT;
  const cancelled = event?.state === 'cancelled';
  const published = event?.state === 'published' || event?.state === 'closed';
  const form = useForm<EventFormValues>({
    initial,
    rules: EVENT_FORM_RULES,
    failure: '저장하지 못했습니다.',
    onSubmit: async (values) => {
      try {
        if (event) {
          await officeEvents.updateEvent(event.eventId, draftOf(values), values.notifyAttendees);
          notifier.success(
            values.notifyAttendees
              ? '저장하고 신청자에게 변경 안내 메일을 보내기 시작했습니다.'
              : '저장했습니다.',
          );
          edits.saved();
          onSaved?.();
        } else {
          const { eventId } = await officeEvents.createEvent(draftOf(values));
          notifier.success('새 행사를 작성 중으로 저장했습니다. 다 되면 공개해 주세요.');
          edits.saved();
          navigate(eventPageHref(routes, 'officeEventEditor', eventId), { replace: true });
        }
        return undefined;
      } catch (error) {
        const field = error instanceof Error ? refusedFieldOf(error.message) : null;
        if (field && error instanceof Error) return { [field]: error.message };
        throw error;
      }
    },
  });
  const { values } = form;
  const edits = useUnsavedEdits(
    !cancelled &&
      (Object.keys(initial) as (keyof EventFormValues)[]).some(
        (name) => name !== 'notifyAttendees' && values[name] !== initial[name],
      ),
  );
  if (cancelled) {
    return (
      <p>
        취소된 행사는 고칠 수 없습니다.
        {event.cancelReason ? ` 취소 사유: ${event.cancelReason}` : ''}
      </p>
    );
  }
  return (
    <form {...form.formProps} aria-label="행사 내용">
      <EventAboutFields form={form} />
      <EventTimeFields form={form} />
      <EventPlaceFields form={form} />
      <EventFeeFields form={form} />
      <EventContactFields form={form} />
      {published ? (
        <CheckboxField
          id={form.idOf('notifyAttendees')}
          label="신청자에게 변경 안내 메일 보내기"
          checked={values.notifyAttendees}
          onChange={(notify) => form.setValue('notifyAttendees', notify)}
        />
      ) : null}
      <FormRefusal message={form.formError} />
      <SubmitButton submitting={form.submitting} busyLabel="저장하는 중…" inline>
        {event ? '저장' : '작성 중으로 저장'}
      </SubmitButton>
    </form>
  );
}
