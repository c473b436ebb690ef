import { AttemptThrottles } from './shared/attempt-throttles';
import { AuthCodes } from './accounts/auth-codes';
import { Recovery } from './accounts/recovery';
import { SessionTokens } from './session/session-tokens';
import { SignIn } from './session/sign-in';
import { CheckId, SignUp } from './accounts/sign-up';
import { Withdrawal } from './accounts/withdrawal';
import { RecordAccess } from './access-log/record-access';
import { MemberAdministration } from './admin/member-administration';
import type { UseCaseContext } from './shared/context';
import { FileService } from './files/file-service';
import { AlumniDirectory } from './directory/alumni-directory';
import { MyInfo } from './my-info/my-info';

/** Every use case of the server, built over one context. */
export function createServices(context: UseCaseContext) {
  const throttles = new AttemptThrottles(context);
  const authCodes = new AuthCodes(context, throttles);
  const sessions = new SessionTokens(context);
  return {
    throttles,
    authCodes,
    sessions,
    signIn: new SignIn(context, sessions, throttles),
    checkId: new CheckId(context),
    signUp: new SignUp(context, authCodes),
    recovery: new Recovery(context, authCodes, throttles),
    withdrawal: new Withdrawal(context, throttles),
    myInfo: new MyInfo(context, authCodes, throttles),
    alumniDirectory: new AlumniDirectory(context),
    files: new FileService(context),
    recordAccess: new RecordAccess(context),
    administration: new MemberAdministration(context),
  };
}

export type Services = ReturnType<typeof createServices>;
