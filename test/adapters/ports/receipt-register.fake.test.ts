import { describeReceiptRegisterSuite } from './receipt-register.suite';
import { fakePortWorld } from './fake-port-world';

describeReceiptRegisterSuite('the fake backend', fakePortWorld);
