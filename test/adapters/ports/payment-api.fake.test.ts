import { describePaymentApiSuite } from './payment-api.suite';
import { fakePortWorld } from './fake-port-world';

describePaymentApiSuite('the fake backend', fakePortWorld);
