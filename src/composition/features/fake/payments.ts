import { ContainerModule } from 'inversify';
import { FakePaymentApi } from '../../../adapters/fake/fake-payment-api';
import { PAYMENT_API, PAYMENT_WINDOW, SANDBOX_PAYMENT_API } from '../../../application/payments';
import { lazyPaymentWindow } from '../payments';

/** The demo takes gifts through the sandbox (테스트 결제) and the association's own account. */
export const fake = new ContainerModule(({ bind }) => {
  bind(PAYMENT_API).to(FakePaymentApi).inSingletonScope();
  bind(SANDBOX_PAYMENT_API).toService(PAYMENT_API);
  bind(PAYMENT_WINDOW).toConstantValue(lazyPaymentWindow());
});
