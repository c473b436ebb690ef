import { fakePortWorld } from './fake-port-world';
import { describeOfficeCampaignApiSuite } from './office-campaign-api.suite';

describeOfficeCampaignApiSuite('the fake backend', fakePortWorld);
