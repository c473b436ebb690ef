import { describeAlbumApiSuite } from './album-api.suite';
import { fakePortWorld } from './fake-port-world';

describeAlbumApiSuite('the fake backend', fakePortWorld);
