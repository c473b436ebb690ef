import { useOptionalAppServices } from '../app/app-services';

/**
 * The Korean reason of a failure that a form or field says itself (its refusal, an upload's
 * "보고서.hwp: 올릴 수 없는 파일 형식입니다."), or `fallback`; its notification, which the HTTP
 * client sent as the call failed, is taken back before its turn, so that the reason is read
 * once, where it is said (issue 29).
 */
export function useRefusalReason(): (failure: unknown, fallback: string) => string {
  // Optional: a form rendered alone (a unit test) has no notifications to take back.
  const notifier = useOptionalAppServices()?.notifier;
  return (failure, fallback) => {
    const reason = failure instanceof Error && failure.message ? failure.message : fallback;
    notifier?.withdraw(reason);
    return reason;
  };
}
