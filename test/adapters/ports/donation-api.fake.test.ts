import { describeDonationApiSuite } from './donation-api.suite';
import { fakePortWorld } from './fake-port-world';

describeDonationApiSuite('the fake backend', fakePortWorld);
