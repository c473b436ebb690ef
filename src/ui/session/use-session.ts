import { useSelector } from '@xstate/react';
import { isCheckingSession, isSignedIn } from '../../domain/session/session-machine';
import { readTokenRole } from '../../domain/session/tokens';
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
  // What the header offers (the console's link); the server decides on every call.
  const administrator = useSelector(session, (snapshot) => {
    const accessToken = snapshot.context.tokens?.accessToken;
    return isSignedIn(snapshot) && !!accessToken && readTokenRole(accessToken) === 'admin';
  });
  return {
    signedIn,
    checking,
    signingIn,
    error,
    administrator,
    send: session.send.bind(session),
  };
}
