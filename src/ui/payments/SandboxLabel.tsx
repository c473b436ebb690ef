import { SANDBOX_EXPLANATION, SANDBOX_LABEL } from '../../domain/payments';

/** 테스트 결제: on every screen of the sandbox, so that nobody takes it for a real payment. */
export function SandboxLabel({ explained = true }: { readonly explained?: boolean }) {
  return (
    <div className="sandbox-label" role="note" aria-label={SANDBOX_LABEL}>
      <strong className="sandbox-label__badge">{SANDBOX_LABEL}</strong>
      {explained ? <span>{SANDBOX_EXPLANATION}</span> : null}
    </div>
  );
}
