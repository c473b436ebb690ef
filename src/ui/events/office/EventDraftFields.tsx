import {
  ATTENDEE_KIND_LABELS,
  ATTENDEE_KINDS,
  EVENT_FEE_FIELDS,
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  EVENT_LIMITS,
} from '../../../domain/events';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../shared/forms/kit';
import type { FormApi } from '../../shared/forms/use-form';
import type { EventFormValues } from './event-form';

type Form = FormApi<EventFormValues>;

const KIND_OPTIONS = EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] }));

/** The event's words: its kind, name, description and programme. */
export function EventAboutFields({ form }: { readonly form: Form }) {
  return (
    <fieldset>
      <legend>행사</legend>
      <SelectField form={form} name="kind" label="행사 종류" required options={KIND_OPTIONS} />
      <TextField
        form={form}
        name="title"
        label="행사 이름"
        required
        maxLength={EVENT_LIMITS.titleLength}
      />
      <TextAreaField
        form={form}
        name="description"
        label="행사 소개"
        rows={5}
        maxLength={EVENT_LIMITS.descriptionLength}
      />
      <TextAreaField
        form={form}
        name="programme"
        label="프로그램"
        hint="한 줄에 하나씩 적어 주세요. 예) 14:00 개회식"
        rows={4}
        maxLength={EVENT_LIMITS.programmeLength}
      />
    </fieldset>
  );
}

/** When it is, and until when one may register and be refunded: typed in Korean time. */
export function EventTimeFields({ form }: { readonly form: Form }) {
  return (
    <fieldset>
      <legend>일시 (한국 시간)</legend>
      <div className="office-event-editor__row">
        <TextField form={form} name="startsAt" label="시작 일시" type="datetime-local" required />
        <TextField form={form} name="endsAt" label="끝나는 일시" type="datetime-local" required />
      </div>
      <div className="office-event-editor__row">
        <TextField
          form={form}
          name="registrationDeadline"
          label="신청 마감 일시"
          type="datetime-local"
          required
          hint="이때까지 신청하고, 신청자가 스스로 취소할 수 있습니다."
        />
        <TextField
          form={form}
          name="refundDeadline"
          label="환불 마감 일시"
          type="datetime-local"
          hint="이때까지 취소하면 낸 참가비를 돌려드립니다. 참가비가 있으면 꼭 정해 주세요."
        />
      </div>
    </fieldset>
  );
}

/** Where, how many and who may come. */
export function EventPlaceFields({ form }: { readonly form: Form }) {
  return (
    <fieldset>
      <legend>장소와 인원</legend>
      <TextField
        form={form}
        name="placeName"
        label="장소"
        required
        maxLength={EVENT_LIMITS.placeLength}
      />
      <TextField
        form={form}
        name="placeAddress"
        label="주소"
        hint="지도에 표시할 도로명 주소입니다."
        maxLength={EVENT_LIMITS.addressLength}
      />
      <div className="office-event-editor__row">
        <TextField
          form={form}
          name="capacity"
          label="정원 (명)"
          inputMode="numeric"
          required
          hint="동반 가족도 한 사람으로 셉니다."
        />
        <TextField
          form={form}
          name="maxCompanions"
          label="한 신청의 동반 가족 (최대 명)"
          inputMode="numeric"
        />
      </div>
      <CheckboxField
        id={form.idOf('visitorsAllowed')}
        label="비회원도 신청할 수 있습니다"
        checked={form.values.visitorsAllowed}
        onChange={(allowed) => form.setValue('visitorsAllowed', allowed)}
      />
    </fieldset>
  );
}

/** The fee of each kind of attendee, and whether one may pay at the door. */
export function EventFeeFields({ form }: { readonly form: Form }) {
  return (
    <fieldset>
      <legend>참가비 (원, 무료는 0)</legend>
      <div className="office-event-editor__row">
        {ATTENDEE_KINDS.map((kind) => (
          <TextField
            key={kind}
            form={form}
            name={EVENT_FEE_FIELDS[kind]}
            label={`${ATTENDEE_KIND_LABELS[kind]} 참가비`}
            inputMode="numeric"
          />
        ))}
      </div>
      <CheckboxField
        id={form.idOf('payAtDoor')}
        label="현장에서 참가비를 낼 수 있습니다"
        checked={form.values.payAtDoor}
        onChange={(payAtDoor) => form.setValue('payAtDoor', payAtDoor)}
      />
    </fieldset>
  );
}

/** Whom attendees ask. */
export function EventContactFields({ form }: { readonly form: Form }) {
  return (
    <fieldset>
      <legend>담당자 연락처</legend>
      <TextField
        form={form}
        name="contactName"
        label="담당자"
        required
        maxLength={EVENT_LIMITS.contactNameLength}
        autoComplete="off"
      />
      <div className="office-event-editor__row">
        <TextField
          form={form}
          name="contactPhone"
          label="연락처"
          type="tel"
          required
          autoComplete="off"
        />
        <TextField form={form} name="contactEmail" label="이메일" type="email" autoComplete="off" />
      </div>
    </fieldset>
  );
}
