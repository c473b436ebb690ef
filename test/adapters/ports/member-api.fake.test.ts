import { describeMemberApiSuite } from './member-api.suite';
import { fakePortWorld } from './fake-port-world';

describeMemberApiSuite('the fake backend', fakePortWorld);
