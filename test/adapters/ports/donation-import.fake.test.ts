import { describeDonationImportSuite } from './donation-import.suite';
import { fakePortWorld } from './fake-port-world';

describeDonationImportSuite('the fake backend', fakePortWorld);
