import { fakePortWorld } from './fake-port-world';
import { describePledgeApiSuite } from './pledge-api.suite';

describePledgeApiSuite('the fake backend', fakePortWorld);
