import { describeDonationReportsSuite } from './donation-reports.suite';
import { fakePortWorld } from './fake-port-world';

describeDonationReportsSuite('the fake backend', fakePortWorld);
