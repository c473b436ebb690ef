import { Link, useSearch } from 'wouter';
import { useSessionView } from '../session';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { CheckoutForm } from './CheckoutForm';
import { SandboxLabel } from './SandboxLabel';

/**
 * 기부하기 (issue 31): a gift to an open fund, once or (members) monthly, or a member's dues
 * (`?purpose=dues`), paid through the provider's window or to the association's own account.
 */
export function DonateCheckout({ route }: PageProps) {
  const { payments, routes } = useAppServices();
  const search = new URLSearchParams(useSearch());
  // The options name the member: read once the session is known, again when it changes.
  const { signedIn, checking } = useSessionView();
  const options = useLoad(
    (signal) => (checking ? new Promise<never>(() => undefined) : payments.checkoutOptions(signal)),
    `${String(checking)}|${String(signedIn)}`,
  );
  const wantsDues = search.get('purpose') === 'dues';
  return (
    <article
      className="donate"
      aria-labelledby="donate-title"
      aria-busy={options.state === 'loading'}
    >
      <h1 id="donate-title">{route.title}</h1>
      {options.state === 'loading' ? (
        <p role="status" className="muted">
          기부 안내를 불러오는 중입니다…
        </p>
      ) : options.state === 'failed' ? (
        <p role="alert">기부하기를 불러오지 못했습니다. 잠시 뒤 다시 시도해 주세요.</p>
      ) : options.value.methods.length === 0 ? (
        <p>
          지금은 온라인으로 기부를 받지 않습니다.{' '}
          <Link href={routes.byId('contributionInformation').path}>기부 안내</Link>의 계좌로 보내
          주시면 고맙겠습니다.
        </p>
      ) : (
        <>
          {options.value.provider === 'sandbox' ? <SandboxLabel /> : null}
          {wantsDues && options.value.member === null ? (
            <p className="muted">
              회비는 로그인한 회원만 낼 수 있습니다.{' '}
              <Link href={routes.byId('signIn').path}>로그인</Link>하시면 회비를 고를 수 있습니다.
            </p>
          ) : null}
          <CheckoutForm
            key={options.value.member?.email ?? 'visitor'}
            options={options.value}
            wantsDues={wantsDues}
          />
        </>
      )}
    </article>
  );
}
