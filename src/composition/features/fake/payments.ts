import { ContainerModule } from 'inversify';
import { FakePaymentApi } from '../../../adapters/fake/fake-payment-api';
import { FakePledgeApi } from '../../../adapters/fake/fake-pledge-api';
import {
  OFFICE_PLEDGE_API,
  PAYMENT_API,
  PAYMENT_WINDOW,
  PLEDGE_API,
  SANDBOX_PAYMENT_API,
} from '../../../application/payments';
import { lazyPaymentWindow } from '../payments';

/** The demo takes gifts through the sandbox (테스트 결제) and the association's own account. */
export const fake = new ContainerModule(({ bind }) => {
  bind(PAYMENT_API).to(FakePaymentApi).inSingletonScope();
  bind(SANDBOX_PAYMENT_API).toService(PAYMENT_API);
  bind(PAYMENT_WINDOW).toConstantValue(lazyPaymentWindow());
  bind(PLEDGE_API).to(FakePledgeApi).inSingletonScope();
  bind(OFFICE_PLEDGE_API).toService(PLEDGE_API);
});
