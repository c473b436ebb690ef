import { describeSitePageApiSuite } from './site-page-api.suite';
import { fakePortWorld } from './fake-port-world';

describeSitePageApiSuite('the fake backend', fakePortWorld);
