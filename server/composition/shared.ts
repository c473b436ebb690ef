import type { MailSettings } from '../application/shared/mail-messages';
import type { SharedDependencies } from '../application/shared/shared-services';
import type { RootPorts } from './root-ports';

/** The shared use cases' ports (the attempt throttles), taken from the root's. */
export function sharedDependenciesOf(ports: RootPorts): SharedDependencies {
  return {
    attempts: ports.store.throttles,
    digest: ports.digest,
    clock: ports.clock,
    hasher: ports.hasher,
  };
}

/** What every mail signs with: the association's name and the site's address. */
export function mailSettingsOf(ports: RootPorts): MailSettings {
  const { associationName, publicOrigin } = ports.settings;
  return { associationName, publicOrigin };
}
