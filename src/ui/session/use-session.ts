import { useSelector } from '@xstate/react';
import { isCheckingSession, isSignedIn } from '../../domain/session/session-machine';
import { useAppServices } from '../shared/app/app-services';

/** What the screens need to know of the session. */
export function useSessionView() {
  const { session } = useAppServices();
  const signedIn = useSelector(session, isSignedIn);
  const checking = useSelector(session, isCheckingSession);
  const signingIn = useSelector(
    session,
    (snapshot) => snapshot.matches('signingIn') || snapshot.context.signingInNow,
  );
  const error = useSelector(session, (snapshot) => snapshot.context.error);
  return { signedIn, checking, signingIn, error, send: session.send.bind(session) };
}
