import { describeDuesApiSuite } from './dues-api.suite';
import { fakePortWorld } from './fake-port-world';

describeDuesApiSuite('the fake backend', fakePortWorld);
