import type { EventDetail, RegistrationRequest } from '../../application/events';
import {
  type FeePayment,
  feeOf,
  isFreeEvent,
  type RegistrationField,
  registrationRefusals,
} from '../../domain/events';
import type { PaymentMethod } from '../../domain/payments';
import type { FieldRules } from '../shared/forms/use-form';

/** What the registration form holds, as typed. */
export interface RegistrationValues {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly classNumber: string;
  readonly companions: string;
  readonly note: string;
  readonly payment: FeePayment | '';
  readonly method: PaymentMethod | '';
  readonly privacyConsent: boolean;
}

export const METHOD_REQUIRED = '결제 수단을 골라 주세요.';

/** A member's details prefilled; the only way to pay chosen already. */
export function initialRegistrationValues(event: EventDetail): RegistrationValues {
  const prefill = event.prefill;
  const onlineOnly = !isFreeEvent(event.fees) && !event.payAtDoor;
  return {
    name: prefill?.name ?? '',
    phone: prefill?.phone ?? '',
    email: prefill?.email ?? '',
    classNumber: prefill?.classNumber === null || !prefill ? '' : String(prefill.classNumber),
    companions: '0',
    note: '',
    payment: onlineOnly ? 'online' : '',
    method: event.methods.length === 1 ? (event.methods[0] ?? '') : '',
    privacyConsent: false,
  };
}

export function registrationRequestOf(
  values: RegistrationValues,
  event: EventDetail,
): RegistrationRequest {
  const free = isFreeEvent(event.fees);
  return {
    ...values,
    payment: free || values.payment === '' ? null : values.payment,
    method: !free && values.payment === 'online' ? values.method : '',
  };
}

/** Each field checked by the domain's rules of a registration (as the server checks it). */
export function registrationRules(event: EventDetail): FieldRules<RegistrationValues> {
  const member = event.prefill !== null;
  const refusalAt =
    (field: RegistrationField) =>
    (_value: unknown, values: RegistrationValues): string | null =>
      registrationRefusals(registrationRequestOf(values, event), event, member)[field] ?? null;
  return {
    name: refusalAt('name'),
    phone: refusalAt('phone'),
    email: refusalAt('email'),
    classNumber: refusalAt('classNumber'),
    companions: refusalAt('companions'),
    note: refusalAt('note'),
    payment: refusalAt('payment'),
    method: (method, values) =>
      !isFreeEvent(event.fees) && values.payment === 'online' && !method ? METHOD_REQUIRED : null,
    privacyConsent: member ? undefined : refusalAt('privacyConsent'),
  };
}

/** What the registration costs as the form stands (0 companions while the count is not one). */
export function feeAsTyped(values: RegistrationValues, event: EventDetail): number {
  const companions = /^\d{1,2}$/u.test(values.companions.trim()) ? Number(values.companions) : 0;
  return feeOf(
    event.fees,
    event.prefill ? 'member' : 'visitor',
    Math.min(companions, event.maxCompanions),
  );
}

/** Whether the party would join the waiting list: not enough seats left for it. */
export function joinsWaitingList(values: RegistrationValues, event: EventDetail): boolean {
  const companions = /^\d{1,2}$/u.test(values.companions.trim()) ? Number(values.companions) : 0;
  return event.seatsLeft < 1 + companions;
}
