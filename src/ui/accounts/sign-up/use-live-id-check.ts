import { type CompositionEvent, type FocusEvent, useCallback, useEffect, useRef } from 'react';
import type { IdAvailability } from '../../../application/accounts/auth-api';
import { validateUserId } from '../../../domain/shared/validation/user-id';
import { type IdAvailabilityState, normalisedUserId } from './sign-up-form';

/** How long typing must pause before the id is checked with the server. */
export const ID_CHECK_DELAY_MS = 400;

export const IDLE: IdAvailabilityState = { state: 'idle' };

export interface LiveIdCheckOptions {
  /** The id as typed. */
  readonly userId: string;
  readonly availability: IdAvailabilityState;
  readonly setAvailability: (next: IdAvailabilityState) => void;
  readonly checkId: (userId: string, signal: AbortSignal) => Promise<IdAvailability>;
  /** Shows why the id cannot be used, next to the field. */
  readonly showError: (message: string) => void;
}

/** Handlers for an element around the id input (focus and composition events bubble to it). */
export interface LiveIdCheckHandlers {
  readonly onBlur: (event: FocusEvent<HTMLElement>) => void;
  readonly onCompositionStart: () => void;
  readonly onCompositionEnd: (event: CompositionEvent<HTMLElement>) => void;
}

/**
 * The id's live availability check: the domain's format rule first (no server call for an id
 * that cannot be right), then `checkId`, ~400 ms after typing stops and at once when the field
 * is left. A newer id cancels the pending check and aborts the request under way; nothing is
 * checked while a syllable is being composed (IME), only when the composition ends.
 */
export function useLiveIdCheck(options: LiveIdCheckOptions): LiveIdCheckHandlers {
  const latest = useRef(options);
  latest.current = options;
  // What the check knows, kept in step with what it sets (state updates come a render later).
  const known = useRef(options.availability);
  known.current = options.availability;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const request = useRef<AbortController | null>(null);
  const composing = useRef(false);

  const set = useCallback((next: IdAvailabilityState) => {
    known.current = next;
    latest.current.setAvailability(next);
  }, []);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    request.current?.abort();
    request.current = null;
  }, []);

  const checkNow = useCallback(
    (typed: string) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      if (!typed.trim()) return;
      const format = validateUserId(typed);
      if (!format.ok) {
        latest.current.showError(format.message);
        return;
      }
      const userId = format.value;
      const current = known.current;
      // Already asked about this id (or asking now): the answer stands.
      const answered = current.state === 'available' || current.state === 'taken';
      const asking = current.state === 'checking' && request.current !== null;
      if (current.state !== 'idle' && current.userId === userId && (answered || asking)) {
        if (current.state === 'taken') latest.current.showError(current.message);
        return;
      }
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      set({ state: 'checking', userId });
      latest.current.checkId(userId, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          request.current = null;
          if (answer.available) {
            set({ state: 'available', userId, message: answer.message });
          } else {
            set({ state: 'taken', userId, message: answer.message });
            latest.current.showError(answer.message);
          }
        },
        () => {
          // Not known then; the submit asks the server again.
          if (controller.signal.aborted) return;
          request.current = null;
          set(IDLE);
        },
      );
    },
    [set],
  );

  const schedule = useCallback(
    (typed: string) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => checkNow(typed), ID_CHECK_DELAY_MS);
    },
    [checkNow],
  );

  const { userId } = options;
  useEffect(() => {
    // What was learned about another id no longer applies.
    const current = known.current;
    if (current.state !== 'idle' && current.userId !== normalisedUserId(userId)) set(IDLE);
    if (!composing.current && userId.trim()) schedule(userId);
    return cancel;
  }, [userId, schedule, cancel, set]);

  return {
    onBlur: (event) => {
      if (event.target instanceof HTMLInputElement) checkNow(event.target.value);
    },
    onCompositionStart: () => {
      composing.current = true;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    onCompositionEnd: (event) => {
      composing.current = false;
      if (event.target instanceof HTMLInputElement) schedule(event.target.value);
    },
  };
}
