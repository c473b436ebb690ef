import { useMemo, useState } from 'react';
import type { Consents } from '../../../application/accounts/auth-api';
import { isRefusal } from '../../../application/shared/errors/refusal-codes';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { useAppServices } from '../../shared/app/app-services';
import { type FieldErrors, useForm } from '../../shared/forms/use-form';
import { codeRefusalOf } from '../EmailCodeFields';
import {
  EMPTY_SIGN_UP,
  type IdAvailabilityState,
  type SignUpValues,
  membershipApplicationOf,
  signUpRules,
} from './sign-up-form';
import { IDLE, useLiveIdCheck } from './use-live-id-check';
import { useUploadGate } from './use-upload-gate';

/** What the done step tells the member about the application sent. */
export interface Application {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
}

/**
 * The sign-up form's state: its values and rules, the id's live availability check, and the
 * profile image's upload, which a submit waits for. The page holds it, so that going back to the
 * consents keeps what was typed.
 */
export function useSignUpForm({
  consents,
  onApplied,
}: {
  readonly consents: Consents;
  readonly onApplied: (application: Application) => void;
}) {
  const { accounts, membershipApplication, clock } = useAppServices();
  const [availability, setAvailability] = useState<IdAvailabilityState>(IDLE);
  const uploads = useUploadGate();

  // Today in Korea, for the birth date and graduation year rules.
  const today = useMemo(() => calendarDateOf(clock.now()), [clock]);
  const rules = useMemo(() => signUpRules(today, availability), [today, availability]);

  const form = useForm<SignUpValues>({
    initial: EMPTY_SIGN_UP,
    rules,
    onSubmit: async (values) => {
      const application = membershipApplicationOf(values, consents, today);
      try {
        await membershipApplication.execute(application, uploads);
      } catch (error) {
        if (isRefusal(error, 'userIdTaken')) {
          setAvailability({ state: 'taken', userId: application.userId, message: error.message });
          const refused: FieldErrors<SignUpValues> = { userId: error.message };
          return refused;
        }
        return codeRefusalOf<SignUpValues>(error, 'emailAuthCode');
      }
      onApplied({ userId: application.userId, name: application.name, email: application.email });
      return undefined;
    },
  });

  const idCheck = useLiveIdCheck({
    userId: form.values.userId,
    availability,
    setAvailability,
    checkId: (userId, signal) => accounts.checkId(userId, signal),
    showError: (message) => form.setFieldError('userId', message),
  });

  return { form, availability, idCheck, uploads };
}

export type SignUpForm = ReturnType<typeof useSignUpForm>;
